// Wallet rules: a recharge is started with GST through the shop's gateway (payments settles it and money credits
// it); the statement explains every row.
import type { ConsultationType } from '@app/contracts/consultations';
import type { Locale } from '@app/contracts/i18n';
import type { TFunction } from 'i18next';
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import { CHECKOUT_MERCHANT_NAME } from '@app/contracts/payments';
import {
  RECHARGE_PACKS,
  rechargeTax,
  type RechargeRefundsResponse,
  type RechargeResponse,
  type WalletEntry,
  type WalletResponse,
} from '@app/contracts/wallet';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { PaymentGateway } from '../../lib/razorpay-gateway.ts';
import { withLiveAccount } from '../../plugins/live-account.ts';
import * as money from '../money/money.service.ts';
import * as repo from './wallet.repository.ts';

const rupees = (paise: number) => paise / 100;

export async function startRecharge(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  gateway: PaymentGateway,
  userId: number,
  amountRupees: number,
): Promise<RechargeResponse> {
  const amountPaise = amountRupees * 100;
  const gstPercent = config.GST_PERCENT;
  const { taxPaise, totalPaise } = rechargeTax(amountPaise, gstPercent);
  const contact = await repo.findContact(db, userId);
  // Razorpay limits a receipt to 40 characters.
  const created = await gateway.createOrder(totalPaise, `wallet_${userId}_${Date.now().toString(36)}`);
  if (created.amount !== totalPaise || created.currency !== 'INR') {
    throw new AppError('bad_gateway', ERROR_CATALOGUE.payment_amount_mismatch, { code: 'payment_amount_mismatch' });
  }
  const rechargeId = await withLiveAccount(db, userId, (tx) => repo.insertRecharge(tx, {
    userId,
    amountPaise,
    gstBp: Math.round(gstPercent * 100),
    taxPaise,
    totalPaise,
    provider: gateway.provider,
    gatewayOrderId: created.id,
  }));
  return {
    recharge_id: rechargeId,
    currency: 'INR',
    gateway_order_id: created.id,
    amount: totalPaise,
    amount_in_rupee: rupees(totalPaise),
    key: gateway.keyId,
    provider: gateway.provider,
    checkout_script: gateway.checkoutScript,
    name: CHECKOUT_MERCHANT_NAME,
    prefill: { email: contact?.email ?? '', contact: contact?.phone ?? '' },
    breakdown: { amount: amountRupees, gst_percent: gstPercent, gst: rupees(taxPaise), total: rupees(totalPaise) },
  };
}

/** A consultation minute's statement words, by the session's kind. */
const MINUTE_WORDS: Record<ConsultationType, string> = {
  chat: 'statement.chatMinute',
  call: 'statement.callMinute',
  video: 'statement.videoMinute',
};

/** A statement line in the reader's language; the admin's own words (a refund's reason, a note) as written. */
function describe(row: money.StatementRow, t: TFunction): string {
  switch (row.type) {
    case 'recharge':
      return t('statement.recharge');
    case 'consultation':
      return t(MINUTE_WORDS[row.consultationType ?? 'chat'], {
        name: row.astrologerName ?? t('statement.anAstrologer'),
        minute: (row.minuteIndex ?? 0) + 1,
      });
    case 'refund':
      // The fair meter's refund names the minute it gives back (docs/decisions/fair-meter.md); an admin's, its reason.
      if (row.minuteIndex !== null) {
        const words = row.endReason === 'astro_suspended' ? 'statement.suspendedMinute' : 'statement.droppedMinute';
        return t(words, { name: row.astrologerName ?? t('statement.anAstrologer'), minute: row.minuteIndex + 1 });
      }
      return row.refundReason ? t('statement.refundFor', { reason: row.refundReason }) : t('statement.refund');
    case 'booking_hold':
      return t('statement.bookingHold', { name: row.astrologerName ?? t('statement.anAstrologer') });
    case 'booking_release':
      return t('statement.bookingRelease', { name: row.astrologerName ?? t('statement.anAstrologer') });
    default:
      return row.note ? t('statement.adjustmentFor', { note: row.note }) : t('statement.adjustment');
  }
}

export async function walletStatement(
  db: Db,
  gstPercent: number,
  userId: number,
  page: number,
  limit: number,
  locale: Locale = 'en',
): Promise<WalletResponse> {
  const t = translator(locale, 'notices');
  const [balance, total, rows] = await Promise.all([
    money.userBalance(db, userId),
    money.countStatement(db, userId),
    money.statementPage(db, userId, limit, (page - 1) * limit),
  ]);
  const entries: WalletEntry[] = rows.map((r) => ({
    entry_id: r.id,
    type: r.type,
    amount: rupees(r.amountPaise),
    balance_after: rupees(r.balanceAfterPaise),
    consultation_id: r.consultationId,
    description: describe(r, t),
    created_at: r.createdAt.toISOString(),
    recharge_id: r.type === 'recharge' ? r.rechargeId : null,
    invoice_id: r.invoiceId,
    invoice_number: r.invoiceNumber,
  }));
  return {
    balance: rupees(balance),
    entries,
    page,
    total_pages: Math.max(1, Math.ceil(total / limit)),
    total,
    gst_percent: gstPercent,
    packs: [...RECHARGE_PACKS],
  };
}

/** The admin's list of second payments of paid recharges, which were never credited and must be given back. */
export async function rechargeRefunds(db: Db, page: number, limit: number): Promise<RechargeRefundsResponse> {
  const [total, rows] = await Promise.all([repo.countExtraPayments(db), repo.extraPaymentsPage(db, limit, (page - 1) * limit)]);
  return {
    refunds: rows.map((r) => ({
      refund_id: r.id,
      recharge_id: r.rechargeId,
      user_id: r.userId,
      user_name: r.userName,
      user_email: r.userEmail,
      user_phone: r.userPhone,
      provider: r.provider,
      gateway_order_id: r.gatewayOrderId,
      gateway_payment_id: r.gatewayPaymentId,
      amount: rupees(r.amountPaise),
      source: r.source === 'webhook' ? 'webhook' : 'confirm',
      created_at: r.createdAt.toISOString(),
    })),
    page,
    total_pages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}
