// The birth details form: name (optional), date, time and place of birth; checked as the server checks them, sent to
// POST /api/kundli, and the server's refusals shown on their fields in its own words.
import type { Kundli, KundliRequest, Place } from '@app/contracts/kundli';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { textFormResolver } from '../../../lib/form.ts';
import { useDrawKundli } from '../api/draw-kundli.ts';
import {
  DATE_MAX,
  DATE_MIN,
  EMPTY_FORM,
  KUNDLI_FIELDS,
  formValuesOf,
  kundliFormSchema,
  type KundliFormValues,
} from '../../../lib/birth-input.ts';
import { PlaceCombobox } from '../../../components/place/place-combobox.tsx';

export const DRAW_FAILED = () => tNow('kundli:form.drawFailed');

interface Props {
  /** A saved chart fills the form. */
  initial: Kundli | null;
  onDrawn: (kundli: Kundli, request: KundliRequest) => void;
}

export function KundliForm({ initial, onDrawn }: Props) {
  const { t } = useT('kundli');
  const [place, setPlace] = useState<Place | null>(initial?.birth.place ?? null);
  const form = useForm<KundliFormValues, unknown, KundliRequest>({
    resolver: textFormResolver(kundliFormSchema),
    defaultValues: initial ? formValuesOf(initial) : EMPTY_FORM,
  });
  const { errors } = form.formState;
  const draw = useDrawKundli();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDrawn(await draw.mutateAsync(values), values);
    } catch (error) {
      const fields =
        error instanceof ApiError && error.status === 400 ? KUNDLI_FIELDS.filter((f) => error.errors[f]) : [];
      if (error instanceof ApiError && fields.length) {
        fields.forEach((field, i) =>
          form.setError(field, { message: error.errors[field] }, { shouldFocus: i === 0 }),
        );
      } else {
        // A refusal the fields cannot hold (or no answer at all) is said under the button, in the server's words.
        setFormError(messageOf(error, DRAW_FAILED()));
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('form.label')}
      className="flex flex-col gap-5"
    >
      <Input
        label={t('form.name')}
        autoComplete="name"
        maxLength={100}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('form.dateOfBirth')}
          type="date"
          min={DATE_MIN}
          max={DATE_MAX}
          required
          error={errors.date_of_birth?.message}
          {...form.register('date_of_birth')}
        />
        <Input
          label={t('form.timeOfBirth')}
          type="time"
          required
          hint={t('form.timeHint')}
          error={errors.time_of_birth?.message}
          {...form.register('time_of_birth')}
        />
      </div>
      <Controller
        control={form.control}
        name="place_id"
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
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" loading={draw.isPending} className="w-full sm:w-auto sm:self-start">
          <Sparkles className="size-5" aria-hidden="true" />
          {t('form.draw')}
        </Button>
        {formError && <FormAlert>{formError}</FormAlert>}
      </div>
    </form>
  );
}
