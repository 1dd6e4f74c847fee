// A wallet recharge paid at the gateway: the browser's confirm settles it (the webhook does too, in
// payments.service.ts), and the user's open pages hear the new balance once it has committed.
import { WALLET_MESSAGES } from '@app/contracts/wallet';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../lib/razorpay-gateway.ts';
import { invoiceSettings } from '../invoices/invoices.service.ts';
import { settleRecharge, type RechargeOutcome } from './recharge-settlement.ts';

const rupees = (paise: number) => paise / 100;

/** Tells the user's open pages the new balance; sent after the transaction that changed it has committed. */
export function announceBalance(ctx: Pick<AppContext, 'realtime'>, outcome: RechargeOutcome): void {
  if (outcome.kind === 'paid' && outcome.firstTime) {
    ctx.realtime.toUsers([outcome.userId], 'wallet', { balance: rupees(outcome.balancePaise) });
  }
}

export interface RechargeConfirmInput {
  gateway_order_id: string;
  payment_id: string;
  signature: string;
}

export async function confirmRecharge(
  ctx: Pick<AppContext, 'db' | 'realtime' | 'config'>,
  gateway: PaymentGateway,
  userId: number,
  input: RechargeConfirmInput,
  now: Date,
) {
  if (!gateway.verifyPayment(input.gateway_order_id, input.payment_id, input.signature)) {
    throw badRequest('recharge_verification_failed', WALLET_MESSAGES.verificationFailed, { signature: WALLET_MESSAGES.verificationFailed });
  }
  const outcome = await settleRecharge(ctx.db, {
    gatewayOrderId: input.gateway_order_id,
    gatewayPaymentId: input.payment_id,
    userId,
    now,
    invoice: invoiceSettings(ctx.config),
  });
  announceBalance(ctx, outcome);
  switch (outcome.kind) {
    case 'paid':
      return { message: WALLET_MESSAGES.recharged, balance: rupees(outcome.balancePaise), credited: rupees(outcome.amountPaise) };
    case 'duplicate_payment':
      throw conflict('recharge_already_paid', WALLET_MESSAGES.alreadyPaid);
    case 'not_found':
      throw notFound('recharge_not_found', WALLET_MESSAGES.rechargeNotFound);
    default:
      throw badRequest('recharge_verification_failed', WALLET_MESSAGES.verificationFailed);
  }
}
