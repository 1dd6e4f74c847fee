// The code-entry page shared by every one-time-code route: six boxes, submit, resend with a countdown.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { setToken, setUserId } from '../../../lib/storage.ts';
import { formatPhone } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { signin } from '../api/signin.ts';
import { submitOtp, type SubmitOtpResponse } from '../api/submit-otp.ts';
import { AUTH_TEXT, messageOf } from '../messages.ts';
import {
  clearPendingIdentity,
  readPendingIdentity,
  signinBodyOf,
  usernameOf,
  type PendingIdentity,
} from '../pending-identity.ts';
import { AuthCard } from './auth-card.tsx';
import { OTP_LENGTH, OtpInput, emptyOtp } from './otp-input.tsx';

/** Seconds before another code may be requested: the server's per-identifier cool-down. */
export const RESEND_COOLDOWN_SECONDS = 30;

export type VerifiedSession = SubmitOtpResponse & { token: string; userId: number };

export type OtpFlow = {
  title: string;
  /** Where "use a different e-mail or phone" leads. */
  backTo: string;
  /** Refuse an account of the other kind before keeping its session (not for the admin). */
  checkKind: boolean;
  onVerified: (session: VerifiedSession, navigate: NavigateFunction) => Promise<void> | void;
};

/** The wrong-kind message and login page when the account is not of the kind chosen, else null. */
export function wrongKind(identity: PendingIdentity, isAstrologer: boolean | undefined) {
  if (isAstrologer === undefined) return null;
  if (identity.kind === 'user' && isAstrologer) return { message: AUTH_TEXT.notAUser, to: '/astrologer/login' };
  if (identity.kind === 'astro' && !isAstrologer) return { message: AUTH_TEXT.notAnAstrologer, to: '/user/login' };
  return null;
}

function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, restart: () => setLeft(seconds) };
}

export function OtpPage({ flow }: { flow: OtpFlow }) {
  usePageMeta(flow.title);
  const location = useLocation();
  const navigate = useNavigate();
  const [identity] = useState(() => readPendingIdentity(location.state));
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const errorId = useId();

  if (!identity) {
    return (
      <AuthCard title={flow.title}>
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800">
          {AUTH_TEXT.noIdentity}
        </p>
        <Link to={flow.backTo} className="mt-4 inline-block font-semibold text-saffron-700 underline">
          Go back
        </Link>
      </AuthCard>
    );
  }

  const onChange = (next: string[]) => {
    setDigits(next);
    if (error) setError('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setError(AUTH_TEXT.otpLength);
      return;
    }
    setSubmitting(true);
    try {
      const answer = await submitOtp({ username: usernameOf(identity), otp });
      const refused = flow.checkKind ? wrongKind(identity, answer.is_astrologer) : null;
      if (refused) {
        toast.error(refused.message);
        navigate(refused.to);
        return;
      }
      setToken(answer.accessToken);
      const userId = answer.user_id;
      setUserId(userId);
      clearPendingIdentity();
      await flow.onVerified({ ...answer, token: answer.accessToken, userId }, navigate);
    } catch (err) {
      toast.error(messageOf(err, AUTH_TEXT.invalidOtp));
      setDigits(emptyOtp());
    } finally {
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    setResending(true);
    try {
      await signin(signinBodyOf(identity));
      toast.success(AUTH_TEXT.codeResent);
      setDigits(emptyOtp());
      countdown.restart();
    } catch (err) {
      toast.error(messageOf(err, AUTH_TEXT.sendOtpFailed));
    } finally {
      setResending(false);
    }
  };

  const target = identity.email || formatPhone(identity.phone ?? '');
  return (
    <AuthCard
      title={flow.title}
      lead={
        <>
          Enter the 6-digit code sent to <strong className="break-all text-night-900">{target}</strong>.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <OtpInput value={digits} onChange={onChange} invalid={Boolean(error)} describedBy={error ? errorId : undefined} />
        {error && (
          <p id={errorId} role="alert" className="text-center text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" loading={submitting} className="w-full">
          Verify code
        </Button>
      </form>
      <div className="mt-5 flex flex-col items-center gap-2 text-sm text-night-700">
        <p>Didn&apos;t get the code?</p>
        <Button variant="ghost" size="sm" onClick={onResend} disabled={countdown.left > 0} loading={resending}>
          {countdown.left > 0 ? `Resend code in ${countdown.left}s` : 'Resend code'}
        </Button>
        <Link to={flow.backTo} className="font-semibold text-saffron-700 underline">
          Use a different e-mail or phone
        </Link>
      </div>
    </AuthCard>
  );
}
