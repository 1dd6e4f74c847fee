// Calls: the WebRTC signals between the two participants of an accepted call (the offers and answers that billing
// starts from are recorded on the session), the astrologer's "audio connected" mark that starts and keeps the
// billing, and the ICE servers a participant connects through. docs/decisions/calls.md gives the rule.
import { createHmac } from 'node:crypto';
import {
  callMediaBody,
  callSignalBody,
  CONSULT_MESSAGES,
  isMediaSession,
  SOCKET_EVENTS,
  type CallSignalEvent,
  type IceServersResponse,
  type SocketAck,
} from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { advance, noEffects, startBilling, type Effects } from './billing.ts';
import { announce } from './consultation-view.ts';
import * as repo from './consultations.repository.ts';
import { isConnected } from './session-rules.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'now' | 'push' | 'metrics'>;

/** The refusal a socket hears in its acknowledgement; anything unexpected is logged by the caller. */
export function ackOf(error: unknown): SocketAck | null {
  return error instanceof AppError ? { ok: false, message: error.message, code: error.code } : null;
}

/** Which side the caller is on in a call that is accepted and not over; refuses anything else. */
async function callSide(ctx: Ctx, caller: SessionUser, id: number, open: 'active' | 'open') {
  const parties = await repo.findParties(ctx.db, id);
  const side = parties?.userId === caller.id ? 'user' : parties?.astroUserId === caller.id ? 'astro' : null;
  if (!parties || !side) throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
  if (!isMediaSession(parties.type)) throw conflict('call_only', CONSULT_MESSAGES.callOnly);
  const live = open === 'active' ? parties.status === 'active' : parties.status === 'active' || parties.status === 'requested';
  if (!live) throw conflict('call_not_live', CONSULT_MESSAGES.callNotLive);
  return { side, other: side === 'user' ? parties.astroUserId : parties.userId } as const;
}

/** The signals of one sender in one call still being handled in this process, chained in their arrival order. */
const inFlight = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier signal of the same sender and call has been passed on (or refused). */
function inOrder<T>(key: string, work: () => Promise<T>): Promise<T> {
  const result = (inFlight.get(key) ?? Promise.resolve()).then(work);
  const done = result.then(
    () => {},
    () => {},
  );
  inFlight.set(key, done);
  void done.then(() => {
    if (inFlight.get(key) === done) inFlight.delete(key);
  });
  return result;
}

/**
 * Passes an offer, answer, ICE candidate or "ready" to the other participant of an accepted call, each sender's in
 * the order sent (the ICE candidates that follow an offer must not overtake it while it is recorded). An offer from
 * the user's side and an answer from the astrologer's side are recorded first, so the other side cannot reply to a
 * description the session does not know of yet; descriptions sent the other way are passed on and count for nothing.
 */
export async function relaySignal(ctx: Ctx, caller: SessionUser, body: unknown): Promise<SocketAck> {
  const parsed = callSignalBody.safeParse(body);
  if (!parsed.success) return { ok: false, message: CONSULT_MESSAGES.signalInvalid, code: 'signal_invalid' };
  const { consultation_id, ...signal } = parsed.data;
  return inOrder(`${caller.id}:${consultation_id}`, async () => {
    const { side, other } = await callSide(ctx, caller, consultation_id, 'active');
    const kind = signal.description?.type;
    if ((side === 'user' && kind === 'offer') || (side === 'astro' && kind === 'answer')) {
      await recordDescription(ctx, consultation_id, kind);
    }
    const event: CallSignalEvent = { consultation_id, from: side, ...signal };
    ctx.realtime.toUsers([other], SOCKET_EVENTS.callSignal, event);
    return { ok: true } as const;
  });
}

/**
 * Records the user's offer, or the astrologer's answer to it (an answer with no offer before it is not recorded). An
 * answer can be the last thing a connected call was waiting for: billing then starts in the same transaction.
 * Offers and answers after the start (a reconnection, an ICE restart) are recorded and change nothing.
 */
async function recordDescription(ctx: Ctx, id: number, kind: 'offer' | 'answer') {
  await updateLiveCall(ctx, id, (locked, now) => {
    if (kind === 'offer') return { offeredAt: now };
    return locked.c.offeredAt ? { answeredAt: now, start: true } : null;
  });
}

/** The times a call's signals and reports set, and whether the billing may start with them. */
type CallMark = Partial<Pick<repo.ConsultationRow, 'offeredAt' | 'answeredAt' | 'userMediaAt' | 'astroMediaAt'>> & {
  start?: boolean;
};

/**
 * On the locked row of an active call (refused otherwise): writes what `decide` answers at the database's now and, when
 * it says so, starts the billing if the call is connected (minute 0 in the same transaction); the change is announced
 * once committed. `decide` answering null writes nothing.
 */
async function updateLiveCall(
  ctx: Ctx,
  id: number,
  decide: (locked: repo.Locked, now: Date) => CallMark | null,
): Promise<void> {
  const effects = noEffects();
  const view = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockSession(tx, ctx.dbClock, id);
    if (!locked || locked.c.status !== 'active') throw conflict('call_not_live', CONSULT_MESSAGES.callNotLive);
    const now = await repo.lockedNow(tx, ctx.dbClock);
    const change = decide(locked, now);
    if (!change) return null;
    const { start, ...fields } = change;
    const updated = await repo.updateSession(tx, id, fields);
    if (!start) return null;
    const after = await startIfConnected(tx, updated, now, ctx.config.CONSULT_GRACE_S, effects);
    return after && { ...locked, c: after, serverTime: now };
  });
  if (view) await announce(ctx, view, effects);
}

/**
 * Marks the caller's audio as connected now. The astrologer's mark starts the billing of a call whose user offered and
 * whose astrologer answered (minute 0 charged in the same transaction) and keeps a started call going; the user's
 * mark is only recorded.
 */
export async function markMedia(ctx: Ctx, caller: SessionUser, body: unknown): Promise<SocketAck> {
  const parsed = callMediaBody.safeParse(body);
  if (!parsed.success) return { ok: false, message: CONSULT_MESSAGES.signalInvalid, code: 'signal_invalid' };
  const id = parsed.data.consultation_id;
  const { side } = await callSide(ctx, caller, id, 'active');
  await updateLiveCall(ctx, id, (_locked, now) =>
    side === 'user' ? { userMediaAt: now } : { astroMediaAt: now, start: true },
  );
  return { ok: true };
}

/**
 * On the locked row of an active call: brings it up to now (a call past its connect deadline, or with a participant
 * gone, ends unbilled), then starts the billing if it is connected. Answers the row when it changed, else null.
 */
async function startIfConnected(tx: Tx, row: repo.ConsultationRow, now: Date, graceS: number, effects: Effects) {
  const current = await advance(tx, row, now, graceS, effects);
  if (isConnected(current, now, graceS)) return startBilling(tx, current, now, effects);
  return current === row ? null : current;
}

/**
 * The ICE servers for a participant of a call not yet over: ICE_SERVERS, and a TURN server with a credential valid
 * for TURN_TTL_S (coturn's use-auth-secret: the user name is "<expiry>:<account>", the password its HMAC-SHA1).
 */
export async function iceServers(ctx: Ctx, caller: SessionUser, id: number): Promise<IceServersResponse> {
  await callSide(ctx, caller, id, 'open');
  const { ICE_SERVERS, TURN_URLS, TURN_SECRET, TURN_TTL_S } = ctx.config;
  const servers: IceServersResponse['ice_servers'] = [...ICE_SERVERS];
  if (TURN_SECRET && TURN_URLS.length > 0) {
    const username = `${Math.floor(ctx.now().getTime() / 1000) + TURN_TTL_S}:${caller.id}`;
    const credential = createHmac('sha1', TURN_SECRET).update(username).digest('base64');
    servers.push({ urls: TURN_URLS, username, credential });
  }
  return { ice_servers: servers };
}
