// HTTP client for the API: sends the stored token as `accessToken`, parses JSON, throws ApiError on failure.
import type { ErrorCode } from '@app/contracts/errors';
import { CONSENT_REQUIRED_CODE, markConsentRequired } from './consent-gate.ts';
import { getToken } from './storage.ts';

export type FieldErrors = Record<string, string>;

/** A failed call. status 0 means the request never got an answer (offline, DNS, aborted). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** The body's `code` (the contracts' error catalogue): what the app decides on, never the message. */
  readonly code: ErrorCode | undefined;
  /** The body's other fields that go with its code (a low_balance refusal's needed_paise, for instance). */
  readonly details: Readonly<Record<string, unknown>>;
  /** False when the answer said nothing a person can read (no message in it): screens show their own words. */
  explained = true;

  constructor(status: number, message: string, errors: FieldErrors = {}, code?: ErrorCode, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.details = details;
  }

  /** A failure whose answer carried no message (a proxy's page, an empty body): only its status is known. */
  static unexplained(status: number): ApiError {
    const error = new ApiError(status, `Request failed with status ${status}`);
    error.explained = false;
    return error;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart, untouched. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') out[key] = message;
  }
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// The browser's fetch; a server render answers the same calls in-process (entry-server.tsx).
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Replaces how requests reach the API: the server renders pages with calls into itself. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Calls the API and resolves with the parsed body; the caller states the type it expects. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** Like apiFetch, and also gives the answer's headers (a list's X-Total-Count and Link, for instance). */
export async function apiFetchWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  // A call may name its own session (the code page ending one it keeps no token for).
  if (token && !headers.accessToken) headers.accessToken = token;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const message = isRecord(parsed) && typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
    // Taken as the catalogue's: a code this build does not know simply matches none of its decisions.
    const code = isRecord(parsed) && typeof parsed.code === 'string' ? (parsed.code as ErrorCode) : undefined;
    // The account has not given its consent: the consent screen takes over, whatever page asked.
    if (response.status === 403 && code === CONSENT_REQUIRED_CODE) markConsentRequired();
    if (message === null) throw ApiError.unexplained(response.status);
    throw new ApiError(response.status, message, isRecord(parsed) ? fieldErrorsOf(parsed.errors) : {}, code, isRecord(parsed) ? parsed : {});
  }
  return { data: parsed as T, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'GET' }),
  /** A GET whose answer headers matter too. */
  getWithHeaders: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetchWithHeaders<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'DELETE' }),
};
