import { IMAGE_UPLOAD_MESSAGES, UPLOAD_MAX_BYTES } from '@app/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { imageFileField } from './image-file.ts';

const problem = (value: unknown) => imageFileField('Required').safeParse(value).error?.issues[0]?.message ?? null;

describe('imageFileField', () => {
  it('asks for a file, then for an image no larger than the upload limit', () => {
    expect(problem(undefined)).toBe('Required');
    expect(problem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(problem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
    // No type from the browser: not shown to be an image, refused as the other image pickers refuse it.
    expect(problem(new File(['x'], 'a'))).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'b.png', { type: 'image/png' });
    expect(problem(big)).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
  });
});
