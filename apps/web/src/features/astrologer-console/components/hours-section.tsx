// The console's "Hours" section: loads the astrologer's hours and hands them to the editor; says so while loading or
// when they cannot be read.
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useHours } from '../api/get-hours.ts';
import { HoursEditor } from './hours-editor.tsx';

export function HoursSection() {
  const { t } = useT('console');
  const hours = useHours();
  return (
    <section aria-labelledby="hours-heading" className="mt-6">
      <h2 id="hours-heading" className="text-xl font-semibold text-night-900">
        {t('hours.heading')}
      </h2>
      <div className="mt-3">
        {hours.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('hours.loading')} className="size-6 text-night-600" />
          </div>
        ) : hours.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-center">
            <p className="font-semibold text-red-800">{t('hours.loadFailed')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void hours.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : (
          <HoursEditor initial={hours.data} />
        )}
      </div>
    </section>
  );
}
