// "Chat ₹X/min": enabled only while the astrologer is online; says why not otherwise.
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Whole rupees without decimals, paise when there are some: ₹25, ₹12.50. */
export function perMinute(charge: number): string {
  return `₹${Number.isInteger(charge) ? charge : charge.toFixed(2)}/min`;
}

interface ChatButtonProps {
  astrologer: Pick<DirectoryAstrologer, 'astro_id' | 'name' | 'charge' | 'status'>;
  onChat: () => void;
  loading?: boolean;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function ChatButton({ astrologer, onChat, loading = false, className, size = 'sm' }: ChatButtonProps) {
  const online = astrologer.status === 'online';
  return (
    <Button
      size={size}
      onClick={onChat}
      loading={loading}
      disabled={!online}
      className={className}
      title={online ? undefined : astrologer.status === 'busy' ? 'In another consultation' : 'Not available right now'}
      // The visible words first (label-in-name), then whom the chat is with: a page lists many Chat buttons.
      aria-label={`Chat ${perMinute(astrologer.charge)} with ${astrologer.name}`}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      Chat {perMinute(astrologer.charge)}
    </Button>
  );
}
