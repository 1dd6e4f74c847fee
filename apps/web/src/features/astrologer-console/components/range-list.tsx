// One day's ranges in the hours editor: a From and a To time per range, a button to remove it and one to add another.
// The refusals of a range (the schema's or the server's) show under it.
import { MAX_RANGES_PER_DAY } from '@app/contracts/hours';
import { CirclePlus, Trash2 } from 'lucide-react';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { cn } from '../../../components/ui/cn.ts';
import { errorsUnder, newRange, type RangeRow } from '../hours-form.ts';

interface RangeListProps {
  /** Names the day in labels: "Monday", "25 December". */
  dayLabel: string;
  ranges: RangeRow[];
  onChange: (ranges: RangeRow[]) => void;
  /** The field errors of the whole form, and where this day's sit in it ("weekly.1", "exceptions.0.ranges"). */
  errors: Record<string, string>;
  path: string;
  /** What an empty day says: closed (a weekday) or a day off (an exception). */
  emptyText: string;
}

const timeInput = (invalid: boolean) =>
  cn(
    'w-full min-w-0 rounded-lg border bg-white px-2.5 py-2 text-base text-night-950 shadow-xs',
    invalid ? 'border-red-600' : 'border-night-200 hover:border-night-300',
  );

export function RangeList({ dayLabel, ranges, onChange, errors, path, emptyText }: RangeListProps) {
  const { t } = useT('console');
  const tm = useMessageWords();
  const set = (index: number, change: Partial<RangeRow>) => onChange(ranges.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const dayErrors = errors[path] ? [errors[path]] : [];
  return (
    <div className="min-w-0">
      {ranges.length === 0 && <p className="py-2 text-sm text-night-600">{emptyText}</p>}
      <ul className="flex flex-col gap-2">
        {ranges.map((range, i) => {
          const messages = errorsUnder(errors, `${path}.${i}`);
          const from = t('hours.from');
          const to = t('hours.to');
          return (
            <li key={range.key}>
              <div className="flex items-end gap-2">
                <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold text-night-700">
                  {from}
                  <input
                    type="time"
                    step={900}
                    value={range.start}
                    aria-label={t('hours.fromOf', { day: dayLabel, n: i + 1 })}
                    aria-invalid={errors[`${path}.${i}.start`] ? true : undefined}
                    className={timeInput(Boolean(errors[`${path}.${i}.start`]))}
                    onChange={(e) => set(i, { start: e.target.value })}
                  />
                </label>
                <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold text-night-700">
                  {to}
                  <input
                    type="time"
                    step={900}
                    value={range.end}
                    aria-label={t('hours.toOf', { day: dayLabel, n: i + 1 })}
                    aria-invalid={errors[`${path}.${i}.end`] ? true : undefined}
                    className={timeInput(Boolean(errors[`${path}.${i}.end`]))}
                    onChange={(e) => set(i, { end: e.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="mb-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-night-600 hover:bg-red-50 hover:text-red-700"
                  aria-label={t('hours.removeRange', { day: dayLabel, n: i + 1 })}
                  onClick={() => onChange(ranges.filter((_, j) => j !== i))}
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              </div>
              {messages.map((m) => (
                <p key={m} className="mt-1 text-sm font-medium text-red-700">
                  {tm(m)}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
      {dayErrors.map((m) => (
        <p key={m} className="mt-1 text-sm font-medium text-red-700">
          {tm(m)}
        </p>
      ))}
      {ranges.length < MAX_RANGES_PER_DAY && (
        <button
          type="button"
          className="mt-2 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-saffron-800 hover:bg-saffron-50"
          aria-label={t('hours.addRangeTo', { day: dayLabel })}
          onClick={() => onChange([...ranges, newRange()])}
        >
          <CirclePlus className="size-4" aria-hidden="true" />
          {t('hours.addRange')}
        </button>
      )}
    </div>
  );
}
