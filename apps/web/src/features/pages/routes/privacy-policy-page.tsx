// /privacy-policy: what personal information is collected and how it is used and protected.
import { StaticPage } from '../components/static-page.tsx';
import { PRIVACY_POLICY } from '../content/privacy-policy.tsx';

export function PrivacyPolicyPage() {
  return <StaticPage {...PRIVACY_POLICY} />;
}
