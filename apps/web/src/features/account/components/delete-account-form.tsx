// The deletion's confirmation: the wallet balance to give up, a fresh code sent to the account's own e-mail or phone,
// the code, and a last confirmation before the account goes. A blocked account sees why, with nothing to press.
import {
  ACCOUNT_MESSAGES,
  deleteAccountBody,
  formatRupeesFromPaise,
  type DeleteAccountBody,
  type DeletionInfo,
} from '@app/contracts/account';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cooldownSecondsOf, messageOf } from '../../../lib/error-message.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { sendDeletionCode } from '../api/send-deletion-code.ts';
import { useCooldown } from '../use-cooldown.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

type Values = { code: string; acknowledge_balance: boolean };

// The primary button's shape in red: the one action here that destroys something.
const dangerClass = 'bg-red-700! shadow-red-900/20! hover:bg-red-800! active:bg-red-900!';

/** The contract's body, and the acknowledgement when the wallet holds money, with the contract's words. */
function formSchema(info: DeletionInfo) {
  const paise = Math.round(info.wallet_balance * 100);
  return deleteAccountBody.superRefine((body, ctx) => {
    if (info.balance_acknowledgement_required && body.acknowledge_balance !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['acknowledge_balance'],
        message: ACCOUNT_MESSAGES.balanceAcknowledgement(paise),
      });
    }
  });
}

interface Props {
  info: DeletionInfo;
  /** Deletes; resolves on success, rejects with the server's refusal. */
  onDelete: (body: DeleteAccountBody) => Promise<void>;
}

export function DeleteAccountForm({ info, onDelete }: Props) {
  const schema = useMemo(() => formSchema(info), [info]);
  const form = useForm<Values, unknown, DeleteAccountBody>({
    resolver: textFormResolver<Values, DeleteAccountBody>(schema),
    defaultValues: { code: '', acknowledge_balance: false },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const { t } = useT('account');
  const tm = useMessageWords();
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The checked values waiting for the last confirmation.
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const [deleting, setDeleting] = useState(false);
  const cooldown = useCooldown();
  const blocked = info.blocked !== null;
  const rupees = formatRupeesFromPaise(Math.round(info.wallet_balance * 100));

  const sendCode = async () => {
    setSending(true);
    try {
      const answer = await sendDeletionCode();
      setSent(t('delete.sentTo', { message: tm(answer.message), destination: answer.code_destination }));
      cooldown.start();
    } catch (error) {
      const message = messageOf(error, tm(ACCOUNT_MESSAGES.codeSendFailed));
      if (error instanceof ApiError && error.status === 429)
        cooldown.start(cooldownSecondsOf(error) ?? undefined);
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const confirm = async (body: DeleteAccountBody) => {
    setDeleting(true);
    try {
      await onDelete(body);
    } catch (error) {
      setConfirming(null);
      const fields = error instanceof ApiError ? error.errors : {};
      if (fields.code) form.setError('code', { message: fields.code }, { shouldFocus: true });
      if (fields.acknowledge_balance)
        form.setError('acknowledge_balance', { message: fields.acknowledge_balance });
      if (!fields.code && !fields.acknowledge_balance)
        toast.error(messageOf(error, tm(ACCOUNT_MESSAGES.codeInvalid)));
    } finally {
      setDeleting(false);
    }
  };

  const onSubmit = form.handleSubmit((body) => setConfirming(body));
  const field = (name: keyof Values) => form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <section
      aria-labelledby="confirm-deletion"
      className="rounded-2xl border border-red-200 bg-white p-4 sm:p-6"
    >
      <h2 id="confirm-deletion" className="text-lg font-semibold text-night-900">
        {t('delete.confirmHeading')}
      </h2>
      {blocked ? (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800"
          data-testid="deletion-blocked"
        >
          {info.blocked_message && tm(info.blocked_message)}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-5">
        {/* An unsettled astrologer's wallet is named in the reason above already. */}
        {info.wallet_balance > 0 && info.blocked !== 'astrologer_unsettled' && (
          <div className="rounded-xl border border-gold-300 bg-gold-100/50 p-4">
            <p className="font-semibold text-night-900" data-testid="deletion-balance">
              {t('delete.walletHolds', { amount: rupees })}
            </p>
            {info.balance_acknowledgement_required && (
              <Checkbox
                className="mt-3"
                label={t('delete.giveUp', { amount: rupees })}
                required
                disabled={blocked}
                error={errors.acknowledge_balance?.message && tm(errors.acknowledge_balance.message)}
                {...field('acknowledge_balance')}
              />
            )}
          </div>
        )}

        <div className="flex flex-col gap-3">
          <p className="text-sm text-night-800">
            <T
              ns="account"
              i18nKey={info.code_channel === 'email' ? 'delete.codeToEmail' : 'delete.codeToPhone'}
              values={{ destination: info.code_destination }}
              components={{ 1: <strong className="font-semibold" /> }}
            />
          </p>
          <div>
            <Button
              variant="outline"
              onClick={() => void sendCode()}
              loading={sending}
              disabled={blocked || cooldown.left > 0}
            >
              {cooldown.left > 0
                ? t(sent ? 'delete.resendIn' : 'delete.sendIn', { seconds: cooldown.left })
                : t(sent ? 'delete.resend' : 'delete.send')}
            </Button>
          </div>
          {sent && (
            <p role="status" className="text-sm font-medium text-green-800">
              {sent}
            </p>
          )}
          <Input
            label={t('delete.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="max-w-48 text-lg tracking-[0.3em]"
            disabled={blocked}
            error={errors.code?.message}
            {...field('code')}
          />
        </div>

        <p className="text-sm text-night-700">
          {t('delete.signedOut')}
        </p>
        <div>
          <Button type="submit" size="lg" disabled={blocked} className={dangerClass}>
            {t('delete.submit')}
          </Button>
        </div>
      </form>

      <Modal
        open={confirming !== null}
        onClose={() => !deleting && setConfirming(null)}
        title={t('delete.modalTitle')}
      >
        <p className="text-night-800">
          {info.wallet_balance > 0 ? t('delete.modalTextBalance', { amount: rupees }) : t('delete.modalText')}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={deleting}>
            {t('delete.keep')}
          </Button>
          <Button
            onClick={() => {
              if (confirming) void confirm(confirming);
            }}
            loading={deleting}
            className={dangerClass}
          >
            {t('delete.yes')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
