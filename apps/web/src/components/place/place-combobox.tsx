// A place from the server's gazetteer (of birth on the kundli page, of the day on the panchang page): a combobox (ARIA 1.2, list autocomplete); typing searches after
// two letters, arrows move through the places, Enter or a tap chooses one, Escape closes the list or clears the text.
import { PLACE_QUERY_MIN, type Place } from '@app/contracts/kundli';
import { MapPin } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../ui/cn.ts';
import { Field, fieldIds } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { usePlaces } from './search-places.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { tNow, useT } from '../../lib/i18n.tsx';

export const SEARCH_DEBOUNCE_MS = 250;
const PHONE_SCREEN = '(max-width: 639px)';
export const PLACES_FAILED = () => tNow('kundli:places.failed');

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`;

/** "18.52° N, 73.86° E" */
export const formatLatLong = (place: Place) =>
  `${coordinate(place.latitude, tNow('kundli:places.north'), tNow('kundli:places.south'))}, ${coordinate(place.longitude, tNow('kundli:places.east'), tNow('kundli:places.west'))}`;

interface Props {
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function PlaceCombobox({ label, value, onChange, onBlur, error, required, inputRef }: Props) {
  const { t } = useT('kundli');
  const id = useId();
  const listId = `${id}-places`;
  const optionId = (i: number) => `${id}-place-${i}`;
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The chosen place's own label is not a search: a page that opens with a place asks for no list.
  const places = usePlaces(value && query === value.label ? '' : query);
  const searchable = text.trim().length >= PLACE_QUERY_MIN;
  const options = searchable && open ? (places.data?.places ?? []) : [];
  const expanded = options.length > 0;
  const settled = searchable && query === text && !places.isFetching;

  // A new answer starts the choice afresh.
  const [answered, setAnswered] = useState(places.data);
  if (answered !== places.data) {
    setAnswered(places.data);
    setActive(-1);
  }

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-place-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const choose = (place: Place) => {
    onChange(place);
    setText(place.label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter': {
        const place = options[active];
        if (expanded && place) {
          // Chooses the place instead of sending the form.
          event.preventDefault();
          choose(place);
        }
        break;
      }
      case 'Escape':
        if (expanded || open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          if (value) onChange(null);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  let status = '';
  if (open && searchable) {
    if (places.isError) status = messageOf(places.error, PLACES_FAILED());
    else if (settled && options.length === 0)
      status = t('places.noneFound', { text: text.trim() });
    else if (options.length)
      status = t('places.found', { count: options.length });
  }
  // What the panel under the input says when there is no list: the search running (slow networks), or the status.
  const note = status || (open && searchable && !settled ? t('places.searching') : '');
  const ids = fieldIds(id);
  const hint = value
    ? t('places.chosenHint', { coordinates: formatLatLong(value), zone: value.time_zone })
    : t('places.hint', { count: PLACE_QUERY_MIN });

  return (
    <div ref={root}>
      <Field id={id} label={label} error={error} hint={hint} required={required}>
        <div className="relative">
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-night-400"
            aria-hidden="true"
          />
          <input
            id={id}
            ref={inputRef}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : ids.hint}
            aria-required={required || undefined}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            placeholder={t('places.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value) onChange(null);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setOpen(true);
              // On a phone the keyboard takes the lower half of the screen: the field moves up so its list shows above it.
              if (window.matchMedia?.(PHONE_SCREEN).matches)
                root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }}
            onBlur={() => {
              setOpen(false);
              onBlur?.();
            }}
            className={cn(
              'w-full rounded-xl border bg-white py-2.5 pr-10 pl-10 text-base text-night-950 shadow-xs transition-colors',
              'placeholder:text-night-400 focus:border-night-500',
              error ? 'border-red-600' : 'border-night-200 hover:border-night-300',
            )}
          />
          {open && searchable && places.isFetching && (
            <span className="absolute top-1/2 right-3 -translate-y-1/2">
              <Spinner decorative className="size-4 text-night-500" />
            </span>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={t('places.listLabel', { label })}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-night-200 bg-white py-1 shadow-lg"
          >
            {options.map((place, i) => (
              // The keyboard stays in the input, which moves through the options (aria-activedescendant) and chooses one.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={place.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Keeps the focus in the input, so choosing does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
                className={cn(
                  'cursor-pointer px-3 py-2',
                  i === active ? 'bg-saffron-100' : 'hover:bg-night-50',
                )}
              >
                <span className="block font-semibold break-words text-night-950">{place.label}</span>
                <span className="block text-sm text-night-700">
                  {place.time_zone} · {formatLatLong(place)}
                </span>
              </li>
            ))}
          </ul>
          {note && !expanded && (
            <p
              aria-hidden="true"
              className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-night-200 bg-white px-3 py-2 text-sm text-night-800 shadow-lg"
            >
              {note}
            </p>
          )}
        </div>
        <p className="sr-only" role="status">
          {status}
        </p>
      </Field>
    </div>
  );
}
