// The panchang's instants as the place's clock shows them, and stepping a civil date by days.
const DAY_MS = 86_400_000;

export interface ZonedTime {
  /** The civil date at the place, YYYY-MM-DD. */
  date: string;
  /** 24-hour HH:MM. */
  time: string;
  /** Month 1-12 and day of the month, for "13 Nov". */
  month: number;
  day: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant in a zone. Only digits are read from Intl, so the server and every browser write the same text. */
export function zonedTime(iso: string, zone: string): ZonedTime {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    month: Number(parts.month),
    day: Number(parts.day),
  };
}

/** The civil date `days` after (or before) a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
