// The .ics writer: text escaped, times in UTC, CRLF, lines folded at 75 octets without splitting a character, and
// what it writes reads back the same.
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, parseEvent, utcStamp } from './ics.ts';

describe('ics', () => {
  it('escapes text and writes UTC times', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(utcStamp(new Date('2026-12-01T05:30:00.123Z'))).toBe('20261201T053000Z');
  });

  it('folds at 75 octets, never inside a UTF-8 character, and unfolds back', () => {
    const long = `SUMMARY:${'पंडित '.repeat(30)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes one VEVENT that parses back to what was given', () => {
    const summary = 'Chat consultation with Pandit Kapoor; Sr., Jyotish — a long name that needs folding somewhere past 75';
    const ics = calendarFile(
      {
        uid: 'booking-7@example.org',
        stamp: new Date('2026-11-29T14:00:00Z'),
        start: new Date('2026-12-01T05:30:00Z'),
        end: new Date('2026-12-01T06:00:00Z'),
        summary,
        description: 'Line one\nLine two',
        url: 'https://example.org/bookings',
        alarmMin: 10,
      },
      '-//Test//EN',
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parseEvent(ics)).toEqual({
      UID: 'booking-7@example.org',
      DTSTAMP: '20261129T140000Z',
      DTSTART: '20261201T053000Z',
      DTEND: '20261201T060000Z',
      SUMMARY: summary,
      DESCRIPTION: 'Line one\nLine two',
      URL: 'https://example.org/bookings',
      STATUS: 'CONFIRMED',
    });
    expect(ics).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n');
    expect(ics).toContain('TRIGGER:-PT10M\r\nEND:VALARM\r\n');
  });
});
