// The form-side rule for a profile picture: a chosen image file (the server checks its bytes again).
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { z } from 'zod';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Image must be at most 5 MB';

export const imageFileField = (required: string = PROFILE_MESSAGES.imageRequired) =>
  z
    .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { error: required })
    .refine((f) => f.type === '' || f.type.startsWith('image/'), { error: PROFILE_MESSAGES.imageInvalid })
    .refine((f) => f.size <= MAX_IMAGE_BYTES, { error: IMAGE_TOO_LARGE });
