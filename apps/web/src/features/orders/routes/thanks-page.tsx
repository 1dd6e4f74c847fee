// /shopping/thanks: the order confirmation with its progress cards and a 60-second countdown back to the home page.
import { ORDER_MESSAGES, THANKS_REDIRECT_SECONDS } from '@app/contracts/orders';
import { CheckCircle2, Package, Truck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

/** Shown when the page is opened without an order in the navigation state (a reload, a bookmark). */
export const PLACEHOLDER_ORDER_ID = '000000';

function orderIdFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null) return PLACEHOLDER_ORDER_ID;
  const details = (state as { orderDetails?: { orderId?: unknown } }).orderDetails;
  const id = details?.orderId;
  return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : PLACEHOLDER_ORDER_ID;
}

function ProgressCard({ icon, title, text, percent }: { icon: ReactNode; title: string; text: string; percent: number }) {
  return (
    <div className="rounded-2xl border border-night-100 bg-white p-4 text-left">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-night-50 text-night-700">{icon}</span>
        <div>
          <p className="font-semibold text-night-900">{title}</p>
          <p className="text-sm text-night-700">{text}</p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-night-100"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function ThanksPage() {
  usePageMeta(messageNow(ORDER_MESSAGES.confirmedTitle));
  const location = useLocation();
  const navigate = useNavigate();
  const orderId = orderIdFrom(location.state);
  const [seconds, setSeconds] = useState(THANKS_REDIRECT_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) navigate('/');
  }, [seconds, navigate]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6 lg:py-16">
      <CheckCircle2 className="mx-auto size-16 text-green-600" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold text-night-900 sm:text-4xl">{messageNow(ORDER_MESSAGES.confirmedTitle)}</h1>
      <p className="mt-3 text-night-800">
        Thank you for your purchase! Your order #{orderId} has been placed successfully.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <ProgressCard icon={<Package className="size-5" aria-hidden="true" />} title={tNow('shop:auto.thanksPage.orderPlaced')} text="We've received your order" percent={100} />
        <ProgressCard icon={<Truck className="size-5" aria-hidden="true" />} title={tNow('shop:auto.thanksPage.processing')} text="Preparing your items" percent={40} />
      </div>
      <p className="mt-8 text-sm text-night-700" aria-live="off">
        You'll be redirected in {seconds} seconds...
      </p>
      <div className="mt-6 flex flex-col items-center gap-4">
        <Link to="/shopping" className={buttonClasses('primary', 'lg')}>
          {tNow('shop:auto.thanksPage.continueShopping')}
        </Link>
        <Link to="/contact" className="text-sm font-semibold text-night-700 underline hover:text-night-900">
          {tNow('shop:auto.thanksPage.needHelp')}
        </Link>
      </div>
    </div>
  );
}
