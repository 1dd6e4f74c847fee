// How the console writes session times, durations and birth details, in the language shown.
import { currentIntlLocale, tNow } from '../../lib/i18n.tsx';

export { formatDateTime } from '../../lib/format.ts';

/** "12m 05s" between two instants; null when the session never started. */
export function formatDuration(startedAt: string | null, endedAt: string | null): string | null {
  if (!startedAt || !endedAt) return null;
  const seconds = Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000));
  if (!Number.isFinite(seconds)) return null;
  return tNow('console:history.duration', { minutes: Math.floor(seconds / 60), seconds: String(seconds % 60).padStart(2, '0') });
}

const birthDates = new Map<string, Intl.DateTimeFormat>();
function birthDate(): Intl.DateTimeFormat {
  const locale = currentIntlLocale();
  let format = birthDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    birthDates.set(locale, format);
  }
  return format;
}

/** "1990-03-05" -> "5 March 1990" (a calendar date: no time zone shift); other text as given. */
export function formatBirthDate(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return birthDate().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** "14:30:00" -> "2:30 pm"; other text as given. */
export function formatBirthTime(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}
