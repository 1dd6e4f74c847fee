// /thank-you: the astrologer's waiting page with the token number their profile was given.
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { getTokenNumber, getUserId, setTokenNumber } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { getAstrologerProfile } from '../api/get-astrologer.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * The token number and whether the profile is approved yet, read from the profile. The stored token number shows at
 * once; when an astrologer logs in on a new device nothing is stored yet, so the profile's is kept under both keys
 * the clients use.
 */
function useProfileState(): { tokenNumber: string | null; loading: boolean; approved: boolean } {
  const stored = getTokenNumber();
  const userId = getUserId();
  const query = useQuery({
    queryKey: ['astrologer-profile', userId],
    queryFn: async () => {
      const profile = await getAstrologerProfile(userId ?? '');
      setTokenNumber(profile.token_no);
      return profile;
    },
    enabled: Boolean(userId),
    retry: false,
  });
  return {
    tokenNumber: stored ?? query.data?.token_no ?? null,
    loading: query.isLoading,
    approved: query.data?.is_verified === true,
  };
}

export function ThankYouPage() {
  const { t } = useT('account');
  usePageMeta(t('thanks.pageTitle'));
  const { tokenNumber, loading, approved } = useProfileState();

  return (
    <FormCard title={approved ? t('thanks.approvedTitle') : t('thanks.title')}>
      <div className="flex flex-col items-center gap-5 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-night-900 text-gold-300">
          {approved ? (
            <BadgeCheck aria-hidden="true" className="size-8" />
          ) : (
            <Hourglass aria-hidden="true" className="size-8" />
          )}
        </span>
        <div className="w-full rounded-2xl border border-gold-300/60 bg-parchment px-4 py-5">
          <p className="text-sm font-semibold tracking-wide text-night-700 uppercase">{t('thanks.token')}</p>
          <p
            className="mt-1 font-display text-3xl font-bold break-all text-night-900"
            data-testid="token-number"
          >
            {tokenNumber ?? (loading ? '…' : t('thanks.notAvailable'))}
          </p>
        </div>
        {approved ? (
          <>
            <p className="text-night-800">{t('thanks.approved')}</p>
            <Link to="/astrologer/console" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {t('thanks.console')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-night-800">{t('thanks.waitlist')}</p>
            <Link to="/" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {t('thanks.home')}
            </Link>
          </>
        )}
      </div>
    </FormCard>
  );
}
