// The console's hours for booked consultations: each weekday's ranges, the dates with other hours or a day off, and
// the per-minute prices of a booked call and video call, all in India time. Checked with the API's schema before it
// is sent; the server's refusals show at their fields.
import { addDays, EXCEPTION_DAYS_AHEAD, type HoursDocument } from '@app/contracts/hours';
import { CalendarClock, CalendarX2, CirclePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { currentIntlLocale, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { useSaveHours } from '../api/save-hours.ts';
import { checkForm, errorsUnder, indiaToday, newException, toForm, type HoursForm } from '../hours-form.ts';
import { RangeList } from './range-list.tsx';

/** Monday first, as a week is read in India; the wire counts from Sunday (0). */
const SHOWN_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** The weekday's name in the language shown (1 January 2023 was a Sunday). */
const weekdayName = (weekday: number) =>
  new Intl.DateTimeFormat(currentIntlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));

const dateName = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Intl.DateTimeFormat(currentIntlLocale(), { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    : date;

const card = 'rounded-2xl border border-night-100 bg-white p-4 shadow-sm sm:p-5';

export function HoursEditor({ initial }: { initial: HoursDocument }) {
  const { t } = useT('console');
  const tm = useMessageWords();
  const [form, setForm] = useState<HoursForm>(() => toForm(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveHours();
  const today = indiaToday();
  const update = (change: Partial<HoursForm>) => setForm((f) => ({ ...f, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkForm(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setRefusal(t('hours.fixErrors'));
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (kept) => {
        setForm(toForm(kept));
        toast.success(t('hours.saved'));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.errors : {};
        setErrors(fields);
        setRefusal(Object.keys(fields).length > 0 ? t('hours.fixErrors') : messageOf(error, t('hours.saveFailed')));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-night-700">{t('hours.intro')}</p>

      <fieldset className={card}>
        <legend className="flex items-center gap-2 px-1 text-base font-semibold text-night-900">
          <CalendarClock className="size-5 text-saffron-700" aria-hidden="true" />
          {t('hours.weekly')}
        </legend>
        <p className="text-xs text-night-600">{t('hours.midnightHint')}</p>
        <ul className="mt-2 divide-y divide-night-100">
          {SHOWN_WEEKDAYS.map((d) => (
            <li key={d} className="grid gap-1 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
              <h3 className="pt-2 text-sm font-semibold text-night-900">{weekdayName(d)}</h3>
              <RangeList
                dayLabel={weekdayName(d)}
                ranges={form.weekly[d] ?? []}
                onChange={(ranges) => update({ weekly: form.weekly.map((r, i) => (i === d ? ranges : r)) })}
                errors={errors}
                path={`weekly.${d}`}
                emptyText={t('hours.closed')}
              />
            </li>
          ))}
        </ul>
        {errors.weekly && <p className="text-sm font-medium text-red-700">{tm(errors.weekly)}</p>}
      </fieldset>

      <fieldset className={card}>
        <legend className="flex items-center gap-2 px-1 text-base font-semibold text-night-900">
          <CalendarX2 className="size-5 text-saffron-700" aria-hidden="true" />
          {t('hours.exceptions')}
        </legend>
        <p className="text-xs text-night-600">{t('hours.exceptionsIntro', { days: EXCEPTION_DAYS_AHEAD })}</p>
        {form.exceptions.length === 0 && <p className="mt-2 text-sm text-night-600">{t('hours.noExceptions')}</p>}
        <ul className="mt-2 divide-y divide-night-100">
          {form.exceptions.map((exception, i) => {
            const setException = (change: Partial<typeof exception>) =>
              update({ exceptions: form.exceptions.map((e, j) => (j === i ? { ...e, ...change } : e)) });
            const dateErrors = errorsUnder(errors, `exceptions.${i}.date`);
            return (
              <li key={exception.key} className="grid gap-2 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
                <div className="flex flex-col gap-2">
                  <Input
                    type="date"
                    label={t('hours.date')}
                    value={exception.date}
                    min={today}
                    max={addDays(today, EXCEPTION_DAYS_AHEAD)}
                    error={dateErrors[0]}
                    onChange={(e) => setException({ date: e.target.value })}
                  />
                  <button
                    type="button"
                    className="self-start rounded-full px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
                    aria-label={t('hours.removeExceptionOf', { date: dateName(exception.date) })}
                    onClick={() => update({ exceptions: form.exceptions.filter((_, j) => j !== i) })}
                  >
                    {t('hours.removeException')}
                  </button>
                </div>
                <RangeList
                  dayLabel={dateName(exception.date)}
                  ranges={exception.ranges}
                  onChange={(ranges) => setException({ ranges })}
                  errors={errors}
                  path={`exceptions.${i}.ranges`}
                  emptyText={t('hours.dayOff')}
                />
              </li>
            );
          })}
        </ul>
        {errors.exceptions && <p className="text-sm font-medium text-red-700">{tm(errors.exceptions)}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => update({ exceptions: [...form.exceptions, newException(form.exceptions, today)] })}
        >
          <CirclePlus className="size-4" aria-hidden="true" />
          {t('hours.addException')}
        </Button>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-base font-semibold text-night-900">{t('hours.prices')}</legend>
        <p className="text-xs text-night-600">{t('hours.pricesIntro')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {(['call', 'video'] as const).map((kind) => (
            <Input
              key={kind}
              label={t(`hours.price.${kind}`)}
              prefix="₹"
              inputMode="decimal"
              placeholder={t('hours.notOffered')}
              value={form.prices[kind]}
              error={errors[`prices.${kind}`]}
              onChange={(e) => update({ prices: { ...form.prices, [kind]: e.target.value } })}
            />
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
          {t('hours.save')}
        </Button>
        {refusal && <FormAlert>{refusal}</FormAlert>}
      </div>
    </form>
  );
}
