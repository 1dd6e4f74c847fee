// The recharge flow: open a gateway order for the amount with GST, load the provider's checkout, pay, confirm.
import { WALLET_MESSAGES, type RechargeConfirmResponse } from '@app/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api.ts';
import { tNow } from '../../lib/i18n.tsx';
import { messageNow } from '../../lib/message-words.ts';
import { loadCheckout } from '../../lib/razorpay.ts';
import { confirmRecharge } from './api/confirm-recharge.ts';
import { WALLET_KEY } from './api/get-wallet.ts';
import { startRecharge } from './api/start-recharge.ts';

export function useRecharge() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RechargeConfirmResponse | null>(null);

  async function onPaid(gatewayOrderId: string, paymentId: string, signature: string) {
    try {
      const result = await confirmRecharge({ gateway_order_id: gatewayOrderId, payment_id: paymentId, signature });
      setDone(result);
      toast.success(messageNow(result.message));
    } catch (error) {
      console.error('Recharge confirmation failed', error);
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : messageNow(WALLET_MESSAGES.verificationFailed));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    }
  }

  async function recharge(amount: number) {
    setBusy(true);
    setDone(null);
    let order;
    try {
      order = await startRecharge(amount);
    } catch (error) {
      console.error('Could not start the recharge', error);
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : messageNow(WALLET_MESSAGES.rechargeFailed));
      setBusy(false);
      return;
    }

    const Razorpay = await loadCheckout(order.checkout_script);
    if (!Razorpay) {
      setBusy(false);
      return;
    }

    const gatewayOrderId = order.gateway_order_id;
    try {
      const checkout = new Razorpay({
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        name: order.name,
        description: tNow('wallet:checkoutDescription'),
        order_id: gatewayOrderId,
        prefill: order.prefill,
        handler: (response) => void onPaid(gatewayOrderId, response.razorpay_payment_id, response.razorpay_signature),
        modal: { ondismiss: () => setBusy(false) },
      });
      checkout.on('payment.failed', (failure) => {
        console.warn('Recharge payment failed', failure.error);
        toast.error(messageNow(WALLET_MESSAGES.rechargeFailed));
        setBusy(false);
      });
      checkout.open();
    } catch (error) {
      console.error('The checkout could not open', error);
      toast.error(messageNow(WALLET_MESSAGES.rechargeFailed));
      setBusy(false);
    }
  }

  return { recharge, busy, done };
}
