// Random tokens and their one-way hashes: what is stored can never be replayed.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A six-digit code from the CSPRNG. */
export const generateCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const hmacHex = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time comparison of two hex or text digests. */
export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
