// 404 page for any address no feature claims.
import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { T, tNow } from '../lib/i18n.tsx';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta(tNow('common:frame.notFoundPage.pageNotFound'));
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-night-950 to-night-800 text-white on-dark">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <Compass className="size-14 text-gold-300" aria-hidden="true" />
        <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-saffron-300 uppercase">{tNow('common:frame.notFoundPage.error')}</p>
        <h1 className="mt-3 text-4xl font-semibold text-gold-100 sm:text-5xl">{tNow('common:frame.notFoundPage.pageNotFound')}</h1>
        <p className="mt-5 text-lg text-night-100">
          <T
            ns="common"
            i18nKey="frame.notFoundPage.lead"
            values={{ pathname }}
            components={{ 1: <span className="break-all font-mono text-gold-200" /> }}
          />
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            {tNow('common:frame.notFoundPage.backToTheHomePage')}
          </Link>
          <Link to="/contact" className={buttonClasses('light', 'lg')}>
            {tNow('common:frame.notFoundPage.contactUs')}
          </Link>
        </div>
      </div>
    </section>
  );
}
