// The astrologer detail modal: every field, the commission input, and Approve/Update, Delete, Update Wallet, Close.
import type { AdminAstrologerRow } from '@app/contracts/admin-astrologers';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatPhone, formatRupees } from '../../../lib/format.ts';
import { commissionToBasisPoints, payableAmount } from '../lib/payable.ts';
import { AstrologerPhoto } from './astrologer-card.tsx';
import { useAstrologerActions } from './use-astrologer-actions.ts';
import { tNow } from '../../../lib/i18n.tsx';

export function AstrologerDetailModal({ astrologer, onClose }: { astrologer: AdminAstrologerRow | null; onClose: () => void }) {
  return (
    <Modal open={astrologer !== null} onClose={onClose} title={astrologer?.name ?? 'Astrologer'} className="w-[min(100%-2rem,44rem)]!">
      {astrologer && <AstrologerDetail key={astrologer.astro_id} astrologer={astrologer} onClose={onClose} />}
    </Modal>
  );
}

function AstrologerDetail({ astrologer: a, onClose }: { astrologer: AdminAstrologerRow; onClose: () => void }) {
  const actions = useAstrologerActions(a, onClose);
  // While the admin types a commission, show what the astrologer would be paid at that rate.
  const typed = commissionToBasisPoints(actions.commission) !== null;
  const payable = typed ? payableAmount(a.wallet, actions.commission) : a.payable_amount;
  const facts: [string, string][] = [
    [tNow('admin:auto2.astrologerDetailModal.tokenNo'), a.token_no],
    [tNow('admin:auto2.astrologerDetailModal.expertise'), a.expertise],
    [tNow('admin:auto2.astrologerDetailModal.experience'), `${a.experience} years`],
    [tNow('admin:auto2.astrologerDetailModal.rating'), `${a.rating}/5`],
    [tNow('admin:auto2.astrologerDetailModal.phone'), a.phone ? formatPhone(a.phone) : '-'],
    [tNow('admin:auto2.astrologerDetailModal.eMail'), a.email ?? '-'],
    [tNow('admin:auto2.astrologerDetailModal.commission'), `${a.commission}%`],
    [tNow('admin:auto2.astrologerDetailModal.languages'), a.language_known],
    [tNow('admin:auto2.astrologerDetailModal.gender'), a.gender],
    [tNow('admin:auto2.astrologerDetailModal.verified'), a.is_verified ? tNow('admin:auto2.astrologerDetailModal.yes') : tNow('admin:auto2.astrologerDetailModal.no')],
    [tNow('admin:auto2.astrologerDetailModal.type'), a.type],
    [tNow('admin:auto2.astrologerDetailModal.wallet'), formatRupees(a.wallet)],
    [tNow('admin:auto2.astrologerDetailModal.payableAmount', { commission: typed ? actions.commission : a.commission }), formatRupees(payable)],
  ];
  const busy = actions.pending.verify || actions.pending.remove || actions.pending.wallet;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row">
        <AstrologerPhoto astrologer={a} className="size-24 shrink-0 rounded-2xl" />
        <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-2 text-sm min-[480px]:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-night-700">{label}</dt>
              <dd className="break-words font-medium text-night-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="text-xs font-semibold uppercase tracking-wide text-night-700">{tNow('admin:auto.astrologerDetailModal.about')}</h3>
        <p className="mt-1 whitespace-pre-line text-sm text-night-900">{a.about}</p>
      </div>
      <div className="max-w-xs">
        <Input
          label={tNow('admin:auto.astrologerDetailModal.commissionRate')}
          type="number"
          inputMode="decimal"
          min="0"
          max="100"
          step="0.01"
          value={actions.commission}
          onChange={(e) => actions.setCommission(e.target.value)}
          error={actions.commissionError ?? undefined}
        />
      </div>
      {actions.reason && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {actions.reason}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={actions.approve} loading={actions.pending.verify} disabled={busy}>
          {a.is_verified ? tNow('admin:auto2.astrologerDetailModal.update') : tNow('admin:auto2.astrologerDetailModal.approve')}
        </Button>
        <Button variant="outline" className="text-red-700" onClick={actions.destroy} loading={actions.pending.remove} disabled={busy}>
          {tNow('admin:auto.astrologerDetailModal.delete')}
        </Button>
        <Button variant="secondary" onClick={actions.settle} loading={actions.pending.wallet} disabled={busy}>
          {tNow('admin:auto.astrologerDetailModal.updateWallet')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {tNow('admin:auto.astrologerDetailModal.close')}
        </Button>
      </div>
    </div>
  );
}
