// Stores an uploaded image after it has been checked and re-encoded; shared by every upload route.
import { processImage, publicImageUrl } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';

/** Re-encodes the bytes, stores them under their content hash and answers the URL to give the client. */
export async function saveUploadedImage(storage: FileStorage, bytes: Buffer, publicUrl: string | undefined): Promise<string> {
  const image = await processImage(bytes);
  const path = await storage.save(image.name, image.bytes, 'image/webp');
  return publicImageUrl(path, publicUrl);
}
