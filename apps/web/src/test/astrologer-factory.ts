// An astrologer as the directory answers it, for component tests: Sunita Trivedi, offline, unreviewed, unless the
// test says otherwise.
import type { DirectoryAstrologer } from '@app/contracts/consultations';

export const directoryAstrologer = (fields: Partial<DirectoryAstrologer> = {}): DirectoryAstrologer => ({
  astro_id: 7,
  name: 'Sunita Trivedi',
  profile_image: '',
  type: 'Tarot',
  language_known: 'Hindi, English',
  expertise: 'Career',
  experience: 9,
  charge: 25,
  rating: null,
  reviews_count: 0,
  status: 'offline',
  call_status: 'offline',
  video_charge: null,
  ...fields,
});

/** One of the astrologers online now: a reviewed Vedic astrologer, `Astrologer <id>`, taking chats. */
export const onlineAstrologer = (id: number, fields: Partial<DirectoryAstrologer> = {}): DirectoryAstrologer =>
  directoryAstrologer({
    astro_id: id,
    name: `Astrologer ${id}`,
    type: 'Vedic',
    experience: 10,
    rating: 4.5,
    reviews_count: 12,
    status: 'online',
    ...fields,
  });
