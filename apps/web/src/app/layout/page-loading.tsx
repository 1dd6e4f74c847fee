// Placeholder shown in the layout while a page's code is loading.
import { Spinner } from '../../components/ui/spinner.tsx';
import { tNow } from '../../lib/i18n.tsx';

export function PageLoading() {
  return (
    // A full screen high, so the footer stays below the fold until the page arrives (no layout shift).
    <div className="flex min-h-dvh items-center justify-center text-night-600">
      <Spinner label={tNow('common:frame.pageLoading.loadingPage')} className="size-8" />
    </div>
  );
}
