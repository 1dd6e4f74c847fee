// The "Chat" button's action: a guest is sent to sign in; a user sees the request sheet (rate, balance, minutes,
// free minutes, the fair meter's rules) and only then requests the chat and goes to its room; a short wallet is
// offered a recharge of what the server says is missing; any other refusal is shown as the server words it.
import type { ConsultationType, DirectoryAstrologer } from '@app/contracts/consultations';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { tNow, useT } from '../../lib/i18n.tsx';
import { isLoggedIn } from '../../lib/storage.ts';
import { requestChat } from './api/request-chat.ts';
import { RequestSheet } from './components/request-sheet.tsx';
import { rechargeNeeded } from './directory-state.ts';

type Asked = Pick<DirectoryAstrologer, 'astro_id' | 'name'>;


/** Rendered in the toast container, outside the router: it navigates through the page's own `navigate`. */
function RechargePrompt({ message, onRecharge }: { message: string; onRecharge: () => void }) {
  const { t } = useT('astrologers');
  return (
    <div>
      <p>{message}</p>
      <button type="button" onClick={onRecharge} className={buttonClasses('primary', 'sm', 'mt-2')}>
        {t('startChat.recharge')}
      </button>
    </div>
  );
}

export function useStartChat() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState<{ id: number; type: ConsultationType } | null>(null);
  const [asking, setAsking] = useState<{ astro: Asked; type: ConsultationType } | null>(null);

  /** Opens the request sheet (a guest is sent to sign in first). */
  function startChat(astro: Asked, type: ConsultationType = 'chat') {
    if (!isLoggedIn()) {
      toast.info(tNow('astrologers:startChat.loginToChat'), { toastId: 'login-to-chat' });
      void navigate('/user/login');
      return;
    }
    setAsking({ astro, type });
  }

  /** The sheet's confirmation: the request itself. */
  async function request(astro: Asked, type: ConsultationType, matchId: number | null) {
    setStarting({ id: astro.astro_id, type });
    try {
      const consultation = await requestChat(astro.astro_id, type, matchId);
      void navigate(`/consultations/${consultation.consultation_id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        const amount = rechargeNeeded(error);
        const next = encodeURIComponent(`/astrologers/${astro.astro_id}`);
        const href = amount === null ? `/wallet?next=${next}` : `/wallet?amount=${amount}&next=${next}`;
        toast.warn(<RechargePrompt message={error.message} onRecharge={() => void navigate(href)} />, {
          toastId: 'chat-recharge',
          autoClose: false,
        });
      } else {
        if (!(error instanceof ApiError) || error.status >= 500) console.warn('Chat request failed', error);
        toast.error(messageOf(error, tNow('astrologers:startChat.failed')), { toastId: 'chat-refused' });
      }
    } finally {
      setStarting(null);
      setAsking(null);
    }
  }

  const sheet = asking && (
    <RequestSheet
      astrologer={asking.astro}
      type={asking.type}
      sending={starting !== null}
      onClose={() => setAsking(null)}
      onConfirm={(matchId) => void request(asking.astro, asking.type, matchId)}
    />
  );

  return { startChat, sheet, startingId: starting?.id ?? null, startingType: starting?.type ?? null };
}
