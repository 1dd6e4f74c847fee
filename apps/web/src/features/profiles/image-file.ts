// The form-side rule for a profile picture: a chosen image file (the server checks its bytes again).
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { z } from 'zod';
import { imageFileProblem } from '../../lib/form.ts';

/** The same rule as every other image picker (lib/form.ts), so a file is refused alike everywhere. */
export const imageFileField = (required: string = PROFILE_MESSAGES.imageRequired) =>
  z
    .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { error: required })
    .superRefine((file, ctx) => {
      const problem = imageFileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
