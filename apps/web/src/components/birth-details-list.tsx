// The birth details that go with a free question or a consultation, as an astrologer reads them: name, date, time,
// place and gender, with dates and times written out the Indian way.
import { cn } from './ui/cn.ts';

export interface BirthDetails {
  name?: string | null;
  gender?: string | null;
  date_of_birth: string | null;
  time_of_birth: string | null;
  place_of_birth: string | null;
}

const birthDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1990-03-05" -> "5 March 1990" (a calendar date: no time zone shift); other text as given. */
export function formatBirthDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return birthDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** "14:30:00" -> "2:30 pm"; other text as given. */
export function formatBirthTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

export function BirthDetailsList({ details, className }: { details: BirthDetails; className?: string }) {
  const rows: [string, string | null | undefined][] = [];
  if (details.name !== undefined) rows.push(['Name', details.name]);
  rows.push(
    ['Date of birth', formatBirthDate(details.date_of_birth)],
    ['Time of birth', formatBirthTime(details.time_of_birth)],
    ['Place of birth', details.place_of_birth],
  );
  if (details.gender !== undefined) rows.push(['Gender', details.gender]);
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-2 text-sm', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-night-600">{label}</dt>
          <dd className="font-semibold break-words text-night-900">{value || 'Not given'}</dd>
        </div>
      ))}
    </dl>
  );
}
