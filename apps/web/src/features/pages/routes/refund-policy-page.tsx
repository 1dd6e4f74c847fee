// /refund-policy: no refunds or returns on spiritual, personalised products.
import { StaticPage } from '../components/static-page.tsx';
import { REFUND_POLICY } from '../content/refund-policy.tsx';

export function RefundPolicyPage() {
  return <StaticPage {...REFUND_POLICY} />;
}
