// The business's name and postal address, one line each, in the page's language (the pages catalogue, which the
// contact page and the text pages load).
import { BRAND_NAME } from '../config/site.ts';
import { useT } from '../lib/i18n.tsx';

const LINES = ['frame.address.line1', 'frame.address.line2', 'frame.address.line3'] as const;

export function BusinessAddressLines({ brandClassName }: { brandClassName?: string }) {
  const { t } = useT('pages');
  return (
    <>
      {brandClassName ? <strong className={brandClassName}>{BRAND_NAME}</strong> : BRAND_NAME}
      {LINES.map((line) => (
        <span key={line} className="block">
          {t(line)}
        </span>
      ))}
    </>
  );
}
