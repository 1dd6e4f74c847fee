// /disclaimer: the limits of astrological guidance and the order rules (no refund, free shipping, prepaid only).
import { StaticPage } from '../components/static-page.tsx';
import { DISCLAIMER } from '../content/disclaimer.tsx';

export function DisclaimerPage() {
  return <StaticPage {...DISCLAIMER} />;
}
