// The user's free question: once per account and per e-mail or phone, with the profile's birth details, for nothing.
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { FREE_QUESTION_MESSAGES as M, type FREE_QUESTION_REFUSALS, type MyQuestion } from '@app/contracts/free-questions';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { accountGone, requireLiveAccount } from '../../plugins/live-account.ts';
import { filterText, recordMasking, refuseSuspended, type MaskKind } from '../safety/safety.service.ts';
import { identityHashes, identityKey } from './identity.ts';
import * as repo from './free-questions.repository.ts';
import { queueChanged, type FreeQuestionDeps } from './notify.ts';
import { birthDetails, toMyQuestion } from './wire.ts';

type Deps = Pick<FreeQuestionDeps, 'ctx'>;

function assertUser(caller: SessionUser): void {
  if (caller.role !== 'user') throw forbidden('question_users_only', M.usersOnly);
}

/** The account's identity marks and why it may not ask, checked in the order the refusals are given. */
async function standing(deps: Deps, userId: number) {
  const { db, config } = deps.ctx;
  const [account, profile, asked, key] = await Promise.all([
    repo.findAccount(db, userId),
    repo.findProfile(db, userId),
    repo.hasAsked(db, userId),
    identityKey(config, db),
  ]);
  const hashes = account ? identityHashes(key, account) : [];
  let refusal: (typeof FREE_QUESTION_REFUSALS)[number] | null = null;
  if (asked) refusal = 'already_asked';
  else if (await repo.usedByAnother(db, hashes, userId)) refusal = 'phone_or_email_used';
  else if (!profile) refusal = 'profile_required';
  const reason = refusal && ERROR_CATALOGUE[refusal];
  return { refusal, reason, hashes, profile };
}

export async function myQuestions(deps: Deps, caller: SessionUser) {
  assertUser(caller);
  const [{ refusal, reason, profile }, rows] = await Promise.all([
    standing(deps, caller.id),
    repo.questionsOf(deps.ctx.db, caller.id),
  ]);
  return {
    can_ask: reason === null,
    reason,
    reason_code: refusal,
    birth_details: profile ? birthDetails(profile) : null,
    questions: rows.map(toMyQuestion),
  };
}

/**
 * Stores a question in one transaction: the question (unique per account) and one mark per identity (unique per e-mail
 * or phone). A mark already taken, even by a transaction committing at this moment, rolls the whole question back. An
 * account deleted meanwhile stores nothing and gets the 401 of a deleted account's session (live-account.ts).
 */
export async function storeQuestion(
  db: Db,
  userId: number,
  question: string,
  hashes: string[],
  /** Runs in the transaction once the question is stored (the safety filter's record of what it masked). */
  stored: (tx: Tx, id: number) => Promise<void> = async () => {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await requireLiveAccount(tx, userId);
    // Read again inside: the snapshot is the profile as it is when the question is stored.
    const profile = await repo.findProfile(tx, userId);
    if (!profile) throw badRequest('profile_required', M.profileRequired);
    const id = await repo.insertQuestion(tx, userId, question, profile);
    if (id === null) throw conflict('already_asked', M.alreadyAsked);
    if ((await repo.insertIdentities(tx, id, hashes)) !== hashes.length) throw conflict('phone_or_email_used', M.phoneOrEmailUsed);
    await stored(tx, id);
    return id;
  });
}

export async function ask(
  deps: FreeQuestionDeps,
  caller: SessionUser,
  question: string,
): Promise<{ question: MyQuestion; masked: MaskKind[] }> {
  assertUser(caller);
  await refuseSuspended(deps.ctx.db, caller.id);
  const { db } = deps.ctx;
  const { refusal, hashes } = await standing(deps, caller.id);
  if (refusal === 'profile_required') throw badRequest(refusal, ERROR_CATALOGUE[refusal]);
  if (refusal) throw conflict(refusal, ERROR_CATALOGUE[refusal]);
  // Contact details and abuse are masked before the question reaches an astrologer (docs/decisions/safety.md).
  const filtered = filterText(question);
  const id = await storeQuestion(db, caller.id, filtered.text, hashes, (tx, stored) =>
    recordMasking(deps.ctx, tx, caller.id, filtered, 'question', stored),
  );
  await queueChanged(deps, { question_id: id, status: 'open' });
  const [row] = await repo.questionsOf(db, caller.id);
  // The account was deleted right after the question was stored, and the deletion took the question with it.
  if (!row) throw accountGone();
  return { question: toMyQuestion(row), masked: filtered.masked };
}

/**
 * The questions an astrologer holds go back to the queue at once, in the caller's transaction: when the astrologer is
 * removed by an admin, deletes the account, or is suspended.
 */
export async function returnClaimsOf(tx: Tx, astrologerId: number): Promise<number> {
  return repo.returnClaimsOf(tx, astrologerId);
}
