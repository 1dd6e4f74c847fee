// A session as the wire shows it (rupees, ISO times, the database's clock), and the events sent after a change.
import { SOCKET_EVENTS, type Consultation, type EndReason } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import type { Effects } from './billing.ts';
import { acceptedNotice, endedNotice, requestNotice } from '../push/push.service.ts';
import * as money from '../money/money.service.ts';
import { findView, type ViewRow } from './consultations.repository.ts';
import { astrologerStatusEvent } from './status.ts';
import { afterSeatChange } from './waitlist-line.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWire(v: ViewRow): Consultation {
  const c = v.c;
  return {
    consultation_id: c.id,
    type: c.type,
    status: c.status,
    astro_id: c.astrologerId,
    user_id: c.userId,
    astro_name: v.astroName,
    astro_image: v.astroImage,
    user_name: v.userName,
    rate: c.ratePaise / 100,
    minute_seconds: c.minuteSeconds,
    requested_at: c.requestedAt.toISOString(),
    accept_by: c.acceptBy.toISOString(),
    accepted_at: iso(c.acceptedAt),
    started_at: iso(c.startedAt),
    ended_at: iso(c.endedAt),
    end_reason: (c.endReason as EndReason | null) ?? null,
    billed_minutes: c.billedMinutes,
    amount: c.amountPaise / 100,
    refunded: c.refundedPaise / 100,
    free_minutes: c.freeMinutes,
    server_time: v.serverTime.toISOString(),
    reviewed: v.reviewed,
    low_balance_below: money.lowBalanceBelow(c.ratePaise) / 100,
    top_up: money.suggestedTopUpRupees(c.ratePaise),
  };
}

/**
 * After a transition commits: the session to both participants, the balance to the user after a charge, and the
 * astrologer's status to everyone when the session closed or a request made them busy. `request` also goes to the
 * astrologer for a new request. Answers the session as sent.
 */
export async function announce(
  ctx: Pick<AppContext, 'db' | 'dbClock' | 'realtime' | 'config' | 'push' | 'metrics'>,
  view: ViewRow,
  effects: Effects,
  opts: { isNewRequest?: boolean } = {},
): Promise<Consultation> {
  // Counted here, once the charges are committed: a transaction rolled back never reaches announce.
  ctx.metrics.minutesCharged(effects.charged);
  const wire = toWire(view);
  const { userId, astrologerId } = view.c;
  if (opts.isNewRequest) {
    ctx.realtime.toUsers([view.astroUserId], SOCKET_EVENTS.request, wire);
    // Urgent, and worthless once the request can no longer be answered.
    const ttlSeconds = Math.max(30, Math.round((Date.parse(wire.accept_by) - Date.parse(wire.server_time)) / 1000));
    ctx.push.notify([view.astroUserId], requestNotice(wire), { urgency: 'high', ttlSeconds });
  }
  if (effects.accepted) ctx.push.notify([userId], acceptedNotice(wire), { urgency: 'high', ttlSeconds: 600 });
  if (effects.closed) {
    const ended = endedNotice(wire);
    if (ended) ctx.push.notify([userId], ended);
  }
  ctx.realtime.toUsers([userId, view.astroUserId], SOCKET_EVENTS.consultation, wire);
  if (effects.balancePaise !== null) ctx.realtime.toUsers([userId], SOCKET_EVENTS.wallet, { balance: effects.balancePaise / 100 });
  if (effects.closed || opts.isNewRequest) {
    // The waitlist: a seat set free is offered to the first in line; the line hears its new places and wait.
    await afterSeatChange(ctx, astrologerId);
    ctx.realtime.toEveryone(SOCKET_EVENTS.astrologerStatus, await astrologerStatusEvent(ctx.db, ctx.dbClock, astrologerId, ctx.config.CONSULT_GRACE_S));
  }
  return wire;
}

/** announce() for a session read afresh. */
export async function publish(
  ctx: Pick<AppContext, 'db' | 'dbClock' | 'realtime' | 'config' | 'push' | 'metrics'>,
  id: number,
  effects: Effects,
  opts: { isNewRequest?: boolean } = {},
): Promise<Consultation> {
  return announce(ctx, (await findView(ctx.db, ctx.dbClock, id))!, effects, opts);
}
