// Uploaded images: recognised by their bytes, re-encoded to WebP without metadata, named by their content.
import { createHash } from 'node:crypto';
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import { badRequest } from './errors.ts';

const IMAGE_NOT_AN_IMAGE = IMAGE_UPLOAD_MESSAGES.notAnImage;
export const IMAGE_MAX_SIDE = 1200;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);
// Refuse decompression bombs: a small file that expands to a huge bitmap (about 8000 x 6000 at most).
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  bytes: Buffer;
  /** sha-256 of the re-encoded bytes, so the same picture is stored once and cached forever. */
  name: string;
  width: number;
  height: number;
}

/**
 * Re-encodes an upload to WebP (long side at most `maxSide`, orientation applied, EXIF/ICC/XMP dropped).
 * Anything that is not a whole PNG, JPEG, GIF or WebP by its bytes is a 400 with the spec's message;
 * the extension and the declared content type are ignored.
 */
export async function processImage(input: Buffer, maxSide = IMAGE_MAX_SIDE): Promise<ProcessedImage> {
  // Loaded on first use: sharp costs about 140 ms and 25 MB at start, and most runs never see an upload.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw badRequest('not_an_image', IMAGE_NOT_AN_IMAGE, { image: IMAGE_NOT_AN_IMAGE });
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('not_an_image', IMAGE_NOT_AN_IMAGE, { image: IMAGE_NOT_AN_IMAGE });
  try {
    // failOn 'error': a truncated or corrupt image is refused rather than stored half-grey.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return { bytes: data, name: `${hash}.webp`, width: info.width, height: info.height };
  } catch {
    throw badRequest('not_an_image', IMAGE_NOT_AN_IMAGE, { image: IMAGE_NOT_AN_IMAGE });
  }
}

/** The answer's image reference: absolute when PUBLIC_URL is set, else the /uploads/... path. */
export function publicImageUrl(path: string, publicUrl: string | undefined): string {
  return publicUrl ? new URL(path, publicUrl).toString() : path;
}
