// Refund a consultation from Chats/Call History: how much is left, an amount (all of it unless changed), a required
// reason, Confirm. Problems show under their fields; a refused refund shows the server's words in the dialog.
import { CONSULT_MESSAGES, refundBody } from '@app/contracts/consultations';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useRefundConsultation } from '../api/refund-consultation.ts';
import type { Interaction } from '../api/types.ts';
import { tNow } from '../../../lib/i18n.tsx';

const toPaise = (rupees: number) => Math.round(rupees * 100);
/** Rupees still refundable on a history row, exact to the paisa. */
export const refundableOf = (row: Pick<Interaction, 'paid_amount' | 'refunded_amount'>) =>
  Math.max(0, toPaise(row.paid_amount) - toPaise(row.refunded_amount)) / 100;

export interface RefundProblems {
  amount?: string;
  reason?: string;
}

/** The same rules the API applies (the contract's schema), plus "no more than is left" and "whole paise". */
export function refundProblems(amountText: string, reason: string, refundable: number): { problems: RefundProblems; amount?: number } {
  const problems: RefundProblems = {};
  const reasonParsed = refundBody.shape.reason.safeParse(reason);
  if (!reasonParsed.success) problems.reason = reasonParsed.error.issues[0]?.message ?? CONSULT_MESSAGES.refundReasonRequired;
  const amount = refundBody.shape.amount.safeParse(amountText.trim()).data;
  const wholePaise = amount !== undefined && Math.abs(toPaise(amount) - amount * 100) < 1e-6;
  if (amount === undefined || !wholePaise || toPaise(amount) > toPaise(refundable)) {
    problems.amount = CONSULT_MESSAGES.refundInvalid;
    return { problems };
  }
  return Object.keys(problems).length > 0 ? { problems } : { problems, amount };
}

export function RefundModal({ row, onClose }: { row: Interaction | null; onClose: () => void }) {
  return (
    <Modal open={row !== null} onClose={onClose} title={tNow('admin:auto.refundModal.refundConsultation')}>
      {row && <RefundForm key={row.id} row={row} onDone={onClose} />}
    </Modal>
  );
}

function RefundForm({ row, onDone }: { row: Interaction; onDone: () => void }) {
  const refundable = refundableOf(row);
  const [amountText, setAmountText] = useState(refundable.toFixed(2));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<RefundProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refund = useRefundConsultation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = refundProblems(amountText, reason, refundable);
    setProblems(checked.problems);
    if (checked.amount === undefined || row.consultation_id === null) return;
    try {
      await refund.mutateAsync({ consultationId: row.consultation_id, amount: checked.amount, reason: reason.trim() });
      toast.success(CONSULT_MESSAGES.refunded);
      onDone();
    } catch (error) {
      console.error('Refunding a consultation failed', error);
      setFailure(messageOf(error, tNow('admin:auto2.refundModal.theRefundCouldNotBe')));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl bg-cream px-4 py-3 text-sm">
        <dt className="text-night-700">{tNow('admin:auto.refundModal.user')}</dt>
        <dd className="text-right font-medium text-night-900">{row.user_name ?? '-'}</dd>
        <dt className="text-night-700">{tNow('admin:auto.refundModal.astrologer')}</dt>
        <dd className="text-right font-medium text-night-900">{row.astro_name}</dd>
        <dt className="text-night-700">{tNow('admin:auto.refundModal.paid')}</dt>
        <dd className="text-right font-medium text-night-900">{formatRupees(row.paid_amount)}</dd>
        <dt className="text-night-700">{tNow('admin:auto.refundModal.alreadyRefunded')}</dt>
        <dd className="text-right font-medium text-night-900">{formatRupees(row.refunded_amount)}</dd>
        <dt className="font-semibold text-night-900">{tNow('admin:auto.refundModal.refundableNow')}</dt>
        <dd className="text-right text-base font-bold text-night-900" data-testid="refundable">{formatRupees(refundable)}</dd>
      </dl>
      <Input
        label={tNow('admin:auto.refundModal.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={refundable}
        required
        value={amountText}
        onChange={(e) => setAmountText(e.target.value)}
        error={problems.amount}
        hint={tNow('admin:auto.refundModal.upToTwoDecimalsThe')}
      />
      <Textarea
        label={tNow('admin:auto.refundModal.reason')}
        required
        maxLength={500}
        className="min-h-24"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={problems.reason}
      />
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone}>
          {tNow('admin:auto.refundModal.cancel')}
        </Button>
        <Button type="submit" loading={refund.isPending}>
          {tNow('admin:auto.refundModal.confirmRefund')}
        </Button>
      </div>
    </form>
  );
}
