// Messages in a consultation: text and voice notes from its two participants while it is active, idempotent by the
// sender's client_id, pushed to both over the socket once stored; the history stays readable after the end.
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { randomBytes } from 'node:crypto';
import { CONSULT_MESSAGES, SOCKET_EVENTS, type ConsultationMessage } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import type { Tx } from '../../db/client.ts';
import type { MaskKind } from '@app/contracts/safety';
import { filterText, recordMasking } from '../safety/safety.service.ts';
import { advance, noEffects, startBilling, type Effects } from './billing.ts';
import { announce } from './consultation-view.ts';
import { lockedNow, lockSession, type Locked } from './consultations.repository.ts';
import * as repo from './messages.repository.ts';
import type { MessageRow, Participants } from './messages.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'storage' | 'push' | 'metrics'>;

export function toWireMessage(row: MessageRow): ConsultationMessage {
  return {
    message_id: row.id,
    consultation_id: row.consultationId,
    sender: row.sender as ConsultationMessage['sender'],
    client_id: row.clientId,
    text: row.text,
    voice_url: row.voiceKey ? `/api/consultations/${row.consultationId}/messages/${row.id}/voice` : null,
    voice_duration_ms: row.voiceDurationMs,
    masked: row.masked as MaskKind[],
    created_at: row.createdAt.toISOString(),
  };
}

const notFoundError = () => notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);

function senderOf(p: Participants, caller: SessionUser): 'user' | 'astro' | null {
  if (p.userId === caller.id) return 'user';
  if (p.astroUserId === caller.id) return 'astro';
  return null;
}

/** The session when the caller may read it (a participant or the admin); 404 otherwise. */
async function readable(ctx: Ctx, caller: SessionUser, id: number): Promise<Participants> {
  const p = await repo.findParticipants(ctx.db, id);
  if (!p || (caller.role !== 'admin' && senderOf(p, caller) === null)) throw notFoundError();
  return p;
}

export interface SendResult {
  message: ConsultationMessage;
  /** False when this client_id was sent before: the stored message is answered again, nothing else happens. */
  created: boolean;
}

export type MessageBody =
  | { kind: 'text'; text: string; clientId: string }
  | { kind: 'voice'; bytes: Buffer; mime: string; extension: string; durationMs: number | null; clientId: string | null };

export async function sendMessage(ctx: Ctx, caller: SessionUser, id: number, body: MessageBody): Promise<SendResult> {
  const p = await repo.findParticipants(ctx.db, id);
  const sender = p && senderOf(p, caller);
  if (!p || !sender) throw notFoundError();
  if (body.clientId) {
    const earlier = await repo.findByClientId(ctx.db, id, sender, body.clientId);
    if (earlier) return { message: toWireMessage(earlier), created: false };
  }
  if (p.status !== 'active') throw conflict('session_ended', CONSULT_MESSAGES.notActive);

  let voiceKey: string | null = null;
  if (body.kind === 'voice') {
    // Stored first, so the row never names a file that is not there; dropped again if the row is not written.
    voiceKey = `consultations/${id}/${randomBytes(12).toString('hex')}.${body.extension}`;
    await ctx.storage.savePrivate(voiceKey, body.bytes, body.mime);
  }
  // Contact details and abuse are masked before the text is stored or delivered (docs/decisions/safety.md).
  const filtered = body.kind === 'text' ? filterText(body.text) : null;
  let row: MessageRow | null = null;
  const effects = noEffects();
  let started: Locked | null = null;
  try {
    row = await ctx.db.transaction(async (tx) => {
      await requireLiveAccount(tx, caller.id);
      const opening = sender === 'astro' && p.type === 'chat' ? await lockIfAwaitingReply(ctx, tx, id, effects) : null;
      if (!opening && (await repo.shareLockStatus(tx, id)) !== 'active') throw conflict('session_ended', CONSULT_MESSAGES.notActive);
      const inserted = await repo.insertMessage(tx, {
        consultationId: id,
        sender,
        clientId: body.clientId,
        ...(body.kind === 'text'
          ? { text: filtered!.text, masked: filtered!.masked }
          : { voiceKey, voiceMime: body.mime, voiceBytes: body.bytes.length, voiceDurationMs: body.durationMs }),
      });
      if (inserted && filtered) await recordMasking(ctx, tx, caller.id, filtered, 'chat', inserted.id);
      if (inserted && opening) {
        // The astrologer's first message starts the meter: minute 0 now, in the same transaction.
        started = { ...opening.locked, c: await startBilling(tx, opening.locked.c, opening.now, effects), serverTime: opening.now };
      }
      return inserted;
    });
  } finally {
    if (!row && voiceKey) await ctx.storage.deletePrivate(voiceKey).catch(() => {});
  }
  if (!row) {
    // Another send of the same client_id won the race: answer what it stored.
    const earlier = await repo.findByClientId(ctx.db, id, sender, body.clientId!);
    if (!earlier) throw conflict('session_ended', CONSULT_MESSAGES.notActive);
    return { message: toWireMessage(earlier), created: false };
  }
  const message = toWireMessage(row);
  ctx.realtime.toUsers([p.userId, p.astroUserId], SOCKET_EVENTS.message, message);
  if (started) await announce(ctx, started, effects);
  return { message, created: true };
}

/**
 * For the astrologer's message in a chat: locks the session and, when it is still awaiting the first reply, brings it
 * up to now (a deadline passed ends it as no_reply, and the message is refused) and answers it with the database's now;
 * null for a chat already billing, which takes the usual shared lock.
 */
async function lockIfAwaitingReply(ctx: Ctx, tx: Tx, id: number, effects: Effects) {
  const locked = await lockSession(tx, ctx.dbClock, id);
  if (!locked || locked.c.status !== 'active' || locked.c.startedAt !== null) return null;
  const now = await lockedNow(tx, ctx.dbClock);
  const current = await advance(tx, locked.c, now, ctx.config.CONSULT_GRACE_S, effects);
  if (current.status !== 'active') throw conflict('session_ended', CONSULT_MESSAGES.notActive);
  return { locked: { ...locked, c: current }, now };
}

export async function listMessages(ctx: Ctx, caller: SessionUser, id: number, after: number, limit: number) {
  await readable(ctx, caller, id);
  const rows = await repo.listAfter(ctx.db, id, after, limit);
  return { messages: rows.map(toWireMessage) };
}

export interface VoiceFile {
  file: StoredFile;
  mime: string;
}

export async function readVoice(ctx: Ctx, caller: SessionUser, id: number, messageId: number): Promise<VoiceFile> {
  await readable(ctx, caller, id);
  const row = await repo.findMessage(ctx.db, id, messageId);
  const missing = () => notFound('voice_note_not_found', ERROR_CATALOGUE.voice_note_not_found);
  if (!row?.voiceKey) throw missing();
  const file = await ctx.storage.readPrivate(row.voiceKey);
  if (!file) throw missing();
  return { file, mime: row.voiceMime ?? file.contentType };
}
