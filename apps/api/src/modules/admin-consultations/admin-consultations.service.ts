// The admin's consultation screen and refunds (docs/decisions/consultation-refunds.md): money goes back to the
// user's wallet, out of the astrologer's wallet while it holds it and out of the platform's account otherwise.
import { ADMIN_CONSULT_MESSAGES, type AdminConsultation } from '@app/contracts/admin-consultations';
import { CONSULT_MESSAGES, SOCKET_EVENTS } from '@app/contracts/consultations';
import { paiseToRupees } from '@app/contracts/common';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as money from '../money/money.service.ts';
import * as repo from './admin-consultations.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function serialize(
  view: repo.ConsultationView,
  refunds: Awaited<ReturnType<typeof repo.refundsOf>>,
  now: Date,
): AdminConsultation {
  const { c } = view;
  return {
    consultation_id: c.id,
    type: c.type,
    status: c.status,
    astro_id: c.astrologerId,
    user_id: c.userId,
    astro_name: view.astroName,
    astro_image: view.astroImage,
    user_name: view.userName,
    rate: paiseToRupees(c.ratePaise),
    minute_seconds: c.minuteSeconds,
    requested_at: c.requestedAt.toISOString(),
    accept_by: c.acceptBy.toISOString(),
    accepted_at: iso(c.acceptedAt),
    started_at: iso(c.startedAt),
    ended_at: iso(c.endedAt),
    end_reason: c.endReason as AdminConsultation['end_reason'],
    billed_minutes: c.billedMinutes,
    amount: paiseToRupees(c.amountPaise),
    refunded: paiseToRupees(c.refundedPaise),
    free_minutes: c.freeMinutes,
    server_time: now.toISOString(),
    reviewed: Boolean(view.reviewed),
    low_balance_below: money.lowBalanceBelow(c.ratePaise) / 100,
    top_up: money.suggestedTopUpRupees(c.ratePaise),
    refundable: paiseToRupees(c.amountPaise - c.refundedPaise),
    refunds: refunds.map((r) => ({
      refund_id: r.id,
      amount: paiseToRupees(r.amountPaise),
      from_astrologer: paiseToRupees(r.fromAstrologerPaise),
      from_platform: paiseToRupees(r.fromPlatformPaise),
      reason: r.reason,
      refunded_by: r.refundedBy,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function consultationForAdmin(ctx: AppContext, id: number): Promise<AdminConsultation> {
  const view = await repo.consultationView(ctx.db, id);
  if (!view) throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
  return serialize(view, await repo.refundsOf(ctx.db, id), ctx.now());
}

/** Rupees with at most two decimals, as whole paise; anything else is not an amount a refund can have. */
function refundPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (paise <= 0 || Math.abs(paise - rupees * 100) > 1e-6) throw badRequest('refund_invalid', CONSULT_MESSAGES.refundInvalid, { amount: CONSULT_MESSAGES.refundInvalid });
  return paise;
}

export interface RefundRequest {
  amount?: number | undefined;
  reason: string;
}

/**
 * Refunds `amount` rupees (all that is left when absent). The session's row lock makes refunds of one session take
 * turns, so together they never give back more than was paid (the CHECK on refunded_paise says so too). `within` runs
 * first in the same transaction: what the refund is part of (the moderation queue's action and its audit row) commits
 * or rolls back with it.
 */
export async function refundConsultation(
  ctx: AppContext,
  id: number,
  body: RefundRequest,
  adminId: number,
  within?: (tx: Tx) => Promise<void>,
) {
  const requested = body.amount === undefined ? null : refundPaise(body.amount);
  const done = await ctx.db.transaction(async (tx) => {
    await within?.(tx);
    const c = await repo.lockConsultation(tx, id);
    if (!c) throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
    if (c.status === 'active') throw conflict('refund_not_ended', ADMIN_CONSULT_MESSAGES.refundNotEnded);
    const left = c.amountPaise - c.refundedPaise;
    if (left <= 0) throw conflict('refund_nothing', CONSULT_MESSAGES.refundNothing);
    const amount = requested ?? left;
    if (amount > left) throw badRequest('refund_invalid', CONSULT_MESSAGES.refundInvalid, { amount: CONSULT_MESSAGES.refundInvalid });

    const split = await money.lockRefund(tx, c.userId, c.astrologerId, amount);
    const now = ctx.now();
    const refundId = await repo.insertRefund(tx, {
      consultationId: id,
      amountPaise: amount,
      ...split,
      reason: body.reason,
      refundedBy: adminId,
      createdAt: now,
    });
    const balance = await money.refundConsultation(tx, {
      ...split,
      userId: c.userId,
      astrologerId: c.astrologerId,
      consultationId: id,
      refundId,
      note: body.reason,
    });
    await repo.addRefunded(tx, id, amount, now);
    return { userId: c.userId, astroUserId: c.astroUserId, balance };
  });

  const answer = await consultationForAdmin(ctx, id);
  ctx.realtime.toUsers([done.userId], SOCKET_EVENTS.wallet, { balance: paiseToRupees(done.balance) });
  const { refundable: _refundable, refunds: _refunds, ...consultation } = answer;
  ctx.realtime.toUsers([done.userId, done.astroUserId], SOCKET_EVENTS.consultation, consultation);
  return answer;
}
