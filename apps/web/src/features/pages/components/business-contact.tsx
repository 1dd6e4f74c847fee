// The business's postal address, e-mail and phone, as the legal pages quote them in their "contact us" sections.
import { BUSINESS } from '../../../config/business.ts';
import { BusinessAddressLines } from '../../../components/business-address.tsx';
import { formatPhone, phoneHref } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';

export function BusinessContact() {
  const { t } = useT('pages');
  return (
    <address className="my-3 rounded-2xl border border-night-100 bg-white p-5 not-italic shadow-sm">
      <BusinessAddressLines brandClassName="font-semibold" />
      <span className="mt-2 block">
        {t('frame.email')} <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
      </span>
      <span className="block">
        {t('frame.phone')} <a href={phoneHref(BUSINESS.phone)}>{formatPhone(BUSINESS.phone)}</a>
      </span>
    </address>
  );
}
