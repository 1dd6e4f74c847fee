// /shipping-policy: free pan-India delivery, processing and delivery times, order updates.
import { StaticPage } from '../components/static-page.tsx';
import { SHIPPING_POLICY } from '../content/shipping-policy.tsx';

export function ShippingPolicyPage() {
  return <StaticPage {...SHIPPING_POLICY} />;
}
