// "Chat ₹X/min" and "Call": each enabled only while the astrologer is online for it; says why not otherwise.
import { isMediaSession, type ConsultationType, type DirectoryAstrologer } from '@app/contracts/consultations';
import { MessageCircle, Phone, Video } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { tNow, useT } from '../../../lib/i18n.tsx';

/** Whole rupees without decimals, paise when there are some: ₹25, ₹12.50. */
const rupees = (charge: number) => `₹${Number.isInteger(charge) ? charge : charge.toFixed(2)}`;

/** "₹25/min" in the shown language (the component calling it renders again when the language changes). */
export function perMinute(charge: number): string {
  return tNow('astrologers:chatButton.perMinute', { price: rupees(charge) });
}

interface ChatButtonProps {
  astrologer: Pick<DirectoryAstrologer, 'astro_id' | 'name' | 'charge' | 'status' | 'call_status'> & { video_charge?: number | null };
  kind?: ConsultationType;
  onChat: () => void;
  loading?: boolean;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function ChatButton({ astrologer, kind = 'chat', onChat, loading = false, className, size = 'sm' }: ChatButtonProps) {
  const status = isMediaSession(kind) ? astrologer.call_status : astrologer.status;
  const online = status === 'online';
  const Icon = kind === 'video' ? Video : kind === 'call' ? Phone : MessageCircle;
  const { t } = useT('astrologers');
  // A video call has a price of its own (null when not offered: the button is then not shown).
  const price = perMinute(kind === 'video' ? (astrologer.video_charge ?? astrologer.charge) : astrologer.charge);
  const name = astrologer.name;
  return (
    <Button
      variant={isMediaSession(kind) ? 'secondary' : 'primary'}
      size={size}
      onClick={onChat}
      loading={loading}
      disabled={!online}
      className={className}
      title={online ? undefined : status === 'busy' ? t('chatButton.busy') : t('chatButton.offline')}
      // The visible words first (label-in-name), then whom the chat is with: a page lists many Chat buttons.
      aria-label={t(`chatButton.${kind}With`, { price, name })}
    >
      <Icon className="size-4" aria-hidden="true" />
      {t(`chatButton.${kind}`, { price })}
    </Button>
  );
}
