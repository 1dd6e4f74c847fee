// The astrologer's own profile: POST /api/astrologer (the /astrologermain/signup form) and GET /api/astrologer/{user_id}.
import { z } from 'zod';
import { blankToUndefined, numberLike } from './common.ts';
import { lenientInt } from './admin-fields.ts';
import { LETTERS_AND_SPACES, NAME_MAX } from './auth.ts';
import { birthDate, genderField, imageRef, PROFILE_MESSAGES } from './profiles.ts';

/** The 16 types the astrologer's own form offers (the admin form offers five; see admin-astrologers.ts). */
export const ASTROLOGER_TYPES = [
  'Vedic',
  'Western',
  'Numerology',
  'Tarot',
  'Palmistry',
  'KP',
  'Lal Kitab',
  'Psychic',
  'Cartomancy',
  'Loshu grid',
  'Nadi',
  'Face Reading',
  'Horary',
  'Life Coach',
  'Vastu',
  'Psychologist',
] as const;
export type AstrologerType = (typeof ASTROLOGER_TYPES)[number];

export const ABOUT_MIN = 20;
export const ABOUT_MAX = 2000;
export const LANGUAGES_MAX = 200;
export const EXPERTISE_MAX = 400;
export const CHARGE_MAX_RUPEES = 100_000;

export const ASTROLOGER_PROFILE_MESSAGES = {
  nameRequired: PROFILE_MESSAGES.nameRequired,
  nameLetters: PROFILE_MESSAGES.nameLetters,
  nameTooLong: PROFILE_MESSAGES.nameTooLong,
  imageRequired: PROFILE_MESSAGES.imageRequired,
  aboutRequired: 'About section is required',
  aboutMin: 'About must be at least 20 characters',
  aboutTooLong: `About must be at most ${ABOUT_MAX} characters`,
  experience: 'Experience must be between 0 and 100 years',
  rating: 'Rating must be between 0 and 5',
  languagesRequired: 'Languages are required',
  languagesLetters: 'Languages should only contain letters, commas and spaces',
  languagesTooLong: `Languages must be at most ${LANGUAGES_MAX} characters`,
  typeRequired: 'Astrologer type is required',
  typeUnknown: 'Please choose astrologer types from the list',
  expertiseRequired: 'Expertise is required',
  expertiseTooLong: `Expertise must be at most ${EXPERTISE_MAX} characters`,
  charge: 'Charge must be a positive number',
  chargeDecimals: 'Charge can have at most 2 decimals',
  chargeTooHigh: `Charge must be at most ${CHARGE_MAX_RUPEES} rupees`,
  dobRequired: PROFILE_MESSAGES.dobRequired,
  dobPast: PROFILE_MESSAGES.dobPast,
  genderRequired: PROFILE_MESSAGES.genderRequired,
  created: 'Astrologer profile created successfully!',
  createFailed: 'An error occurred. Please try again.',
  updated: 'Astrologer profile updated successfully!',
  notFound: 'Astrologer profile not found',
  astroOnly: 'Only astrologer accounts can create an astrologer profile.',
} as const;
const M = ASTROLOGER_PROFILE_MESSAGES;

/** Types as a list or as "Vedic, Tarot" text; answered as the comma-and-space list the spec stores. */
export const astrologerTypesField = (allowed: readonly string[] = ASTROLOGER_TYPES) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(z.string({ error: M.typeUnknown }).max(50, { error: M.typeUnknown }), { error: M.typeRequired })
      .max(allowed.length * 2, { error: M.typeUnknown })
      .transform((list, ctx) => {
        const picked: string[] = [];
        for (const raw of list) {
          const s = raw.trim().toLowerCase();
          if (s === '') continue;
          const type = allowed.find((t) => t.toLowerCase() === s);
          if (!type) {
            ctx.addIssue({ code: 'custom', message: M.typeUnknown });
            return z.NEVER;
          }
          if (!picked.includes(type)) picked.push(type);
        }
        if (picked.length === 0) {
          ctx.addIssue({ code: 'custom', message: M.typeRequired });
          return z.NEVER;
        }
        return picked.join(', ');
      }),
  );

/** 0-5, one decimal (the form's step is 0.1). */
export const ratingField = numberLike(M.rating)
  .pipe(z.number().min(0, { error: M.rating }).max(5, { error: M.rating }))
  .transform((r) => Math.round(r * 10) / 10);

/** Rupees per minute, at most 2 decimals. */
export const chargeField = numberLike(M.charge)
  .pipe(z.number().min(0, { error: M.charge }).max(CHARGE_MAX_RUPEES, { error: M.chargeTooHigh }))
  .refine((c) => Math.abs(Math.round(c * 100) - c * 100) < 1e-6, { error: M.chargeDecimals });

export const experienceField = lenientInt(M.experience).pipe(
  z.number().min(0, { error: M.experience }).max(100, { error: M.experience }),
);

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** POST /api/astrologer, and the /astrologermain/signup form. */
export const makeAstrologerProfileSchema = (now: () => Date = () => new Date()) =>
  z.object({
    name: requiredText(M.nameRequired, M.nameTooLong, NAME_MAX).regex(LETTERS_AND_SPACES, { error: M.nameLetters }),
    profile_image: z.preprocess(blankToUndefined, imageRef(M.imageRequired)),
    about: requiredText(M.aboutRequired, M.aboutTooLong, ABOUT_MAX).min(ABOUT_MIN, { error: M.aboutMin }),
    experience: z.preprocess(blankToUndefined, experienceField),
    rating: z.preprocess(blankToUndefined, ratingField),
    language_known: requiredText(M.languagesRequired, M.languagesTooLong, LANGUAGES_MAX).regex(/^[\p{L}\p{M}, ]+$/u, {
      error: M.languagesLetters,
    }),
    type: z.preprocess(blankToUndefined, astrologerTypesField()),
    expertise: requiredText(M.expertiseRequired, M.expertiseTooLong, EXPERTISE_MAX),
    charge: z.preprocess(blankToUndefined, chargeField),
    dob: birthDate('past', now),
    gender: genderField,
  });
export const astrologerProfileSchema = makeAstrologerProfileSchema();
export type AstrologerProfileFormValues = z.input<typeof astrologerProfileSchema>;
export type AstrologerProfileRequest = z.output<typeof astrologerProfileSchema>;

/** Answer of POST /api/astrologer. */
export const saveAstrologerProfileResponseSchema = z.object({
  message: z.string(),
  token_no: z.string(),
  astro_id: z.number().int(),
  is_verified: z.boolean(),
});

/** GET /api/astrologer/{user_id}: the astrologer with money in rupees. */
export const astrologerProfileResponseSchema = z.object({
  id: z.number().int(),
  astro_id: z.number().int(),
  user_id: z.number().int(),
  token_no: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profile_image: z.string(),
  about: z.string(),
  experience: z.number(),
  rating: z.number(),
  language_known: z.string(),
  type: z.string(),
  expertise: z.string(),
  skills: z.string().nullable(),
  charge: z.number(),
  dob: z.string(),
  gender: z.string(),
  commission: z.number(),
  wallet: z.number(),
  is_verified: z.boolean(),
  createdAt: z.string(),
});
export type AstrologerProfileResponse = z.infer<typeof astrologerProfileResponseSchema>;
