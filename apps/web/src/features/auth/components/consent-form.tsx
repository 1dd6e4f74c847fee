// Consent on its own, right after a code or for a signed-in account that has not given it: the two boxes, then
// POST /api/account/consent. Signing out, or deleting the account instead, stay open to the person.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { clearConsentRequired } from '../../../lib/consent-gate.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n.tsx';
import { reconnectNow } from '../../../lib/socket.ts';
import { giveConsent } from '../api/give-consent.ts';
import { authText } from '../messages.ts';
import { ConsentFields, NO_CONSENT, consentErrors, type ConsentErrors } from './consent-fields.tsx';

export function ConsentForm({
  token,
  onGiven,
  onSignOut,
}: {
  /** The session to record it for when it is not stored yet; else the stored one. */
  token?: string;
  onGiven: () => Promise<void> | void;
  /** Shown as "Sign out" when given: the account may leave instead. */
  onSignOut?: () => Promise<void> | void;
}) {
  const { t } = useT('auth');
  const [values, setValues] = useState(NO_CONSENT);
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = consentErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await giveConsent(token);
      clearConsentRequired();
      // The socket the server refused until now is admitted: it connects without waiting for its next retry.
      reconnectNow();
      toast.success(answer.message || authText('consentRecorded'));
      await onGiven();
    } catch (error) {
      toast.error(messageOf(error, authText('genericError')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ConsentFields
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next);
          setErrors({});
        }}
      />
      <Button type="submit" size="lg" loading={saving} className="w-full">
        {t('consent.continue')}
      </Button>
      {onSignOut && (
        <div className="flex flex-col items-center gap-2 text-sm text-night-700">
          <Button variant="ghost" size="sm" onClick={() => void onSignOut()}>
            {t('consent.signOut')}
          </Button>
          <Link to="/account/delete" className="font-semibold text-saffron-700 underline">
            {t('consent.deleteInstead')}
          </Link>
        </div>
      )}
    </form>
  );
}
