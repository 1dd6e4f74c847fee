// Section 4's "wrong kind of account": a user on the astrologer screens, or an astrologer on the user screens.
import { authText } from './messages.ts';
import type { PendingIdentity } from './pending-identity.ts';

/** The message and the login page to send the person to, or null when the account is of the kind chosen. */
export function wrongKind(identity: Pick<PendingIdentity, 'kind'>, isAstrologer: boolean | undefined) {
  if (isAstrologer === undefined) return null;
  if (identity.kind === 'user' && isAstrologer)
    return { message: authText('notAUser'), to: '/astrologer/login' };
  if (identity.kind === 'astro' && !isAstrologer)
    return { message: authText('notAnAstrologer'), to: '/user/login' };
  return null;
}
