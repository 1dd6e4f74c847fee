// The profile forms reword a missing file by the refusal's code (no_file), not by the server's wording.
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../lib/api.ts';
import { uploadImage } from './upload-image.ts';

const refuse = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status: 400 })),
  );
const refusal = () =>
  uploadImage(new File(['x'], 'a.png', { type: 'image/png' })).then(
    () => null,
    (e: unknown) => e as ApiError,
  );

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage for the profile forms', () => {
  it("rewords the no_file refusal in the form's words", async () => {
    refuse({
      message: IMAGE_UPLOAD_MESSAGES.noFile,
      errors: { image: IMAGE_UPLOAD_MESSAGES.noFile },
      code: 'no_file',
    });
    const error = await refusal();
    expect(error?.message).toBe(PROFILE_MESSAGES.noFileUploaded);
    expect(error?.code).toBe('no_file');
  });

  it('passes any other refusal on as the server worded it', async () => {
    refuse({
      message: IMAGE_UPLOAD_MESSAGES.notAnImage,
      errors: { image: IMAGE_UPLOAD_MESSAGES.notAnImage },
      code: 'not_an_image',
    });
    expect((await refusal())?.message).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
  });
});
