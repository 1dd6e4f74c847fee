// Calls: the WebRTC signals between the two participants of an accepted call, each side's "audio connected" mark
// (the call bills from the moment both are fresh), and the ICE servers a participant connects through.
import { createHmac } from 'node:crypto';
import {
  callMediaBody,
  callSignalBody,
  CONSULT_MESSAGES,
  SOCKET_EVENTS,
  type CallSignalEvent,
  type IceServersResponse,
  type SocketAck,
} from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { isConnecting, noEffects, startCall } from './billing.ts';
import { announce } from './consultation-view.ts';
import * as repo from './consultations.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'realtime' | 'now' | 'push'>;

/** The refusal a socket hears in its acknowledgement; anything unexpected is logged by the caller. */
export function ackOf(error: unknown): SocketAck | null {
  return error instanceof AppError ? { ok: false, message: error.message } : null;
}

/** Which side the caller is on in a call that is accepted and not over; refuses anything else. */
async function callSide(ctx: Ctx, caller: SessionUser, id: number, open: 'active' | 'open') {
  const parties = await repo.findParties(ctx.db, id);
  const side = parties?.userId === caller.id ? 'user' : parties?.astroUserId === caller.id ? 'astro' : null;
  if (!parties || !side) throw notFound(CONSULT_MESSAGES.consultationNotFound);
  if (parties.type !== 'call') throw conflict(CONSULT_MESSAGES.callOnly);
  const live = open === 'active' ? parties.status === 'active' : parties.status === 'active' || parties.status === 'requested';
  if (!live) throw conflict(CONSULT_MESSAGES.callNotLive);
  return { side, other: side === 'user' ? parties.astroUserId : parties.userId } as const;
}

/** Passes an offer, answer, ICE candidate or "ready" to the other participant of an accepted call. */
export async function relaySignal(ctx: Ctx, caller: SessionUser, body: unknown): Promise<SocketAck> {
  const parsed = callSignalBody.safeParse(body);
  if (!parsed.success) return { ok: false, message: CONSULT_MESSAGES.signalInvalid };
  const { consultation_id, ...signal } = parsed.data;
  const { side, other } = await callSide(ctx, caller, consultation_id, 'active');
  const event: CallSignalEvent = { consultation_id, from: side, ...signal };
  ctx.realtime.toUsers([other], SOCKET_EVENTS.callSignal, event);
  return { ok: true };
}

/**
 * Marks the caller's audio as connected now. When the other side's mark is fresh too and the call has not started,
 * billing starts: minute 0 is charged in the same transaction.
 */
export async function markMedia(ctx: Ctx, caller: SessionUser, body: unknown): Promise<SocketAck> {
  const parsed = callMediaBody.safeParse(body);
  if (!parsed.success) return { ok: false, message: CONSULT_MESSAGES.signalInvalid };
  const id = parsed.data.consultation_id;
  const { side } = await callSide(ctx, caller, id, 'active');
  const effects = noEffects();
  const view = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockSession(tx, id);
    if (!locked || locked.c.status !== 'active') throw conflict(CONSULT_MESSAGES.callNotLive);
    const now = await repo.lockedNow(tx);
    const marked = await repo.updateSession(tx, id, side === 'user' ? { userMediaAt: now } : { astroMediaAt: now });
    const otherMark = side === 'user' ? marked.astroMediaAt : marked.userMediaAt;
    const fresh = otherMark !== null && now.getTime() - otherMark.getTime() <= ctx.config.CONSULT_GRACE_S * 1000;
    if (!isConnecting(marked) || !fresh) return null;
    return { ...locked, c: await startCall(tx, marked, now, effects), serverTime: now };
  });
  if (view) await announce(ctx, view, effects);
  return { ok: true };
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
