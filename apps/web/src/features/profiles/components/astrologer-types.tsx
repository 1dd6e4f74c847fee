// The astrologer's types as a group of checkboxes: at least one of the sixteen.
import { ASTROLOGER_TYPES } from '@app/contracts/astrologer-profile';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

export function AstrologerTypes({
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
        {t('profile.types')}
        <span className="ml-0.5 text-saffron-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ASTROLOGER_TYPES.map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-night-200 bg-white px-3 has-checked:border-saffron-500 has-checked:bg-saffron-50"
          >
            <input
              type="checkbox"
              value={type}
              className="size-4 shrink-0 accent-saffron-600"
              {...registration}
            />
            <span className="text-sm font-medium text-night-900">{t(`profile.typeNames.${type}`)}</span>
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
