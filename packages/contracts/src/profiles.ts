// User profiles: the body of POST /api/profile, the answer of GET /api/profile/{user_id}, the form's rules and messages.
import { z } from 'zod';
import { blankToUndefined } from './common.ts';
import { AUTH_MESSAGES, LETTERS_AND_SPACES, NAME_MAX } from './auth.ts';
import { IMAGE_UPLOAD_MESSAGES } from './uploads.ts';

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];
export const PLACE_MAX = 100;
export const IMAGE_REF_MAX = 1000;
export const PLACE_ID_MAX = 40;
export const TIME_ZONE_MAX = 64;

export const PROFILE_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  nameLetters: AUTH_MESSAGES.nameLetters,
  nameTooLong: AUTH_MESSAGES.nameTooLong,
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Please enter a valid date of birth',
  dobFuture: 'Date of birth cannot be in the future',
  dobPast: 'Date of birth must be in the past',
  genderRequired: 'Gender is required',
  genderInvalid: 'Gender must be Male, Female or Others',
  placeRequired: 'Place of birth is required',
  placeLetters: 'Place of birth should only contain letters',
  placeTooLong: `Place of birth must be at most ${PLACE_MAX} characters`,
  timeRequired: 'Time of birth is required',
  timeInvalid: 'Please enter a valid time of birth',
  imageRequired: 'Profile image is required',
  imageInvalid: IMAGE_UPLOAD_MESSAGES.notAnImage,
  fixErrors: 'Please fix the errors before submitting.',
  saved: 'Profile saved successfully!',
  notFound: 'Profile not found',
  noFileUploaded: 'Please upload profile image.',
  placeIncomplete: 'The place of birth needs its latitude, longitude and time zone together. Please choose it from the list again.',
  latitudeInvalid: 'The latitude of the place of birth must be a number from -90 to 90',
  longitudeInvalid: 'The longitude of the place of birth must be a number from -180 to 180',
  timeZoneInvalid: 'The time zone of the place of birth must be an IANA time zone name, such as Asia/Kolkata',
} as const;

/**
 * Whether a time zone is an IANA name the runtime knows ("Asia/Kolkata", "UTC"): a region/city name that Intl accepts,
 * never a bare offset such as "+05:30", which has no history of clock changes to draw a chart with.
 */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > TIME_ZONE_MAX) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The place of birth as the profile keeps its text: the picked place's label in letters and single spaces, as the
 * spec's letters-only rule wants ("Pune, Maharashtra, India" becomes "Pune Maharashtra India"), cut at a whole word
 * within the length limit. The server's name lookup reads this form back to the same place.
 */
export function placeOfBirthText(label: string): string {
  let text = '';
  for (const word of label.split(/[^\p{L}\p{M}]+/u).filter(Boolean)) {
    const next = text ? `${text} ${word}` : word;
    if (next.length > PLACE_MAX) break;
    text = next;
  }
  return text;
}

/** Today's date (YYYY-MM-DD) in India, where the business and its customers are. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

function readDate(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  // A datetime from a date picker is read as its calendar date.
  return /^\d{4}-\d{2}-\d{2}T/.test(s) ? s.slice(0, 10) : s;
}

function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01';
}

/**
 * A birth date: a real calendar date, not after today ('not-future') or before today ('past').
 * `now` is read at validation time so the server can pass its own clock.
 */
export const birthDate = (rule: 'not-future' | 'past', now: () => Date = () => new Date()) =>
  z.preprocess(
    readDate,
    z
      .string({ error: PROFILE_MESSAGES.dobRequired })
      .min(1, { error: PROFILE_MESSAGES.dobRequired })
      .refine(isCalendarDate, { error: PROFILE_MESSAGES.dobInvalid, abort: true })
      .refine((s) => (rule === 'past' ? s < todayInIndia(now()) : s <= todayInIndia(now())), {
        error: rule === 'past' ? PROFILE_MESSAGES.dobPast : PROFILE_MESSAGES.dobFuture,
      }),
  );

/** Male, Female or Others, in any letter case ('other' is read as Others). */
export const genderField = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (s === '') return undefined;
    if (s === 'other') return 'Others';
    return GENDERS.find((g) => g.toLowerCase() === s) ?? v;
  },
  z.enum(GENDERS, { error: (issue) => (issue.input === undefined ? PROFILE_MESSAGES.genderRequired : PROFILE_MESSAGES.genderInvalid) }),
);

/** A reference to an uploaded image: the /uploads/... path or an http(s) URL answered by POST /api/upload-image. */
export const imageRef = (required = PROFILE_MESSAGES.imageRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(IMAGE_REF_MAX, { error: PROFILE_MESSAGES.imageInvalid })
    .refine((s) => /^\/uploads\/[a-z0-9][a-z0-9._-]*$/i.test(s) || /^https?:\/\/[^\s"'<>]+$/i.test(s), {
      error: PROFILE_MESSAGES.imageInvalid,
    });

/** HH:MM or HH:MM:SS (24-hour), kept as HH:MM. */
export const timeOfBirth = z
  .string({ error: PROFILE_MESSAGES.timeRequired })
  .trim()
  .min(1, { error: PROFILE_MESSAGES.timeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: PROFILE_MESSAGES.timeInvalid })
  .transform((s) => s.slice(0, 5));

const lettersText = (required: string, letters: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .regex(LETTERS_AND_SPACES, { error: letters });

/** POST /api/profile, and the /userprofile/signup form. */
export const makeUserProfileSchema = (now: () => Date = () => new Date()) =>
  z.object({
    name: lettersText(PROFILE_MESSAGES.nameRequired, PROFILE_MESSAGES.nameLetters, PROFILE_MESSAGES.nameTooLong, NAME_MAX),
    date_of_birth: birthDate('not-future', now),
    gender: genderField,
    place_of_birth: lettersText(PROFILE_MESSAGES.placeRequired, PROFILE_MESSAGES.placeLetters, PROFILE_MESSAGES.placeTooLong, PLACE_MAX),
    time_of_birth: z.preprocess(blankToUndefined, timeOfBirth),
    profile_image: z.preprocess(blankToUndefined, imageRef()),
    // The place picked from the gazetteer: its id, coordinates and IANA time zone, so a chart can be drawn from the
    // profile without guessing the place from its name. Absent (or null) for a place typed before the picker, and
    // from clients that do not send them. The ranges are the schema's (named with the other fields' errors); the
    // server checks that the three come together and that the zone is one it knows, each with its own code.
    birth_place_id: z.preprocess(blankToUndefined, z.string().trim().max(PLACE_ID_MAX).nullish()),
    birth_latitude: z
      .number({ error: PROFILE_MESSAGES.latitudeInvalid })
      .min(-90, { error: PROFILE_MESSAGES.latitudeInvalid })
      .max(90, { error: PROFILE_MESSAGES.latitudeInvalid })
      .nullish(),
    birth_longitude: z
      .number({ error: PROFILE_MESSAGES.longitudeInvalid })
      .min(-180, { error: PROFILE_MESSAGES.longitudeInvalid })
      .max(180, { error: PROFILE_MESSAGES.longitudeInvalid })
      .nullish(),
    birth_time_zone: z.preprocess(blankToUndefined, z.string({ error: PROFILE_MESSAGES.timeZoneInvalid }).trim().nullish()),
  });
export const userProfileSchema = makeUserProfileSchema();
export type UserProfileFormValues = z.input<typeof userProfileSchema>;
export type UserProfileRequest = z.output<typeof userProfileSchema>;

/** GET /api/profile/{user_id} and the answer of POST /api/profile. */
export const userProfileResponseSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  date_of_birth: z.string(),
  gender: z.string(),
  place_of_birth: z.string(),
  time_of_birth: z.string(),
  profile_image: z.string(),
  /** The picked place's gazetteer id, coordinates and time zone; null for a profile whose place was typed. */
  birth_place_id: z.string().nullable(),
  birth_latitude: z.number().nullable(),
  birth_longitude: z.number().nullable(),
  birth_time_zone: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

export const saveProfileResponseSchema = userProfileResponseSchema.extend({ message: z.string() });
