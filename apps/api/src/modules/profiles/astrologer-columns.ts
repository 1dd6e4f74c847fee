// The astrologer profile fields of the wire (snake_case, rupees) as table columns (paise): one mapping for every form.
import { rupeesToPaise } from '@app/contracts/common';
import type { astrologers } from '../../db/schema/index.ts';

type Columns = typeof astrologers.$inferInsert;

/** What the astrologer's own form, the admin's form and a bulk row have in common. */
export interface AstrologerProfileFields {
  name: string;
  about: string;
  experience: number;
  rating: number;
  language_known: string;
  type: string;
  expertise: string;
  charge: number;
  dob: string;
  gender: Columns['gender'];
}

export function astrologerColumns(input: AstrologerProfileFields) {
  return {
    name: input.name,
    about: input.about,
    experience: input.experience,
    rating: input.rating,
    languageKnown: input.language_known,
    type: input.type,
    expertise: input.expertise,
    chargePaise: rupeesToPaise(input.charge),
    dob: input.dob,
    gender: input.gender,
  } satisfies Partial<Columns>;
}
