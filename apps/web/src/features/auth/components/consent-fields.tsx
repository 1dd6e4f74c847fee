// The two consent checkboxes of a new account (18 or over, the privacy policy), both required: on a sign-up's code
// page and on the consent screen, checked with the contract's rule and worded by it.
import { signupConsentFormSchema } from '@app/contracts/auth';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { T, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

export type ConsentValues = { age_confirmed: boolean; privacy_consent: boolean };
export type ConsentErrors = Partial<Record<keyof ConsentValues, string>>;

export const NO_CONSENT: ConsentValues = { age_confirmed: false, privacy_consent: false };

/** The message under each box left unticked; empty when both are ticked. */
export function consentErrors(values: ConsentValues): ConsentErrors {
  const parsed = signupConsentFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: ConsentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'age_confirmed' || field === 'privacy_consent') errors[field] ??= issue.message;
  }
  return errors;
}

export function ConsentFields({
  values,
  errors,
  onChange,
}: {
  values: ConsentValues;
  errors: ConsentErrors;
  onChange: (values: ConsentValues) => void;
}) {
  const { t } = useT('auth');
  const tm = useMessageWords();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('consent.legend')}</legend>
      <Checkbox
        label={t('consent.age')}
        required
        checked={values.age_confirmed}
        error={errors.age_confirmed && tm(errors.age_confirmed)}
        onChange={(event) => onChange({ ...values, age_confirmed: event.target.checked })}
      />
      <Checkbox
        label={
          <T
            ns="auth"
            i18nKey="consent.privacy"
            components={{ 1: <Link to="/privacy-policy" target="_blank" className="font-semibold text-saffron-700 underline" /> }}
          />
        }
        required
        checked={values.privacy_consent}
        error={errors.privacy_consent && tm(errors.privacy_consent)}
        onChange={(event) => onChange({ ...values, privacy_consent: event.target.checked })}
      />
    </fieldset>
  );
}
