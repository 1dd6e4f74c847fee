// The birth details that go with a free question or a consultation, as an astrologer reads them: name, date, time,
// place and gender, with dates and times written out the Indian way.
import { currentIntlLocale, tNow, useT } from '../lib/i18n.tsx';
import { cn } from './ui/cn.ts';

export interface BirthDetails {
  name?: string | null;
  gender?: string | null;
  date_of_birth: string | null;
  time_of_birth: string | null;
  place_of_birth: string | null;
}

/** "1990-03-05" -> "5 March 1990" (a calendar date: no time zone shift); other text as given. */
export function formatBirthDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const birthDate = new Intl.DateTimeFormat(currentIntlLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return birthDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** "14:30:00" -> "2:30 pm"; other text as given. */
export function formatBirthTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return clockTime(hours, match[2]!);
}

/** 14, "30" -> "2:30 pm"; in Hindi the part of the day says it: "दोपहर 2:30", "रात 9:15", "सुबह 6:05". */
export function clockTime(hours: number, minutes: string): string {
  const time = `${hours % 12 || 12}:${minutes}`;
  if (hours < 4) return tNow('kundli:time.lateNight', { time });
  if (hours < 12) return tNow('kundli:time.morning', { time });
  if (hours < 16) return tNow('kundli:time.afternoon', { time });
  if (hours < 20) return tNow('kundli:time.evening', { time });
  return tNow('kundli:time.night', { time });
}

export function BirthDetailsList({ details, className }: { details: BirthDetails; className?: string }) {
  const { t } = useT('kundli');
  const rows: [string, string | null | undefined][] = [];
  if (details.name !== undefined) rows.push([t('birthDetails.name'), details.name]);
  rows.push(
    [t('birthDetails.dateOfBirth'), formatBirthDate(details.date_of_birth)],
    [t('birthDetails.timeOfBirth'), formatBirthTime(details.time_of_birth)],
    [t('birthDetails.placeOfBirth'), details.place_of_birth],
  );
  if (details.gender !== undefined) rows.push([t('birthDetails.gender'), details.gender]);
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-2 text-sm', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-night-600">{label}</dt>
          <dd className="font-semibold break-words text-night-900">{value || t('birthDetails.notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
