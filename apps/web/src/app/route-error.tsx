// Error screen for a page that failed to load or crashed, inside the normal layout.
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { tNow } from '../lib/i18n.tsx';

function describe(error: unknown): string {
  // After a new release the old page chunks are gone; a reload fetches the current ones.
  if (error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)) {
    return tNow('common:frame.routeError.newVersion');
  }
  return tNow('common:frame.routeError.unexpected');
}

export function RouteError({ error }: { error: unknown }) {
  usePageMeta(tNow('common:frame.routeError.somethingWentWrong'));
  return (
    <RootLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">{tNow('common:frame.routeError.somethingWentWrong')}</h1>
        <p className="mt-4 text-night-700">{describe(error)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* Words only, no icon: this screen is in every page's first paint, whose JavaScript budget is tight. */}
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            {tNow('common:frame.routeError.reloadPage')}
          </button>
          <Link to="/" className={buttonClasses('outline')}>
            {tNow('common:frame.routeError.goToTheHomePage')}
          </Link>
        </div>
      </section>
    </RootLayout>
  );
}
