// /terms-conditions: the twenty numbered terms of using the site, the app and the shop.
import { StaticPage } from '../components/static-page.tsx';
import { TERMS_AND_CONDITIONS } from '../content/terms-conditions.tsx';

export function TermsConditionsPage() {
  return <StaticPage {...TERMS_AND_CONDITIONS} />;
}
