// One person's birth details inside the matching form: name, date, time and place, named for the side (boy.date_of_birth).
import type { Place } from '@app/contracts/kundli';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PlaceCombobox } from '../../../components/place/place-combobox.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { DATE_MAX, DATE_MIN } from '../../../lib/birth-input.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { MatchFormOutput, MatchFormValues } from '../match-input.ts';

interface Props {
  side: 'boy' | 'girl';
  form: UseFormReturn<MatchFormValues, unknown, MatchFormOutput>;
}

export function PersonFields({ side, form }: Props) {
  const { t } = useT('matching');
  const [place, setPlace] = useState<Place | null>(null);
  const errors = form.formState.errors[side];

  return (
    <fieldset className="flex min-w-0 flex-col gap-5 rounded-2xl border border-night-100 p-4 sm:p-5">
      <legend className="px-1 font-display text-lg font-semibold text-night-900">{t(`form.${side}`)}</legend>
      <Input
        label={t('form.name')}
        autoComplete="off"
        maxLength={100}
        error={errors?.name?.message}
        {...form.register(`${side}.name`)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('form.dateOfBirth')}
          type="date"
          min={DATE_MIN}
          max={DATE_MAX}
          required
          error={errors?.date_of_birth?.message}
          {...form.register(`${side}.date_of_birth`)}
        />
        <Input
          label={t('form.timeOfBirth')}
          type="time"
          required
          hint={t('form.timeHint')}
          error={errors?.time_of_birth?.message}
          {...form.register(`${side}.time_of_birth`)}
        />
      </div>
      <Controller
        control={form.control}
        name={`${side}.place_id`}
        render={({ field, fieldState }) => (
          <PlaceCombobox
            label={t('form.placeOfBirth')}
            required
            value={place}
            inputRef={field.ref}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onChange={(next) => {
              setPlace(next);
              field.onChange(next?.id ?? '');
            }}
          />
        )}
      />
    </fieldset>
  );
}
