// Field schemas shared by every body: lenient where the existing clients are loose, strict where it matters.
import './zod-setup.ts';
import { z } from 'zod';

/** Treats "" (and null) as absent, so optional form fields may arrive empty. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A whole number that may arrive as a numeric string ("7"). */
export const intLike = (message = 'Must be a whole number') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).safe({ error: message }),
  );

/** A decimal number that may arrive as a numeric string ("12.5"). */
export const numberLike = (message = 'Must be a number') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).finite({ error: message }),
  );

/**
 * Characters as PostgreSQL's char_length and varchar(n) count them: code points, as zod's string min and max also count
 * (zod 4.6.7 does). A string's length counts UTF-16 units, where an emoji is two. What a form's counter shows.
 */
export const charCount = (s: string): number => [...s].length;

/** The message of every page number out of range. */
export const PAGE_INVALID = 'page must be a positive whole number';

/** The largest value a PostgreSQL integer column holds: every id, and every count and paise amount stored as one. */
export const INT32_MAX = 2_147_483_647;

/** A whole number from `min` to `max` that may arrive as a numeric string ("7"); one message for every way it is wrong. */
export const boundedInt = (message: string, min: number, max: number) =>
  intLike(message).pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

/** A number from `min` to `max` that may arrive as a numeric string ("12.5"); one message for every way it is wrong. */
export const boundedNumber = (message: string, min: number, max: number) =>
  numberLike(message).pipe(z.number().min(min, { error: message }).max(max, { error: message }));

/** The highest page number any list answers; beyond it a list is refused rather than read. */
export const PAGE_MAX = 1_000_000;
export const PAGE_TOO_LARGE = `page must be at most ${PAGE_MAX}`;

/** A page number from a query or a body: 1 to PAGE_MAX. */
export const pageLike = (message = PAGE_INVALID) =>
  intLike(message).pipe(z.number().int().min(1, { error: message }).max(PAGE_MAX, { error: PAGE_TOO_LARGE }));

/** The most rupees an amount may be when it is kept as paise in an integer column. */
export const RUPEES_MAX = Math.floor(INT32_MAX / 100);

/** A database id: a positive integer, from a path, a query or a body. */
export const idLike = (message = 'Must be a valid id') => boundedInt(message, 1, INT32_MAX);

/** A database id in a socket event: a JSON number, positive, within an integer column. */
export const idNumber = (message = 'Must be a valid id') =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(INT32_MAX, { error: message });

/** Path parameters such as /{product_id}. */
export const idParam = <N extends string>(name: N, message = `${name} must be a positive whole number`) =>
  z.object({ [name]: idLike(message) } as Record<N, ReturnType<typeof idLike>>);

/** Rupees with at most 2 decimals, converted to integer paise without floating-point drift. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;

/** The body of every 4xx answer; `code` names the refusal: an ErrorCode of errors.ts (docs/decisions/error-codes.md). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
