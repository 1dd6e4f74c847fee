// The business's postal address, e-mail and phone, as the legal pages quote them in their "contact us" sections.
import { BUSINESS } from '../../../config/business.ts';
import { BRAND_NAME } from '../../../config/site.ts';
import { formatPhone, phoneHref } from '../../../lib/format.ts';

export function BusinessContact() {
  return (
    <address className="my-3 rounded-2xl border border-night-100 bg-white p-5 not-italic shadow-sm">
      <strong>{BRAND_NAME}</strong>
      {BUSINESS.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="mt-2 block">
        E-mail: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
      </span>
      <span className="block">
        Phone: <a href={phoneHref(BUSINESS.phone)}>{formatPhone(BUSINESS.phone)}</a>
      </span>
    </address>
  );
}
