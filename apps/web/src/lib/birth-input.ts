// The kundli form's rules: the contract's schema, plus the calendar, range and clock checks the server makes, with
// the server's own messages, so a visitor hears of a slip before sending it.
import {
  KUNDLI_MAX_YEAR,
  KUNDLI_MESSAGES,
  KUNDLI_MIN_YEAR,
  kundliRequest,
  type Kundli,
} from '@app/contracts/kundli';
import { z } from 'zod';

/** What the form's inputs hold: text, as the inputs give it. */
export interface KundliFormValues {
  name: string;
  date_of_birth: string;
  time_of_birth: string;
  place_id: string;
}

export const KUNDLI_FIELDS = ['name', 'date_of_birth', 'time_of_birth', 'place_id'] as const;
export const DATE_MIN = `${KUNDLI_MIN_YEAR}-01-01`;
export const DATE_MAX = `${KUNDLI_MAX_YEAR}-12-31`;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Why a YYYY-MM-DD date cannot be charted (not on the calendar, or outside the years), or null. */
export function dateProblem(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return KUNDLI_MESSAGES.dateInvalid;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = m === 2 && isLeap(y) ? 29 : (DAYS[m - 1] ?? 0);
  if (m < 1 || m > 12 || d < 1 || d > days) return KUNDLI_MESSAGES.dateInvalid;
  if (y < KUNDLI_MIN_YEAR || y > KUNDLI_MAX_YEAR) return KUNDLI_MESSAGES.dateRange;
  return null;
}

/** HH:MM or HH:MM:SS on a 24-hour clock. */
export function isRealTime(value: string): boolean {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  return Boolean(match && Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60);
}

const shape = kundliRequest.shape;
export const kundliFormSchema = z.object({
  ...shape,
  date_of_birth: shape.date_of_birth.superRefine((value, ctx) => {
    const problem = typeof value === 'string' ? dateProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  time_of_birth: shape.time_of_birth.refine((value) => typeof value === 'string' && isRealTime(value), {
    error: KUNDLI_MESSAGES.timeInvalid,
  }),
});

export const EMPTY_FORM: KundliFormValues = { name: '', date_of_birth: '', time_of_birth: '', place_id: '' };

/** The form filled from a saved chart. */
export function formValuesOf(kundli: Kundli): KundliFormValues {
  return {
    name: kundli.name ?? '',
    date_of_birth: kundli.birth.date,
    time_of_birth: kundli.birth.time.slice(0, 5),
    place_id: kundli.birth.place.id,
  };
}

/** Whether a chart was drawn from these birth details (the saved one is then already this chart). */
export function sameBirth(
  kundli: Kundli,
  values: { date_of_birth: string; time_of_birth: string; place_id: string; name?: string },
) {
  return (
    kundli.birth.date === values.date_of_birth &&
    kundli.birth.time.slice(0, 5) === values.time_of_birth.slice(0, 5) &&
    kundli.birth.place.id === values.place_id &&
    (kundli.name ?? '') === (values.name ?? '')
  );
}
