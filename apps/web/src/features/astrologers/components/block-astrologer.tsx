// "Block this astrologer" on an astrologer's page, for a signed-in user: confirmed, then the astrologer leaves the
// user's directory and cannot be requested again (docs/decisions/safety.md).
import { useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { api } from '../../../lib/api.ts';
import { messageOf } from '../../../lib/error-message.ts';
import { tNow, useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';
import { useLoggedIn } from '../../../lib/storage.ts';

export function BlockAstrologer({ astroId, name }: { astroId: number; name: string }) {
  const { t } = useT('astrologers');
  const tm = useMessageWords();
  const loggedIn = useLoggedIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!loggedIn) return null;

  async function block() {
    setBusy(true);
    try {
      const result = await api.post<{ message: string }>(`/api/astrologers/${astroId}/block`);
      toast.success(tm(result.message), { toastId: `block-astro-${astroId}` });
      void client.invalidateQueries({ queryKey: ['astrologers'] });
      void navigate('/astrologers');
    } catch (error) {
      toast.error(messageOf(error, tNow('astrologers:block.failed')), { toastId: `block-astro-failed-${astroId}` });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-night-700 underline-offset-4 hover:text-red-700 hover:underline"
      >
        <Ban className="size-4" aria-hidden="true" />
        {t('block.open', { name })}
      </button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('block.title', { name })}>
        <p className="text-night-800">{t('block.text', { name })}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
            {t('block.cancel')}
          </Button>
          <Button onClick={() => void block()} loading={busy}>
            {t('block.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
