// Field schemas the back-office forms share: lenient numbers, trimmed texts and image references.
import { z } from 'zod';
import { blankToUndefined } from './common.ts';

export const TEXT_TOO_LONG = 'This text is too long.';

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const lenient = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && NUMERIC.test(b) ? Number(b) : b;
};
/** A number that may arrive as a string; "" and null count as missing (required message), other junk as invalid. */
export const lenientNumber = (required: string, invalid = required) =>
  z.preprocess(lenient, z.number({ error: (iss) => (iss.input === undefined ? required : invalid) }).finite({ error: invalid }));
/** The same for a whole number ("7" and "7.0" are 7; 7.5 is invalid), so the API's document says integer. */
export const lenientInt = (required: string, invalid = required) =>
  z.preprocess(lenient, z.number({ error: (iss) => (iss.input === undefined ? required : invalid) }).int({ error: invalid }));
/** At most `places` decimals, tolerant of binary floating point (12.34 * 100 = 1233.9999...). */
export const hasDecimals = (v: number, places: number) => {
  const scaled = v * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};
export const roundTo = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
/** A whole number from 0 to `max`. */
export const wholeNumber = (message: string, max = 1_000_000) =>
  lenientInt(message).refine((v) => v >= 0 && v <= max, { error: message });

/** A required trimmed text: absent, blank or not text all give `required`. */
export const requiredText = (required: string, max: number, tooLong = TEXT_TOO_LONG) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }),
  );
/** An optional trimmed text: absent, "" and null all mean "not given". */
export const optionalText = (max: number, tooLong = TEXT_TOO_LONG) =>
  z.preprocess(blankToUndefined, z.string({ error: tooLong }).trim().max(max, { error: tooLong }).optional());
/** Optional: absent, "" and null all mean "not given". */
export const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const UPLOAD_PATH = /^\/uploads\/[a-z0-9][a-z0-9._-]*$/i;
/** An image reference: a file stored by POST /api/upload-image ('/uploads/...') or an http(s) URL. */
export const isImageReference = (v: string) => {
  if (UPLOAD_PATH.test(v)) return true;
  if (!/^https?:\/\//i.test(v) || v.length > 1000) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};
export const imageReference = (required: string, invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .refine(isImageReference, { error: invalid }),
  );
