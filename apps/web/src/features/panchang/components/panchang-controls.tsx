// The day and place the panchang is for: the previous and next day around a date field, and the place picker.
import type { Place } from '@app/contracts/kundli';
import { PANCHANG_MAX_DATE, PANCHANG_MIN_DATE, type PanchangResponse } from '@app/contracts/panchang';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { PlaceCombobox } from '../../../components/place/place-combobox.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { shiftDate } from '../panchang-time.ts';

interface Props {
  day: PanchangResponse;
  onDate: (date: string) => void;
  onPlace: (placeId: string) => void;
}

/** The answer's place as the picker shows a chosen one. */
const chosen = ({ place }: PanchangResponse): Place => ({
  id: place.id,
  name: place.name,
  region: '',
  country: '',
  country_code: '',
  latitude: place.latitude,
  longitude: place.longitude,
  time_zone: place.zone,
  label: place.label,
});

export function PanchangControls({ day, onDate, onPlace }: Props) {
  const { t } = useT('panchang');
  const dateId = useId();
  const previous = shiftDate(day.date, -1);
  const next = shiftDate(day.date, 1);
  return (
    <section
      aria-label={t('controls.label')}
      className="grid gap-4 rounded-3xl border border-gold-300/50 bg-white/90 p-4 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={dateId} className="font-semibold text-night-900">
          {t('controls.date')}
        </label>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            className="size-11 shrink-0 px-0"
            aria-label={t('controls.previous')}
            disabled={previous < PANCHANG_MIN_DATE}
            onClick={() => onDate(previous)}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Button>
          <input
            id={dateId}
            type="date"
            min={PANCHANG_MIN_DATE}
            max={PANCHANG_MAX_DATE}
            value={day.date}
            onChange={(event) => {
              if (event.target.value) onDate(event.target.value);
            }}
            className="min-w-0 flex-1 rounded-xl border border-night-200 bg-white px-3 py-2.5 text-base text-night-950 shadow-xs"
          />
          <Button
            variant="outline"
            size="sm"
            className="size-11 shrink-0 px-0"
            aria-label={t('controls.next')}
            disabled={next > PANCHANG_MAX_DATE}
            onClick={() => onDate(next)}
          >
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <PlaceCombobox
        // A new place from the address starts the picker afresh with its name.
        key={day.place.id}
        label={t('controls.place')}
        value={chosen(day)}
        onChange={(place) => {
          if (place && place.id !== day.place.id) onPlace(place.id);
        }}
      />
    </section>
  );
}
