// /user/login and /astrologer/login: Email or Phone, then a code sent to it.
import { emailLoginFormSchema, phoneLoginFormSchema } from '@app/contracts/auth';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { signin, type AccountKind } from '../api/signin.ts';
import { AUTH_TEXT, messageOf } from '../messages.ts';
import { savePendingIdentity, type PendingIdentity } from '../pending-identity.ts';
import { AuthCard } from './auth-card.tsx';
import { IdentifierTabs, type Identifier } from './identifier-tabs.tsx';
import { wrongKind } from './otp-page.tsx';

const PAGES = {
  user: { title: 'User login', otp: '/user/otp', signup: '/user/signup' },
  astro: { title: 'Astrologer login', otp: '/astrologin/otp', signup: '/astrologer/signup' },
} as const;

export function LoginPage({ kind }: { kind: AccountKind }) {
  const page = PAGES[kind];
  usePageMeta(page.title);
  const navigate = useNavigate();

  const onSubmit = async (identifier: Identifier) => {
    const identity: PendingIdentity = { kind, ...identifier };
    try {
      const answer = await signin({ ...identifier, user_type: kind });
      const refused = wrongKind(identity, answer.is_astrologer);
      if (refused) {
        toast.error(refused.message);
        navigate(refused.to);
        return;
      }
      if (answer.message) toast.success(answer.message);
      savePendingIdentity(identity);
      navigate(page.otp, { state: { identity } });
    } catch (error) {
      toast.error(messageOf(error, AUTH_TEXT.sendOtpFailed));
    }
  };

  return (
    <AuthCard title={page.title} lead="We will send a 6-digit code to your e-mail or phone.">
      <IdentifierTabs
        emailSchema={emailLoginFormSchema}
        phoneSchema={phoneLoginFormSchema}
        submitLabel="Send code"
        onSubmit={onSubmit}
      />
      <p className="mt-6 text-center text-sm text-night-700">
        New here?{' '}
        <Link to={page.signup} className="font-semibold text-saffron-700 underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
