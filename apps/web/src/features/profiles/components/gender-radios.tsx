// Gender as a radio group (Male, Female, Others) with its error under the group.
import { GENDERS } from '@app/contracts/profiles';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

export function GenderRadios({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const errorId = useId();
  const { t } = useT('account');
  const tm = useMessageWords();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-night-900">
        {t('profile.gender')}
        <span className="ml-0.5 text-saffron-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {GENDERS.map((gender) => (
          <label
            key={gender}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-night-200 bg-white px-4 has-checked:border-saffron-500 has-checked:bg-saffron-50"
          >
            <input type="radio" value={gender} className="size-4 accent-saffron-600" {...registration} />
            <span className="text-sm font-medium text-night-900">{t(`profile.genders.${gender}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {tm(error)}
        </p>
      )}
    </fieldset>
  );
}
