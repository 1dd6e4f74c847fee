// The code-entry page shared by every one-time-code route: six boxes, submit, resend with a countdown.
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { api } from '../../../lib/api.ts';
import { cooldownSecondsOf, messageOf } from '../../../lib/error-message.ts';
import { formatPhone } from '../../../lib/format.ts';
import { safeNext, withNext } from '../../../lib/safe-next.ts';
import { setToken, setUserId } from '../../../lib/storage.ts';
import { T, currentLocale, switchLocale, useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { signin } from '../api/signin.ts';
import { submitOtp, type SubmitOtpResponse } from '../api/submit-otp.ts';
import { authText } from '../messages.ts';
import {
  clearPendingIdentity,
  readPendingIdentity,
  savePendingIdentity,
  signinBodyOf,
  usernameOf,
  type PendingIdentity,
} from '../pending-identity.ts';
import { useResendCountdown } from '../use-resend-countdown.ts';
import { wrongKind } from '../wrong-kind.ts';
import { OTP_LENGTH, OtpInput, emptyOtp } from '../components/otp-input.tsx';
import { ConsentFields, NO_CONSENT, consentErrors, type ConsentErrors } from '../components/consent-fields.tsx';
import { ConsentForm } from '../components/consent-form.tsx';

export type VerifiedSession = SubmitOtpResponse & {
  token: string;
  userId: number;
  /** Where the visitor was going when asked to sign in (`?next=`), a path on this site. */
  next?: string | null;
};

export type OtpFlow = {
  title: string;
  /** Where "use a different e-mail or phone" leads. */
  backTo: string;
  /**
   * false for the admin: the session is stored only once the flow has confirmed the account
   * (a refused sign-in must leave nothing behind). Every other flow keeps it at once.
   */
  keepSession: boolean;
  /** A sign-up's code page: the age and privacy consent are asked with the code, and sent with it. */
  asksConsent?: boolean;
  onVerified: (session: VerifiedSession, navigate: (to: string, options?: { state?: ProfileFormState }) => void) => Promise<void> | void;
};

/** What the profile form is opened with after a code: the name given at sign-up. */
export type ProfileFormState = {
  name: string | null;
};

export function OtpPage({ flow }: { flow: OtpFlow }) {
  const { t } = useT('auth');
  usePageMeta(t(flow.title));
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const [identity, setIdentity] = useState<PendingIdentity | null>(() => readPendingIdentity(location.state));
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [consent, setConsent] = useState(NO_CONSENT);
  const [consentProblems, setConsentProblems] = useState<ConsentErrors>({});
  // A right code for an account that has not given its consent yet: asked for on its own before going on.
  const [awaitingConsent, setAwaitingConsent] = useState<SubmitOtpResponse | null>(null);
  const countdown = useResendCountdown(identity?.sentAt);
  const errorId = useId();

  if (!identity) {
    return (
      <FormCard title={t(flow.title)}>
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800">
          {authText('noIdentity')}
        </p>
        <Link to={withNext(flow.backTo, next)} className="mt-4 inline-block font-semibold text-saffron-700 underline">
          {t('otp.goBack')}
        </Link>
      </FormCard>
    );
  }

  /** The code was right and the account may go on: keep the session (unless the flow keeps it itself), then route. */
  const proceed = async (answer: SubmitOtpResponse) => {
    if (flow.keepSession) {
      setToken(answer.accessToken);
      setUserId(answer.user_id);
    }
    // The account's language follows it to this device.
    if (answer.locale !== currentLocale()) void switchLocale(answer.locale);
    clearPendingIdentity();
    await flow.onVerified({ ...answer, token: answer.accessToken, userId: answer.user_id, next }, navigate);
  };

  if (awaitingConsent) {
    return (
      <FormCard title={authText('consentTitle')} lead={authText('consentLead')}>
        <ConsentForm
          token={awaitingConsent.accessToken}
          onGiven={() => proceed({ ...awaitingConsent, consent_required: false })}
        />
      </FormCard>
    );
  }

  const onChange = (next: string[]) => {
    setDigits(next);
    if (error) setError('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    const otpValid = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
    const problems = flow.asksConsent ? consentErrors(consent) : {};
    setError(otpValid ? '' : authText('otpLength'));
    setConsentProblems(problems);
    if (!otpValid || Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await submitOtp({
        username: usernameOf(identity),
        otp,
        ...(flow.asksConsent ? { age_confirmed: true, privacy_consent: true } : {}),
      });
      // The code proved the e-mail or phone is the caller's; only now may the page say the account is of the other
      // kind. The session just made is ended rather than kept.
      const refused = wrongKind(identity, answer.is_astrologer);
      if (refused) {
        void api.post('/auth/logout', undefined, { headers: { accessToken: answer.accessToken } }).catch(() => {});
        clearPendingIdentity();
        toast.error(refused.message);
        navigate(refused.to);
        return;
      }
      if (answer.consent_required) {
        setAwaitingConsent(answer);
        return;
      }
      await proceed(answer);
    } catch (err) {
      toast.error(messageOf(err, authText('invalidOtp')));
      setDigits(emptyOtp());
    } finally {
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    try {
      await signin(signinBodyOf(identity));
      setIdentity(savePendingIdentity(identity));
      toast.success(authText('codeResent'));
      setDigits(emptyOtp());
      setError('');
      countdown.restart();
    } catch (err) {
      const message = messageOf(err, authText('sendOtpFailed'));
      toast.error(message);
      // A 429 names the wait; the countdown then shows the server's own figure.
      const wait = cooldownSecondsOf(err);
      if (wait) countdown.restart(wait);
    } finally {
      setResending(false);
    }
  };

  const target = identity.email || formatPhone(identity.phone ?? '');
  return (
    <FormCard
      title={t(flow.title)}
      lead={<T ns="auth" i18nKey="otp.lead" values={{ target }} components={{ 1: <strong className="break-all text-night-900" /> }} />}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <OtpInput
          value={digits}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className="text-center text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {flow.asksConsent && (
          <ConsentFields
            values={consent}
            errors={consentProblems}
            onChange={(next) => {
              setConsent(next);
              setConsentProblems({});
            }}
          />
        )}
        <Button type="submit" size="lg" loading={submitting} className="w-full">
          {t('otp.verify')}
        </Button>
      </form>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm text-night-700">
        <p>{t('otp.noCode')}</p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onResend}
          disabled={countdown.left > 0}
          loading={resending}
        >
          {countdown.left > 0 ? t('otp.resendIn', { seconds: countdown.left }) : t('otp.resend')}
        </Button>
        <Link to={withNext(flow.backTo, next)} className="font-semibold text-saffron-700 underline">
          {t('otp.different')}
        </Link>
      </div>
    </FormCard>
  );
}
