// The admin astrologer form's values and rules: the shared profile schema, minus the photo (a File until submit).
import { ASTROLOGER_FORM_MESSAGES, adminAstrologerSchema, type AdminAstrologerRequest } from '@app/contracts/admin-astrologers';
import type { KeyboardEvent } from 'react';
import type { z } from 'zod';
import { imageFileProblem } from '../../../lib/form.ts';
import { messageNow } from '../../../lib/message-words.ts';

export const profileFormSchema = adminAstrologerSchema.omit({ profile_image: true });
export type ProfileRequest = z.output<typeof profileFormSchema>;
export type { AdminAstrologerRequest };

export type ProfileValues = Record<
  'name' | 'dob' | 'gender' | 'user_id' | 'about' | 'experience' | 'rating' | 'language_known' | 'type' | 'expertise' | 'charge' | 'commission',
  string
>;

export const emptyProfile = (userId: number | null): ProfileValues => ({
  name: '', dob: '', gender: '', user_id: userId === null ? '' : String(userId), about: '', experience: '', rating: '',
  language_known: '', type: '', expertise: '', charge: '', commission: '',
});

/** Why the chosen photo cannot be used, or null: required, an image, within the upload limit. */
export const photoProblem = (file: File | null): string | null =>
  file ? imageFileProblem(file) : messageNow(ASTROLOGER_FORM_MESSAGES.profileImage);

/** Number inputs accept e, E, + and -; the rating must not (section 5). */
export function blockExponentKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (['e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
}

/** Today as YYYY-MM-DD, the date input's upper bound: the date of birth must be in the past. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
