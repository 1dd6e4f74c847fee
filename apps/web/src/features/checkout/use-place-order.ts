// The payment flow: create the order, open a gateway order, load the checkout script, pay, confirm, thank.
import { PAYMENT_MESSAGES } from '@app/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api.ts';
import { CART_KEY } from '../../lib/cart-api.ts';
import { confirmPayment } from './api/confirm-payment.ts';
import { createOrder } from './api/create-order.ts';
import { processPayment } from './api/process-payment.ts';
import { loadCheckout } from '../../lib/razorpay.ts';
import { messageNow } from '../../lib/message-words.ts';

export function usePlaceOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function onPaid(orderId: number, addressId: number, gatewayOrderId: string, paymentId: string, signature: string) {
    try {
      await confirmPayment({ order_id: orderId, gateway_order_id: gatewayOrderId, payment_id: paymentId, signature, address_id: addressId });
    } catch (error) {
      console.error('Payment confirmation failed', error);
      toast.error(messageNow(PAYMENT_MESSAGES.confirmFailed));
      // A refusal the shopper must know about (sold out while paying: refund due) comes with its own words.
      if (error instanceof ApiError && error.status === 409) toast.error(error.message);
      setBusy(false);
      return;
    }
    toast.success(messageNow(PAYMENT_MESSAGES.success));
    toast.success(messageNow(PAYMENT_MESSAGES.orderPlaced));
    // The server emptied the cart and added the order: drop what we hold.
    queryClient.removeQueries({ queryKey: CART_KEY });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    navigate('/shopping/thanks', { state: { orderDetails: { orderId } } });
  }

  async function placeOrder(addressId: number) {
    setBusy(true);
    let payment;
    try {
      const { order } = await createOrder();
      payment = await processPayment(order.order_id);
    } catch (error) {
      console.error('Could not start the payment', error);
      // The spec's generic failure, followed by what to fix when the server says (stock, an emptied cart).
      const clear = error instanceof ApiError && (error.status === 400 || error.status === 409);
      toast.error(clear ? `${messageNow(PAYMENT_MESSAGES.otherFailure)} ${error.message}` : messageNow(PAYMENT_MESSAGES.otherFailure));
      setBusy(false);
      return;
    }

    const Razorpay = await loadCheckout(payment.checkout_script);
    if (!Razorpay) {
      setBusy(false);
      return;
    }

    const { order_id: orderId, gateway_order_id: gatewayOrderId } = payment;
    try {
      const checkout = new Razorpay({
        key: payment.key,
        amount: payment.amount,
        currency: payment.currency,
        name: payment.name,
        order_id: gatewayOrderId,
        prefill: payment.prefill,
        handler: (response) =>
          void onPaid(orderId, addressId, gatewayOrderId, response.razorpay_payment_id, response.razorpay_signature),
        modal: { ondismiss: () => setBusy(false) },
      });
      checkout.on('payment.failed', (failure) => {
        console.warn('Payment failed', failure.error);
        toast.error(messageNow(PAYMENT_MESSAGES.otherFailure));
        setBusy(false);
      });
      checkout.open();
    } catch (error) {
      console.error('The checkout could not open', error);
      toast.error(messageNow(PAYMENT_MESSAGES.otherFailure));
      setBusy(false);
    }
  }

  return { placeOrder, busy };
}
