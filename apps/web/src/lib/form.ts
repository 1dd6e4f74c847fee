// Glue between the shared zod schemas and react-hook-form, plus the server-or-fallback message rule of section 8.
import { IMAGE_UPLOAD_MESSAGES, UPLOAD_MAX_BYTES } from '@app/contracts/uploads';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api.ts';

/**
 * The forms keep every input as text (what the inputs give); the contracts' lenient schemas
 * coerce it, so the form validates with exactly the rules and messages the server applies.
 */
export function textFormResolver<Values extends FieldValues, Out>(schema: z.ZodType<Out>): Resolver<Values, unknown, Out> {
  return zodResolver(schema as unknown as z.ZodType<Out, Values>) as unknown as Resolver<Values, unknown, Out>;
}

/** The server's own message for a refused request (4xx), else the spec's fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

/**
 * A reason to refuse the chosen file before uploading it, or null. A file the browser gives no type
 * is refused too: the spec asks for an image, and nothing here shows that it is one.
 */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_UPLOAD_MESSAGES.notAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return null;
}
