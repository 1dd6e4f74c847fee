// The detail modal's actions: approve or update the commission, delete, and settle the wallet, with section 8's messages.
import {
  commissionField,
  confirmWalletUpdate,
  type AdminAstrologerRow,
} from '@app/contracts/admin-astrologers';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api.ts';
import { useDeleteAstrologer } from '../api/delete-astrologer.ts';
import { useUpdateWallet } from '../api/update-wallet.ts';
import { useVerifyAstrologer } from '../api/verify-astrologer.ts';
import { messageNow } from '../../../lib/message-words.ts';
import { tNow } from '../../../lib/i18n.tsx';

/** The server's reason for a refusal (4xx), shown beside the spec's short toast; null otherwise. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;

export function useAstrologerActions(astrologer: AdminAstrologerRow, onClose: () => void) {
  const verify = useVerifyAstrologer();
  const remove = useDeleteAstrologer();
  const wallet = useUpdateWallet();
  const [commission, setCommission] = useState(astrologer.is_verified ? String(astrologer.commission) : '');
  const [commissionError, setCommissionError] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  const approve = () => {
    // 'Please enter commission' when empty, the range message otherwise: the same rule the server applies.
    const parsed = commissionField.safeParse(commission);
    if (!parsed.success) {
      setCommissionError(parsed.error.issues[0]?.message ?? messageNow(ADMIN_FAILURE.verify));
      return;
    }
    setCommissionError(null);
    setReason(null);
    verify.mutate(
      { astro_id: astrologer.astro_id, commission: String(parsed.data) },
      {
        onSuccess: () => {
          toast.success(messageNow(ADMIN_SUCCESS.verified));
          onClose();
        },
        onError: (error) => {
          console.error('Verifying an astrologer failed', error);
          toast.error(messageNow(ADMIN_FAILURE.verify));
          window.alert(messageNow(ADMIN_FAILURE.verify));
          setReason(reasonOf(error));
        },
      },
    );
  };

  const destroy = () => {
    if (
      !window.confirm(
        tNow('admin:labels.confirmDeleteAstrologer', { name: astrologer.name, token: astrologer.token_no }),
      )
    )
      return;
    setReason(null);
    remove.mutate(astrologer.astro_id, {
      onSuccess: () => {
        toast.success(messageNow(ADMIN_SUCCESS.astrologerDeleted));
        onClose();
      },
      onError: (error) => {
        console.error('Deleting an astrologer failed', error);
        toast.error(messageNow(ADMIN_FAILURE.deleteAstrologer));
        window.alert(messageNow(ADMIN_FAILURE.deleteAstrologer));
        setReason(reasonOf(error));
      },
    });
  };

  const settle = () => {
    if (!window.confirm(confirmWalletUpdate(astrologer.token_no))) return;
    setReason(null);
    wallet.mutate(astrologer.astro_id, {
      onSuccess: () => toast.success(messageNow(ADMIN_SUCCESS.walletUpdated)),
      onError: (error) => {
        console.error('Updating a wallet failed', error);
        toast.error(messageNow(ADMIN_FAILURE.updateWallet));
        setReason(reasonOf(error));
      },
    });
  };

  return {
    commission,
    setCommission: (value: string) => {
      setCommission(value);
      setCommissionError(null);
    },
    commissionError,
    reason,
    approve,
    destroy,
    settle,
    pending: { verify: verify.isPending, remove: remove.isPending, wallet: wallet.isPending },
  };
}
