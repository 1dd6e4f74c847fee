// Uncaught errors the web app reports (POST /api/client-errors): the body's schema (its path and limits: client-error-limits.ts).
// The server strips personal data before logging (docs/decisions/observability.md); the browser sends no query string.
import './zod-setup.ts';
import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-error-limits.ts';

export const CLIENT_ERROR_KINDS = ['error', 'rejection'] as const;

export const clientErrorBody = z.object({
  /** An uncaught error (window `error`) or a promise rejection nobody handled (`unhandledrejection`). */
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page's path (location.pathname): no query string, no fragment. */
  path: z.string().max(CLIENT_ERROR_LIMITS.path).startsWith('/'),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
