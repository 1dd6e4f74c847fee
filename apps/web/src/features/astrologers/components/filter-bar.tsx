// The directory's search and filters: search, type, language, gender, price, sort and "Online now". On a phone the
// filters fold behind a button that counts the ones set; from md up they are always shown.
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { useT } from '../../../lib/i18n.tsx';
import {
  GENDERS,
  LANGUAGE_OPTIONS,
  PRICE_OPTIONS,
  SEARCH_MAX_LENGTH,
  SORT_OPTIONS,
  TYPE_OPTIONS,
  activeFilterCount,
  listLabel,
  type DirectoryState,
} from '../directory-state.ts';

interface FilterBarProps {
  state: DirectoryState;
  text: string;
  onText: (text: string) => void;
  onChange: (patch: Partial<DirectoryState>) => void;
}

const selectClasses = 'min-h-11 w-full rounded-xl border border-night-200 bg-white px-3 text-base text-night-900';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-semibold tracking-wide text-night-700 uppercase">{label}</span>
      {children}
    </label>
  );
}

export function FilterBar({ state, text, onText, onChange }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(state);
  const { t } = useT('astrologers');
  return (
    <div className="rounded-2xl border border-night-100 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">{t('filters.search')}</span>
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-night-400" aria-hidden="true" />
          <input
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => onText(event.target.value)}
            placeholder={t('filters.search')}
            className="min-h-11 w-full rounded-full border border-night-200 bg-white py-2.5 pr-4 pl-11 text-base"
          />
        </label>
        <button
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-night-200 px-4 text-sm font-semibold text-night-900 hover:bg-night-50 md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? <X className="size-4" aria-hidden="true" /> : <SlidersHorizontal className="size-4" aria-hidden="true" />}
          {t('filters.filters')}
          {count > 0 && (
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-saffron-700 text-xs text-white">
              {count}
            </span>
          )}
        </button>
      </div>

      <div id={panelId} className={cn(open ? 'grid' : 'hidden', 'mt-3 grid-cols-2 gap-3 md:grid md:grid-cols-3 lg:grid-cols-6')}>
        <Field label={t('filters.type')}>
          <select value={state.type} onChange={(e) => onChange({ type: e.target.value })} className={selectClasses}>
            <option value="">{t('filters.allTypes')}</option>
            {TYPE_OPTIONS.map((type) => (
              <option key={type} value={type}>
                {listLabel(t, 'type', type)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.language')}>
          <select value={state.language} onChange={(e) => onChange({ language: e.target.value })} className={selectClasses}>
            <option value="">{t('filters.allLanguages')}</option>
            {LANGUAGE_OPTIONS.map((l) => (
              <option key={l} value={l}>
                {listLabel(t, 'language', l)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.gender')}>
          <select
            value={state.gender}
            onChange={(e) => onChange({ gender: GENDERS.find((g) => g === e.target.value) ?? '' })}
            className={selectClasses}
          >
            <option value="">{t('filters.anyGender')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {listLabel(t, 'gender', g)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.price')}>
          <select
            value={state.price}
            onChange={(e) => onChange({ price: PRICE_OPTIONS.find((p) => p.value === e.target.value)?.value ?? '' })}
            className={selectClasses}
          >
            {PRICE_OPTIONS.map((p) => (
              <option key={p.value} value={p.value}>
                {t(p.label)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('filters.sortBy')}>
          <select
            value={state.sort}
            onChange={(e) => onChange({ sort: SORT_OPTIONS.find((s) => s.value === e.target.value)?.value ?? 'rating' })}
            className={selectClasses}
          >
            {SORT_OPTIONS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.label)}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex items-end">
          <button
            type="button"
            role="switch"
            aria-checked={state.online}
            onClick={() => onChange({ online: !state.online })}
            className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-night-200 bg-white px-3 text-sm font-semibold text-night-900 hover:bg-night-50"
          >
            {t('filters.onlineNow')}
            <span
              aria-hidden="true"
              className={cn(
                'relative h-6 w-11 shrink-0 rounded-full transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform',
                state.online ? 'bg-green-600 after:translate-x-5' : 'bg-night-200',
              )}
            />
          </button>
        </div>
      </div>
    </div>
  );
}
