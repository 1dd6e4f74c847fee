// For the astrologer: the user's name and birth details, folded away under the chat's header, and the kundli match
// the user attached to the request.
import type { RequestDetails } from '@app/contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { MatchDisclosure } from '../../../components/kundli-match/match-disclosure.tsx';
import { formatDateShort } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { getRequests } from '../api/consultations.ts';

export function useRequestDetails(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['consult-requests'],
    queryFn: ({ signal }) => getRequests(signal),
    enabled,
    staleTime: 30_000,
    select: (list: RequestDetails[]) => list.find((r) => r.consultation.consultation_id === id) ?? null,
  });
}

export function UserDetails({ id }: { id: number }) {
  const details = useRequestDetails(id, true);
  const { t } = useT('consult');
  if (!details.data) return null;
  const { user, match } = details.data;
  const rows: [string, string | null][] = [
    [t('userDetails.name'), user.name],
    [t('userDetails.dateOfBirth'), user.date_of_birth ? formatDateShort(user.date_of_birth) || user.date_of_birth : null],
    [t('userDetails.timeOfBirth'), user.time_of_birth],
    [t('userDetails.placeOfBirth'), user.place_of_birth],
    [t('userDetails.gender'), user.gender],
  ];
  return (
    <details className="border-b border-night-100 bg-night-50/60 px-3 py-2 text-sm sm:px-4">
      <summary className="cursor-pointer font-semibold text-night-900">{t('userDetails.title')}</summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-night-700">{label}</dt>
            <dd className="break-words text-night-950">{value || t('userDetails.notGiven')}</dd>
          </div>
        ))}
      </dl>
      {match && <MatchDisclosure consultationId={id} summary={match} className="mt-3" />}
    </details>
  );
}
