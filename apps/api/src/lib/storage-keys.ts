// The names files are stored under: checked before any driver builds a path or an object key from them.

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Public names are content hashes or fixed seed names: a stored file never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** A public file name: one path segment, so a name can never climb out of the public area. */
const PUBLIC_NAME = /^[a-z0-9][a-z0-9._-]*$/i;
/** A private key: public-name segments joined by "/" (no "..", no leading or doubled "/"). */
const PRIVATE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export const isPublicName = (name: string) => PUBLIC_NAME.test(name) && name.length <= 200;

export function assertPublicName(name: string): void {
  if (!isPublicName(name)) throw new Error(`unsafe file name: ${name}`);
}

export function assertPrivateKey(key: string): void {
  if (!PRIVATE_KEY.test(key) || key.length > 500) throw new Error(`unsafe private key: ${key}`);
}
