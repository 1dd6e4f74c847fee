// /user/signup and /astrologer/signup: name, e-mail and phone; the code goes to the e-mail (or the phone).
import { astrologerRegistrationFormSchema, normalisePhone, registrationFormSchema } from '@app/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { signin, type AccountKind } from '../api/signin.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { safeNext, withNext } from '../../../lib/safe-next.ts';
import { useT } from '../../../lib/i18n.tsx';
import { authText } from '../messages.ts';
import { savePendingIdentity, signinBodyOf, type PendingIdentity } from '../pending-identity.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';

type Values = {
  name: string;
  email: string;
  phone: string;
};

const PAGES = {
  user: {
    title: 'signup.userTitle',
    otp: '/usersignup/otp',
    login: '/user/login',
    // The age and privacy consent are asked on the code page, where they are given with the code.
    schema: registrationFormSchema,
    success: 'signupSuccess',
  },
  astro: {
    title: 'signup.astrologerTitle',
    success: 'registrationSuccess',
    otp: '/astro/otp',
    login: '/astrologer/login',
    schema: astrologerRegistrationFormSchema,
  },
} as const;

export function SignupPage({ kind }: { kind: AccountKind }) {
  const page = PAGES[kind];
  const { t } = useT('auth');
  usePageMeta(t(page.title));
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const form = useForm<Values>({
    resolver: textFormResolver<Values, Values>(page.schema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values) => form.register(name, { onChange: () => form.clearErrors(name) });

  const onSubmit = form.handleSubmit(async (values) => {
    const phone = values.phone ? (normalisePhone(values.phone) ?? values.phone) : '';
    const identity: PendingIdentity = {
      kind,
      name: values.name.trim(),
      ...(values.email ? { email: values.email.trim().toLowerCase() } : {}),
      ...(phone ? { phone } : {}),
    };
    // The same answer whether or not the e-mail or phone has an account: the code page tells the rest.
    try {
      await signin(signinBodyOf(identity));
      toast.success(authText(page.success), { autoClose: 3000 });
      navigate(withNext(page.otp, next), { state: { identity: savePendingIdentity(identity) } });
    } catch (error) {
      toast.error(messageOf(error, authText('registrationFailed')));
    }
  });

  return (
    <FormCard
      title={t(page.title)}
      lead={t('signup.lead')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Input
          label={t('fields.fullName')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...field('name')}
        />
        <Input
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <Input
          label={t('fields.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix="+91"
          hint={t('fields.phoneHint')}
          error={errors.phone?.message}
          {...field('phone')}
        />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {t('signup.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-night-700">
        {t('signup.haveAccount')}{' '}
        <Link to={withNext(page.login, next)} className="font-semibold text-saffron-700 underline">
          {t('signup.logIn')}
        </Link>
      </p>
    </FormCard>
  );
}
