// A small RFC 5545 writer for one-event calendars (a booking's .ics): no package for iCalendar is installed, and the
// little we need is escaping, UTC times and folding (docs/decisions/booked-consultations.md, Reminders).

export interface IcsEvent {
  uid: string;
  /** When this copy of the event was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** Minutes before the start at which a calendar should alert (a VALARM), if any. */
  alarmMin?: number;
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A DATE-TIME in UTC (form #2, "Z"): 20261129T140000Z. */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation starts with one space, which counts in its line.
 * A UTF-8 character (Devanagari is 3 octets) is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** One VCALENDAR holding one VEVENT, CRLF line endings, every line folded. */
export function calendarFile(event: IcsEvent, prodId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    ...(event.alarmMin !== undefined && event.status !== 'CANCELLED'
      ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, `TRIGGER:-PT${event.alarmMin}M`, 'END:VALARM']
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Reads a calendar back into its properties (unfolded, unescaped), for tests and checks: the first VEVENT's. */
export function parseEvent(ics: string): Record<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const props: Record<string, string> = {};
  let inEvent = false;
  let depth = 0;
  for (const line of unfolded) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    else if (inEvent && line.startsWith('BEGIN:')) depth += 1;
    else if (inEvent && line.startsWith('END:')) depth -= 1;
    else if (inEvent && depth === 0) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      props[name] = line
        .slice(colon + 1)
        .replace(/\\(.)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
    }
  }
  return props;
}
