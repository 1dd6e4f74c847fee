// The two people's birth details, checked as the server checks them, sent to POST /api/kundli/match; the server's
// refusals shown on the person's field in its own words.
import type { KundliMatchRequest, KundliMatchResponse } from '@app/contracts/kundli-match';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { useMatchKundlis } from '../api/match-kundlis.ts';
import {
  EMPTY_MATCH_FORM,
  MATCH_FIELDS,
  matchFormSchema,
  type MatchFormOutput,
  type MatchFormValues,
} from '../match-input.ts';
import { PersonFields } from './person-fields.tsx';

interface Props {
  onMatched: (match: KundliMatchResponse, request: KundliMatchRequest) => void;
}

export function MatchForm({ onMatched }: Props) {
  const { t } = useT('matching');
  const form = useForm<MatchFormValues, unknown, MatchFormOutput>({
    resolver: textFormResolver(matchFormSchema),
    defaultValues: EMPTY_MATCH_FORM,
  });
  const match = useMatchKundlis();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onMatched(await match.mutateAsync(values), values);
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? MATCH_FIELDS.filter((f) => error.errors[f]) : [];
      if (error instanceof ApiError && fields.length) {
        fields.forEach((field, i) => form.setError(field, { message: error.errors[field] }, { shouldFocus: i === 0 }));
      } else {
        // A refusal the fields cannot hold (or no answer at all) is said under the button, in the server's words.
        setFormError(messageOf(error, tNow('matching:form.failed')));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('form.label')} className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <PersonFields side="boy" form={form} />
        <PersonFields side="girl" form={form} />
      </div>
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" loading={match.isPending} className="w-full sm:w-auto sm:self-center">
          <Heart className="size-5" aria-hidden="true" />
          {t('form.match')}
        </Button>
        {formError && <FormAlert>{formError}</FormAlert>}
      </div>
    </form>
  );
}
