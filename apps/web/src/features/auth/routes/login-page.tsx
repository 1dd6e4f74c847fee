// /user/login, /astrologer/login and /admin-login: Email or Phone, then a code sent to it.
import {
  adminEmailLoginFormSchema,
  adminPhoneLoginFormSchema,
  emailLoginFormSchema,
  phoneLoginFormSchema,
} from '@app/contracts/auth';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { safeNext, withNext } from '../../../lib/safe-next.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { signin } from '../api/signin.ts';
import { useT } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';
import { authText } from '../messages.ts';
import {
  savePendingIdentity,
  signinBodyOf,
  type IdentityKind,
  type PendingIdentity,
} from '../pending-identity.ts';
import { IdentifierTabs, type Identifier } from '../components/identifier-tabs.tsx';

const PAGES = {
  user: {
    title: 'login.userTitle',
    otp: '/user/otp',
    signup: '/user/signup',
    emailSchema: emailLoginFormSchema,
    phoneSchema: phoneLoginFormSchema,
  },
  astro: {
    title: 'login.astrologerTitle',
    otp: '/astrologin/otp',
    signup: '/astrologer/signup',
    emailSchema: emailLoginFormSchema,
    phoneSchema: phoneLoginFormSchema,
  },
  // The admin form has its own wording for a missing or malformed e-mail or phone (spec section 5).
  admin: {
    title: 'login.adminTitle',
    otp: '/admin-otp',
    signup: null,
    emailSchema: adminEmailLoginFormSchema,
    phoneSchema: adminPhoneLoginFormSchema,
  },
} as const;

export function LoginPage({ kind }: { kind: IdentityKind }) {
  const page = PAGES[kind];
  const { t } = useT('auth');
  usePageMeta(t(page.title));
  const navigate = useNavigate();
  // A page that sent the visitor here to sign in (`?next=`) is where they go back to afterwards.
  const next = safeNext(useSearchParams()[0].get('next'));

  const onSubmit = async (identifier: Identifier) => {
    const identity: PendingIdentity = { kind, ...identifier };
    // The answer is the same whether or not an account has the e-mail or phone: the code page tells the rest.
    try {
      const answer = await signin(signinBodyOf(identity));
      if (answer.message) toast.success(messageNow(answer.message));
      navigate(withNext(page.otp, next), { state: { identity: savePendingIdentity(identity) } });
    } catch (error) {
      toast.error(messageOf(error, authText('sendOtpFailed')));
    }
  };

  return (
    <FormCard title={t(page.title)} lead={t('login.lead')}>
      <IdentifierTabs
        emailSchema={page.emailSchema}
        phoneSchema={page.phoneSchema}
        submitLabel={t('login.sendCode')}
        onSubmit={onSubmit}
      />
      {page.signup && (
        <p className="mt-6 text-center text-sm text-night-700">
          {t('login.newHere')}{' '}
          <Link to={withNext(page.signup, next)} className="font-semibold text-saffron-700 underline">
            {t('login.createAccount')}
          </Link>
        </p>
      )}
    </FormCard>
  );
}
