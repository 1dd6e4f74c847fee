// The one error type of the API; its kind decides the HTTP status in one place, its code (from the contracts'
// catalogue) names the refusal on the wire.
import type { ErrorCode } from '@app/contracts/errors';

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof STATUS;

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Names the refusal for clients that act on it and for translations (the body's `code`). */
  readonly code: ErrorCode;
  /** Fields the body carries beside message, errors and code, for clients that act on the code (needed_paise). */
  readonly details: Record<string, number | string | boolean> | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    options: {
      code: ErrorCode;
      errors?: Record<string, string>;
      headers?: Record<string, string>;
      details?: Record<string, number | string | boolean>;
    },
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.errors = options.errors;
    this.headers = options.headers;
    this.code = options.code;
    this.details = options.details;
  }

  get statusCode(): number {
    return STATUS[this.kind];
  }
}

export const badRequest = (code: ErrorCode, message: string, errors?: Record<string, string>) =>
  new AppError('bad_request', message, { code, ...(errors && { errors }) });
export const notFound = (code: ErrorCode, message: string) => new AppError('not_found', message, { code });
export const conflict = (code: ErrorCode, message: string, errors?: Record<string, string>) =>
  new AppError('conflict', message, { code, ...(errors && { errors }) });
export const forbidden = (code: ErrorCode, message: string) => new AppError('forbidden', message, { code });
export const unauthorized = (code: ErrorCode, message: string) => new AppError('unauthorized', message, { code });
/** The wait goes in the Retry-After header and, for clients that count it down, in the body's retry_after_seconds. */
export const tooManyRequests = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  new AppError('too_many_requests', message, {
    code,
    headers: { 'retry-after': String(retryAfterSeconds) },
    details: { retry_after_seconds: retryAfterSeconds },
  });

/** What a promise rejected with, as the Error a Fastify callback hook's `done` takes (a thrown non-Error included). */
export const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));
