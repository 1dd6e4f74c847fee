// The form-side rule for a profile picture: a chosen image file (the server checks its bytes again).
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { IMAGE_UPLOAD_MESSAGES, UPLOAD_MAX_BYTES } from '@app/contracts/uploads';
import { z } from 'zod';

export const imageFileField = (required: string = PROFILE_MESSAGES.imageRequired) =>
  z
    .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { error: required })
    .refine((f) => f.type === '' || f.type.startsWith('image/'), { error: PROFILE_MESSAGES.imageInvalid })
    .refine((f) => f.size <= UPLOAD_MAX_BYTES, { error: IMAGE_UPLOAD_MESSAGES.tooLarge });
