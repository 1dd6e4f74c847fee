// Settles a verified recharge payment, from the browser's confirm or the gateway's webhook: money credits the wallet
// once.
import type { Db, Tx } from '../../db/client.ts';
import { retryConflicts } from '../../db/db-errors.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import { issueRechargeInvoice, type InvoiceSettings } from '../invoices/invoices.service.ts';
import * as money from '../money/money.service.ts';
import { recordEvent } from './payments.repository.ts';
import * as repo from './recharge.repository.ts';

export interface SettleRechargeInput {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  /** Set by the confirm: the recharge must be this user's. */
  userId?: number;
  /** Set by the webhook: the amount the gateway says it took, which must be the total with tax. */
  amountPaise?: number;
  /** Set by the webhook: recorded in the same transaction, so a redelivery changes nothing. */
  event?: { id: string; type: string; payload: unknown };
  now: Date;
  /** The seller and numbering of the tax invoice a paid recharge gets in the same transaction. */
  invoice: InvoiceSettings;
}

export type RechargeOutcome =
  | { kind: 'paid'; userId: number; amountPaise: number; balancePaise: number; firstTime: boolean }
  /** No recharge has this gateway order id (or not the caller's): for the webhook, a shop payment. */
  | { kind: 'not_found' }
  | { kind: 'mismatch' }
  /**
   * The recharge was already paid by another payment: the second one is money to give back, recorded for the admin
   * (`recorded` is false when an earlier confirm or webhook of the same payment already recorded it).
   */
  | { kind: 'duplicate_payment'; userId: number; recorded: boolean }
  | { kind: 'duplicate_event' };

async function settleIn(tx: Tx, input: SettleRechargeInput): Promise<RechargeOutcome> {
  // The user's own confirm writes on behalf of the account: an account deleted meanwhile gets its 401 (the webhook
  // still settles the payment).
  if (input.userId !== undefined) await requireLiveAccount(tx, input.userId);
  // The recharge row is the lock every settlement of it queues on, so the credit below runs once.
  const recharge = await repo.lockRecharge(tx, input.gatewayOrderId, input.userId);
  if (!recharge) return { kind: 'not_found' };
  if (input.event && !(await recordEvent(tx, input.event.id, input.event.type, input.event.payload))) {
    return { kind: 'duplicate_event' };
  }
  if (input.amountPaise !== undefined && input.amountPaise !== recharge.totalPaise) return { kind: 'mismatch' };
  const paid = { kind: 'paid' as const, userId: recharge.userId, amountPaise: recharge.amountPaise };
  if (recharge.status === 'paid') {
    if (recharge.gatewayPaymentId !== input.gatewayPaymentId) {
      // Never credited: kept for a refund, once per gateway payment however often the confirm or webhook repeats.
      const recorded = await repo.recordExtraPayment(tx, {
        rechargeId: recharge.id,
        userId: recharge.userId,
        gatewayPaymentId: input.gatewayPaymentId,
        amountPaise: input.amountPaise ?? recharge.totalPaise,
        source: input.event ? 'webhook' : 'confirm',
        createdAt: input.now,
      });
      return { kind: 'duplicate_payment', userId: recharge.userId, recorded };
    }
    return { ...paid, balancePaise: await money.userBalance(tx, recharge.userId), firstTime: false };
  }
  await repo.markRechargePaid(tx, recharge.id, input.gatewayPaymentId, input.now);
  const balancePaise = await money.creditUser(tx, recharge.userId, recharge.amountPaise, 'recharge', { rechargeId: recharge.id });
  // Last, so the invoice series row (every payment's) is locked only from here to the commit.
  if (!(await issueRechargeInvoice(tx, recharge.id, input.now, input.invoice))) throw new Error(`recharge ${recharge.id} not invoiced`);
  return { ...paid, balancePaise, firstTime: true };
}

export async function settleRecharge(db: Db, input: SettleRechargeInput): Promise<RechargeOutcome> {
  // Money has already been taken when this runs: a lock conflict with another request must not become a 500.
  return retryConflicts(() => db.transaction((tx) => settleIn(tx, input)));
}
