// "Chat ₹X/min" and "Call": each enabled only while the astrologer is online for it; says why not otherwise.
import type { ConsultationType, DirectoryAstrologer } from '@app/contracts/consultations';
import { MessageCircle, Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { tNow, useT } from '../../../lib/i18n.tsx';

/** Whole rupees without decimals, paise when there are some: ₹25, ₹12.50. */
const rupees = (charge: number) => `₹${Number.isInteger(charge) ? charge : charge.toFixed(2)}`;

/** "₹25/min" in the shown language (the component calling it renders again when the language changes). */
export function perMinute(charge: number): string {
  return tNow('astrologers:chatButton.perMinute', { price: rupees(charge) });
}

interface ChatButtonProps {
  astrologer: Pick<DirectoryAstrologer, 'astro_id' | 'name' | 'charge' | 'status' | 'call_status'>;
  kind?: ConsultationType;
  onChat: () => void;
  loading?: boolean;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function ChatButton({ astrologer, kind = 'chat', onChat, loading = false, className, size = 'sm' }: ChatButtonProps) {
  const status = kind === 'call' ? astrologer.call_status : astrologer.status;
  const online = status === 'online';
  const Icon = kind === 'call' ? Phone : MessageCircle;
  const { t } = useT('astrologers');
  const price = perMinute(astrologer.charge);
  const name = astrologer.name;
  return (
    <Button
      variant={kind === 'call' ? 'secondary' : 'primary'}
      size={size}
      onClick={onChat}
      loading={loading}
      disabled={!online}
      className={className}
      title={online ? undefined : status === 'busy' ? t('chatButton.busy') : t('chatButton.offline')}
      // The visible words first (label-in-name), then whom the chat is with: a page lists many Chat buttons.
      aria-label={kind === 'call' ? t('chatButton.callWith', { price, name }) : t('chatButton.chatWith', { price, name })}
    >
      <Icon className="size-4" aria-hidden="true" />
      {kind === 'call' ? t('chatButton.call', { price }) : t('chatButton.chat', { price })}
    </Button>
  );
}
