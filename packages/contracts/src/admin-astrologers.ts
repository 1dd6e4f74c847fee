// Admin astrologer administration: the profile form (also each bulk row), approval, wallet settlement and the list's rows.
import { z } from 'zod';
import { blankToUndefined, idLike, idParam } from './common.ts';
import { ASTROLOGER_PROFILE_MESSAGES } from './astrologer-profile.ts';
import { GENDERS, PROFILE_MESSAGES } from './profiles.ts';
import { IMAGE_UPLOAD_MESSAGES } from './uploads.ts';
import { hasDecimals, imageReference, lenientInt, lenientNumber, requiredText, roundTo, TEXT_TOO_LONG, wholeNumber } from './admin-fields.ts';

/** The five types the admin form offers (the astrologer's own form offers sixteen). */
export const ADMIN_ASTROLOGER_TYPES = ['Vedic', 'Western', 'Numerology', 'Tarot', 'Palmistry'] as const;

const P = ASTROLOGER_PROFILE_MESSAGES;
export const ASTROLOGER_FORM_MESSAGES = {
  name: 'Name must be at least 3 characters',
  profileImage: PROFILE_MESSAGES.imageRequired,
  profileImageType: IMAGE_UPLOAD_MESSAGES.notAnImage,
  aboutRequired: P.aboutRequired,
  about: P.aboutMin,
  experience: 'Experience must be a positive number',
  experienceMax: P.experience,
  rating: P.rating,
  languages: P.languagesRequired,
  type: P.typeRequired,
  typeInvalid: `Astrologer type must be one of: ${ADMIN_ASTROLOGER_TYPES.join(', ')}`,
  expertise: P.expertiseRequired,
  charge: P.charge,
  chargeDecimals: P.chargeDecimals,
  dobRequired: P.dobRequired,
  dobPast: P.dobPast,
  gender: 'Please select a gender: Male, Female or Others',
  userId: 'User ID is required - please create user account first',
  astroId: 'Astrologer id is required',
  commissionRequired: 'Please enter commission',
  commission: 'Commission must be between 0 and 100',
  commissionDecimals: 'Commission can have at most 2 decimals',
  quality: 'Quality must be a whole number of 0 or more',
  tooLong: TEXT_TOO_LONG,
  userNotFound: 'User not found. Please create the user account first.',
  userNotAstro: 'This user account is not an astrologer account.',
  profileExists: 'This user already has an astrologer profile.',
  astrologerNotFound: 'Astrologer not found',
  walletNotSettled: 'This astrologer still has money in the wallet. Update the wallet before deleting.',
  nothingToSettle: 'Nothing to settle',
} as const;
const M = ASTROLOGER_FORM_MESSAGES;

export const confirmWalletUpdate = (tokenNo: string | number) =>
  `Are you sure you want to update the wallet for Token No: ${tokenNo}?`;

export const astroIdParam = idParam('astro_id', 'Astrologer id must be a positive whole number');
/** An astrologer id in a body or query. */
export const astroIdField = z.preprocess(blankToUndefined, idLike(M.astroId));

export const commissionField = lenientNumber(M.commissionRequired, M.commission)
  .refine((v) => v >= 0 && v <= 100, { error: M.commission })
  .refine((v) => hasDecimals(v, 2), { error: M.commissionDecimals });

/** "Vedic, Tarot" or ["Vedic","Tarot"] → "Vedic, Tarot" (matched case-insensitively, duplicates dropped). */
export const astrologerTypes = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : blankToUndefined(v)),
  z
    .string({ error: M.type })
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0, { error: M.type })
    .transform((parts, ctx) => {
      const out: string[] = [];
      for (const p of parts) {
        const match = ADMIN_ASTROLOGER_TYPES.find((t) => t.toLowerCase() === p.toLowerCase());
        if (!match) {
          ctx.addIssue({ code: 'custom', message: M.typeInvalid });
          return z.NEVER;
        }
        if (!out.includes(match)) out.push(match);
      }
      return out.join(', ');
    }),
);

const isPastDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getTime() < Date.now() && s >= '1900-01-01';
};

/** Fields shared by the admin form and a bulk row. */
export const astrologerProfileFields = {
  name: requiredText(M.name, 100).refine((v) => v.length >= 3, { error: M.name }),
  about: requiredText(M.aboutRequired, 5000).refine((v) => v.length >= 20, { error: M.about }),
  experience: lenientInt(M.experience)
    .refine((v) => v >= 0, { error: M.experience })
    .refine((v) => v <= 100, { error: M.experienceMax }),
  rating: lenientNumber(M.rating)
    .refine((v) => v >= 0 && v <= 5, { error: M.rating })
    .transform((v) => roundTo(v, 1)),
  language_known: requiredText(M.languages, 200),
  type: astrologerTypes,
  expertise: requiredText(M.expertise, 400),
  charge: lenientNumber(M.charge)
    .refine((v) => v >= 0 && v <= 1_000_000, { error: M.charge })
    .refine((v) => hasDecimals(v, 2), { error: M.chargeDecimals }),
  dob: z.preprocess(
    (v) =>
      v instanceof Date
        ? v.toISOString().slice(0, 10)
        : typeof v === 'string'
          ? blankToUndefined(v.trim().slice(0, 10))
          : blankToUndefined(v),
    z
      .string({ error: M.dobRequired })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dobRequired })
      .refine(isPastDate, { error: M.dobPast }),
  ),
  gender: z.preprocess(
    (v) => (typeof v === 'string' ? (GENDERS.find((g) => g.toLowerCase() === v.trim().toLowerCase()) ?? v) : v),
    z.enum(GENDERS, { error: M.gender }),
  ),
  quality: z.preprocess(blankToUndefined, wholeNumber(M.quality).optional()),
  commission: commissionField,
};

/** The profile photo: required on the form, optional on a bulk row. */
export const profileImageField = imageReference(M.profileImage, M.profileImageType);

/** POST /admin/astrologer. */
export const adminAstrologerSchema = z.object({
  user_id: z.preprocess(blankToUndefined, idLike(M.userId)),
  profile_image: profileImageField,
  ...astrologerProfileFields,
});
export type AdminAstrologerRequest = z.output<typeof adminAstrologerSchema>;
export type AdminAstrologerForm = z.input<typeof adminAstrologerSchema>;
export const createAstrologerResponseSchema = z.object({ message: z.string(), token_no: z.string() });

export const verifyAstrologerSchema = z.object({ astro_id: astroIdField, commission: commissionField });
export type VerifyAstrologerRequest = z.output<typeof verifyAstrologerSchema>;

export const settleWalletSchema = z.object({
  astrologer_id: z.preprocess(blankToUndefined, idLike(M.astroId)),
});
export const settleWalletResponseSchema = z.object({
  message: z.string(),
  payable_amount: z.number(),
  platform_amount: z.number(),
});

export const adminAstrologerRowSchema = z.object({
  id: z.number().int(),
  astro_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  token_no: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Rupees per minute. */
  charge: z.number(),
  rating: z.number(),
  experience: z.number().int(),
  language_known: z.string(),
  skills: z.string().nullable(),
  expertise: z.string(),
  type: z.string(),
  about: z.string(),
  gender: z.string(),
  dob: z.string(),
  profile_image: z.string(),
  /** Rupees. */
  wallet: z.number(),
  /** Percent, 2 decimals. */
  commission: z.number(),
  is_verified: z.boolean(),
  /** Rupees the astrologer would receive if the wallet were settled now. */
  payable_amount: z.number(),
});
export type AdminAstrologerRow = z.infer<typeof adminAstrologerRowSchema>;
