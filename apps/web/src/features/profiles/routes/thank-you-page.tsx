// /thank-you: the astrologer's waiting page with the token number their profile was given.
import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { getTokenNumber, getUserId, setTokenNumber } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { getAstrologerProfile } from '../api/get-astrologer.ts';

/**
 * The stored token number; when an astrologer logs in on a new device nothing is stored yet,
 * so it is read from their profile once and kept under both keys the clients use.
 */
function useTokenNumber(): { tokenNumber: string | null; loading: boolean } {
  const stored = getTokenNumber();
  const userId = getUserId();
  const query = useQuery({
    queryKey: ['astrologer-profile', userId],
    queryFn: async () => {
      const profile = await getAstrologerProfile(userId ?? '');
      setTokenNumber(profile.token_no);
      return profile.token_no;
    },
    enabled: !stored && Boolean(userId),
    retry: false,
  });
  return { tokenNumber: stored ?? query.data ?? null, loading: query.isLoading };
}

export function ThankYouPage() {
  usePageMeta('Thank you');
  const { tokenNumber, loading } = useTokenNumber();

  return (
    <FormCard title="Thank you for registering!">
      <div className="flex flex-col items-center gap-5 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-night-900 text-gold-300">
          <Hourglass aria-hidden="true" className="size-8" />
        </span>
        <div className="w-full rounded-2xl border border-gold-300/60 bg-parchment px-4 py-5">
          <p className="text-sm font-semibold tracking-wide text-night-700 uppercase">Your token number</p>
          <p
            className="mt-1 font-display text-3xl font-bold break-all text-night-900"
            data-testid="token-number"
          >
            {tokenNumber ?? (loading ? '…' : 'Not available')}
          </p>
        </div>
        <p className="text-night-800">
          You are on our waitlist. Our team reviews every astrologer profile; once yours is approved you can
          start taking consultations. Please keep your token number for any questions about your application.
        </p>
        <Link to="/" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          Return to home
        </Link>
      </div>
    </FormCard>
  );
}
