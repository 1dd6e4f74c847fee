// A session's writes inside the caller's transaction, on a row it has locked: the charge of a minute (money's part
// asked of the wallet), the start of a call, the endings. What is due and when is decided in session-rules.ts; the
// unique minute index on both ledgers is the backstop against a second charge.
import type { EndReason } from '@app/contracts/consultations';
import type { Tx } from '../../db/client.ts';
import { interactions, paidChats } from '../../db/schema/index.ts';
import * as money from '../money/money.service.ts';
import * as bookingsRepo from './bookings.repository.ts';
import { insertRefund, releaseFirstSession, updateSession, type ConsultationRow } from './consultations.repository.ts';
import { lastedSeconds, minuteStart, planAt } from './session-rules.ts';

/** What a transaction did that the participants hear about once it commits. */
export interface Effects {
  /** The astrologer accepted the request. */
  accepted: boolean;
  /** The user's balance in paise after the last charge, when something was charged. */
  balancePaise: number | null;
  /** The session left requested/active, so the astrologer may be free again. */
  closed: boolean;
  /** Each minute charged, as how late it was charged after it was due (next_charge_at), seconds: for the metrics. */
  charged: number[];
}

export const noEffects = (): Effects => ({ accepted: false, balancePaise: null, closed: false, charged: [] });

/**
 * Starts the billing (a call connected, a chat's astrologer wrote first): minute 0 now, or the end if the wallet cannot
 * pay it. A booked session's hold goes back to the wallet first, and minute 0 is charged from it.
 */
export async function startBilling(tx: Tx, row: ConsultationRow, now: Date, effects: Effects): Promise<ConsultationRow> {
  if (row.bookingId !== null) await releaseBookedHold(tx, row.bookingId, now);
  const started = await updateSession(tx, row.id, { startedAt: now, nextChargeAt: now });
  return (await chargeMinute(tx, started, now, effects)) ?? (await endSession(tx, started, 'balance', now, effects));
}

/**
 * The session of a started booking charges its first minute: in the charge's transaction (the session's row held),
 * the whole hold goes back to the wallet the minutes are charged from. Once; nothing for a session not booked.
 */
async function releaseBookedHold(tx: Tx, bookingId: number, now: Date): Promise<void> {
  const row = await bookingsRepo.lockStartedHeld(tx, bookingId);
  if (!row) return;
  const b = row.b;
  await money.settleBookingHold(tx, { userId: b.userId, astrologerId: b.astrologerId, bookingId: b.id, releasePaise: b.heldPaise, capturePaise: 0 });
  await bookingsRepo.settleStarted(tx, b.id, { status: 'started', releasedPaise: b.heldPaise, capturedPaise: 0, at: now });
}

/**
 * Charges minute `k` (= billed_minutes) at `at` (the database's now): the user pays it unless it is one of the free
 * minutes, which the platform pays; the astrologer earns it either way. Answers the updated row, or null when the
 * wallet cannot pay it.
 */
export async function chargeMinute(tx: Tx, row: ConsultationRow, at: Date, effects: Effects): Promise<ConsultationRow | null> {
  const k = row.billedMinutes;
  const minute = {
    userId: row.userId,
    astrologerId: row.astrologerId,
    consultationId: row.id,
    minuteIndex: k,
    userPaise: money.minuteCost(row.ratePaise, k, row.freeMinutes),
    earningPaise: money.minuteCost(row.ratePaise, k),
  };
  const balance = await money.transferMinute(tx, minute);
  if (balance === 'short') return null;
  if (balance !== null) effects.balancePaise = balance;
  effects.charged.push((at.getTime() - (row.nextChargeAt ?? at).getTime()) / 1000);
  return updateSession(tx, row.id, {
    billedMinutes: k + 1,
    amountPaise: money.chargeFor(row.ratePaise, k + 1, row.freeMinutes),
    nextChargeAt: minuteStart(row, k + 1),
  });
}

/**
 * The fair meter's refund: a session that ended because the astrologer's side was lost (or suspended) gives the user back the last
 * started minute when the user paid for it, out of the astrologer's wallet (and the platform's account for what was
 * already paid out), recorded as a refund of the session.
 */
async function refundDroppedMinute(tx: Tx, row: ConsultationRow, at: Date, effects: Effects): Promise<ConsultationRow> {
  const amount = money.astrologerDropRefund(row.ratePaise, row.billedMinutes, row.freeMinutes);
  if (amount === 0) return row;
  const k = row.billedMinutes - 1;
  const split = await money.lockRefund(tx, row.userId, row.astrologerId, amount);
  const reason =
    row.endReason === 'astro_suspended'
      ? `The astrologer's account was suspended: minute ${k + 1} given back`
      : `The astrologer's connection was lost: minute ${k + 1} given back`;
  const refundId = await insertRefund(tx, { consultationId: row.id, amountPaise: amount, ...split, reason, refundedBy: null, createdAt: at });
  const links = { userId: row.userId, astrologerId: row.astrologerId, consultationId: row.id, refundId, minuteIndex: k, note: reason };
  effects.balancePaise = await money.refundConsultation(tx, { ...split, ...links });
  return updateSession(tx, row.id, { refundedPaise: row.refundedPaise + amount });
}

/** Ends an active session at `endedAt`; a session with billed minutes also writes the admin's report rows. */
export async function endSession(tx: Tx, row: ConsultationRow, reason: EndReason, endedAt: Date, effects: Effects): Promise<ConsultationRow> {
  // A call that never connected has no start: it ends when it ends, at no cost.
  const started = row.startedAt ?? endedAt;
  const at = endedAt < started ? started : endedAt;
  let ended = await updateSession(tx, row.id, { status: 'ended', endReason: reason, endedAt: at, nextChargeAt: null });
  effects.closed = true;
  // The astrologer's side gone, lost or suspended, mid-minute: the user gets that minute back.
  if (reason === 'astro_lost' || reason === 'astro_suspended') ended = await refundDroppedMinute(tx, ended, at, effects);
  // A first session that never billed leaves the person's free minutes for the next one.
  if (ended.billedMinutes === 0 && ended.freeMinutes > 0) await releaseFirstSession(tx, ended.id);
  if (ended.billedMinutes > 0) {
    const base = { userId: ended.userId, astrologerId: ended.astrologerId, paidAmountPaise: ended.amountPaise, consultationId: ended.id };
    await tx
      .insert(interactions)
      .values({
        ...base,
        interactionType: ended.type === 'chat' ? 'chat' : 'Call',
        durationSeconds: lastedSeconds(started, at),
        paymentStatus: 'Completed',
      })
      .onConflictDoNothing();
    await tx.insert(paidChats).values({ ...base, paymentStatus: 'success' }).onConflictDoNothing();
  }
  return ended;
}

/** Closes a request that was never accepted: declined, cancelled or expired, at no cost. */
export async function closeRequest(tx: Tx, row: ConsultationRow, status: 'declined' | 'cancelled' | 'expired', at: Date, effects: Effects) {
  effects.closed = true;
  if (row.freeMinutes > 0) await releaseFirstSession(tx, row.id);
  return updateSession(tx, row.id, { status, endedAt: at });
}

/**
 * Brings an open session up to `now` by writing what planAt decides: the minutes due charged in order (the first the
 * wallet cannot pay ends it 'balance' at its start), then the end for a lost participant; a request expires.
 */
export async function advance(tx: Tx, row: ConsultationRow, now: Date, graceS: number, effects: Effects): Promise<ConsultationRow> {
  const plan = planAt(row, now, graceS);
  if (plan.kind === 'wait') return row;
  if (plan.kind === 'expire') return closeRequest(tx, row, 'expired', now, effects);
  let current = row;
  for (const minute of plan.minutes) {
    const charged = await chargeMinute(tx, current, now, effects);
    if (!charged) return endSession(tx, current, 'balance', minute.at, effects);
    current = charged;
  }
  return plan.end ? endSession(tx, current, plan.end.reason, plan.end.at, effects) : current;
}
