// Step one of creating an astrologer: the user account (email, phone) whose id the profile needs.
import { createUserSchema, type CreateUserRequest } from '@app/contracts/admin-accounts';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCreateUser } from '../api/create-user.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

type Values = { email: string; phone: string; user_type: string };
const EMPTY: Values = { email: '', phone: '', user_type: 'astro' };

export function AccountSection({ userId, onCreated }: { userId: number | null; onCreated: (id: number) => void }) {
  const create = useCreateUser();
  const form = useForm<Values, unknown, CreateUserRequest>({
    resolver: textFormResolver<Values, CreateUserRequest>(createUserSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await create.mutateAsync(body);
      toast.success(messageNow(ADMIN_SUCCESS.userCreated));
      onCreated(answer.user.id);
    } catch (error) {
      console.error('Creating a user account failed', error);
      // Section 8: the server's message when it sent one, else 'An error occurred'.
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : messageNow(ADMIN_FAILURE.createUser);
      toast.error(message);
      if (error instanceof ApiError) {
        if (error.errors.email) form.setError('email', { message: error.errors.email });
        if (error.errors.phone) form.setError('phone', { message: error.errors.phone });
      }
    }
  });

  const done = userId !== null;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="account-section-heading" className="rounded-xl border border-night-100 bg-cream p-4">
      <h3 id="account-section-heading" className="mb-3 text-lg font-semibold text-night-900">
        1. User account
      </h3>
      <fieldset disabled={done} className="grid gap-4 md:grid-cols-2">
        <Input label={tNow('admin:auto.accountSection.email')} type="email" required autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <Input label={tNow('admin:auto.accountSection.phone')} type="tel" inputMode="tel" required autoComplete="off" hint="10 to 15 digits" error={errors.phone?.message} {...form.register('phone')} />
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" loading={create.isPending} disabled={done}>
          {tNow('admin:auto.accountSection.createAccount')}
        </Button>
        {done && (
          <p role="status" className="text-sm font-medium text-green-800">
            Account created: user ID {userId}
          </p>
        )}
      </div>
    </form>
  );
}

