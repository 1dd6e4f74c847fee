// Display formatting for India in the language shown (en-IN or hi-IN: Indian digit grouping, Western digits): rupees,
// short dates and phone numbers with the +91 prefix.
import { currentIntlLocale } from './i18n.tsx';

/** One Intl formatter per language and options, made on first use. */
function cached<F>(make: (locale: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locale = currentIntlLocale();
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

const rupeeFormatter = cached(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** 1234.5 -> "₹1,234.50" (Indian digit grouping: ₹1,00,000.00). */
export function formatRupees(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return rupeeFormatter().format(Number.isFinite(value) ? value : 0);
}

const shortDateFormatter = cached(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
);

/** "2024-03-05T10:00:00Z" -> "5 Mar 2024", in India time; "" for a missing or invalid date. */
export function formatDateShort(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDateFormatter().format(date);
}

// A calendar day ("2026-11-05") is read and written at UTC midnight, so no time zone moves it to another day.
const dayMonthFormatter = cached((locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const calendarDayFormatter = cached(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function calendarDay(value: string, formatter: () => Intl.DateTimeFormat): string {
  const date = CALENDAR_DAY.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? formatter().format(date) : value;
}

/** A calendar day as a chart's axis shows it: "2026-11-05" -> "5 Nov" ("5 नव॰" in Hindi); anything else unchanged. */
export const formatDayMonth = (value: string): string => calendarDay(value, dayMonthFormatter);

/** A calendar day in full: "2026-11-05" -> "5 Nov 2026"; anything else (an astrologer's name) unchanged. */
export const formatCalendarDay = (value: string): string => calendarDay(value, calendarDayFormatter);

const compactFormatter = cached((locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }));

/** A chart axis's number, short in the Indian way: 1500 -> "1.5K", 250000 -> "2.5L", 30000000 -> "3Cr" (en-IN). */
export function formatCompact(value: number): string {
  return compactFormatter().format(Number.isFinite(value) ? value : 0);
}

const dateTimeFormatter = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);

/** "5 Mar 2026, 2:30 pm" in India time; "" when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormatter().format(date);
}

const mediumDateTimeFormatter = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
);

/** The tables' instant, "05-Mar-2026, 2:30 pm" in India time; "" when missing or invalid. */
export function formatMediumDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : mediumDateTimeFormatter().format(date);
}

const timeFormatter = cached(
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Kolkata' }),
);

/** A moment's time of day in India, to the second: "2:30:05 pm". */
export function formatTime(value: number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormatter().format(date);
}

/** The national 10-digit number, whatever prefix or separators it came with ("+91 98765-43210"). */
export function nationalNumber(phone: string | number): string {
  const digits = String(phone).replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** "9876543210" -> "+91 98765 43210"; anything that is not 10 digits is shown as given after +91. */
/** A number in the language's grouping: 123456 -> "1,23,456". */
export function formatNumber(value: number): string {
  return numberFormatter().format(value);
}
const numberFormatter = cached((locale) => new Intl.NumberFormat(locale));

export function formatPhone(phone: string | number | null | undefined): string {
  if (phone === null || phone === undefined || phone === '') return '';
  const national = nationalNumber(phone);
  if (national.length !== 10) return `+91 ${national}`;
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}

/** tel: link target for a phone number: "tel:+919876543210". */
export function phoneHref(phone: string | number): string {
  return `tel:+91${nationalNumber(phone)}`;
}
