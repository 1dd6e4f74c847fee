// "Chat ₹X/min" and "Call": each enabled only while the astrologer is online for it; says why not otherwise.
import type { ConsultationType, DirectoryAstrologer } from '@app/contracts/consultations';
import { MessageCircle, Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Whole rupees without decimals, paise when there are some: ₹25, ₹12.50. */
export function perMinute(charge: number): string {
  return `₹${Number.isInteger(charge) ? charge : charge.toFixed(2)}/min`;
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
  const verb = kind === 'call' ? 'Call' : 'Chat';
  return (
    <Button
      variant={kind === 'call' ? 'secondary' : 'primary'}
      size={size}
      onClick={onChat}
      loading={loading}
      disabled={!online}
      className={className}
      title={online ? undefined : status === 'busy' ? 'In another consultation' : 'Not available right now'}
      // The visible words first (label-in-name), then whom the chat is with: a page lists many Chat buttons.
      aria-label={`${verb} ${perMinute(astrologer.charge)} with ${astrologer.name}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {verb} {perMinute(astrologer.charge)}
    </Button>
  );
}
