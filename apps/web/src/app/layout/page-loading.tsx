// Placeholder shown in the layout while a page's code is loading.
import { Spinner } from '../../components/ui/spinner.tsx';

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-night-600">
      <Spinner label="Loading page" className="size-8" />
    </div>
  );
}
