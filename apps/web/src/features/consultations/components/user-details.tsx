// For the astrologer: the user's name and birth details, folded away under the chat's header.
import type { RequestDetails } from '@app/contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { formatDateShort } from '../../../lib/format.ts';
import { getRequests } from '../api/consultations.ts';

export function useRequestDetails(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['consult-requests'],
    queryFn: ({ signal }) => getRequests(signal),
    enabled,
    staleTime: 30_000,
    select: (list: RequestDetails[]) => list.find((r) => r.consultation.consultation_id === id)?.user ?? null,
  });
}

export function UserDetails({ id }: { id: number }) {
  const details = useRequestDetails(id, true);
  const user = details.data;
  if (!user) return null;
  const rows: [string, string | null][] = [
    ['Name', user.name],
    ['Date of birth', user.date_of_birth ? formatDateShort(user.date_of_birth) || user.date_of_birth : null],
    ['Time of birth', user.time_of_birth],
    ['Place of birth', user.place_of_birth],
    ['Gender', user.gender],
  ];
  return (
    <details className="border-b border-night-100 bg-night-50/60 px-3 py-2 text-sm sm:px-4">
      <summary className="cursor-pointer font-semibold text-night-900">User's birth details</summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-night-700">{label}</dt>
            <dd className="break-words text-night-950">{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
