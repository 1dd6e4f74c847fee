// Field schemas shared by every body: lenient where the existing clients are loose, strict where it matters.
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

/** A database id: a positive integer, from a path, a query or a body. */
export const idLike = (message = 'Must be a valid id') => intLike(message).pipe(z.number().int().positive({ error: message }).max(2_147_483_647, { error: message }));

/** Path parameters such as /{product_id}. */
export const idParam = <N extends string>(name: N, message = `${name} must be a positive whole number`) =>
  z.object({ [name]: idLike(message) } as Record<N, ReturnType<typeof idLike>>);

/** Rupees with at most 2 decimals, converted to integer paise without floating-point drift. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;

/** The body of every 4xx answer. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
