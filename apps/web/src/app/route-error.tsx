// Error screen for a page that failed to load or crashed, inside the normal layout.
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { RootLayout } from './layout/root-layout.tsx';

function describe(error: unknown): string {
  // After a new release the old page chunks are gone; a reload fetches the current ones.
  if (error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)) {
    return 'A new version of the site is available. Please reload the page.';
  }
  return 'An unexpected error occurred while showing this page.';
}

export function RouteError({ error }: { error: unknown }) {
  usePageMeta('Something went wrong');
  return (
    <RootLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold text-night-900 sm:text-4xl">Something went wrong</h1>
        <p className="mt-4 text-night-700">{describe(error)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Reload page
          </button>
          <Link to="/" className={buttonClasses('outline')}>
            Go to the home page
          </Link>
        </div>
      </section>
    </RootLayout>
  );
}
