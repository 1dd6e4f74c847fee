// A browser's uncaught error, made fit for the log: no personal data (e-mail addresses, phone numbers and other long
// digit runs, tokens), no query strings, then logged at warn with the request's id (docs/decisions/observability.md).
import type { ClientErrorBody } from '@app/contracts/client-errors';
import type { FastifyBaseLogger } from 'fastify';

/** The user agent as logged: enough to tell browser and version apart. */
const USER_AGENT_MAX = 300;

/** A query string or fragment of an address: from ? or # to the end of the address, or to a stack frame's position. */
const QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#)'"]*)[?#][^\s)'"]*?(?=:\d+:\d+(?:[)\s]|$)|[\s)'"]|$)/gim;
/**
 * What is masked, and the one thing kept although it looks like it: a stack frame's `:line:column` (kept, so the
 * frame can be found in the bundle), an e-mail address, something shaped like a token (a bearer header, a long run
 * of letters and digits), and six or more digits, however spaced (a phone number, a one-time code, an account number).
 */
const SCRUB =
  /(:\d+:\d+(?=[)\s]|$))|([\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+)|(\bbearer\s+\S+|[A-Za-z0-9_-]{32,})|(\+?\d(?:[ ().-]{0,2}\d){5,})/gimu;

/** The text with personal data masked: `[email]`, `[token]`, `[number]`; addresses lose their query strings. */
export function scrubPersonalData(text: string): string {
  return text.replace(QUERY, '$1').replace(SCRUB, (match, position: string | undefined, email: string | undefined, token: string | undefined) => {
    if (position) return match;
    if (email) return '[email]';
    if (token) return '[token]';
    return '[number]';
  });
}

/** The page as logged: its path alone, masked like the message. */
const pagePath = (path: string) => scrubPersonalData(path.split(/[?#]/, 1)[0] ?? '/');

export function logClientError(log: FastifyBaseLogger, body: ClientErrorBody, userAgent: string | undefined): void {
  log.warn(
    {
      clientError: {
        kind: body.kind,
        message: scrubPersonalData(body.message),
        ...(body.stack && { stack: scrubPersonalData(body.stack) }),
        path: pagePath(body.path),
        userAgent: (userAgent ?? '').slice(0, USER_AGENT_MAX),
      },
    },
    'A browser reported an uncaught error',
  );
}
