// Reports the page's uncaught errors and unhandled rejections to the API (POST /api/client-errors). Loaded only when
// the first one happens (main.tsx installs the listeners), so it costs the first paint nothing: each distinct error
// once, at most CLIENT_ERROR_LIMITS.perPage a page load, the page's path without its query string, no token.
import { CLIENT_ERROR_LIMITS as LIMITS, CLIENT_ERRORS_PATH } from '@app/contracts/client-error-limits';
import type { ClientErrorBody } from '@app/contracts/client-errors';

const sent = new Set<string>();

/** What an `error` or `unhandledrejection` event says happened. */
function describe(event: Event): Omit<ClientErrorBody, 'path'> {
  const rejection = event.type === 'unhandledrejection';
  const cause: unknown = rejection ? (event as PromiseRejectionEvent).reason : ((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const error = cause instanceof Error ? cause : null;
  const message = error ? `${error.name}: ${error.message}` : String(cause);
  return {
    kind: rejection ? 'rejection' : 'error',
    message: message.slice(0, LIMITS.message),
    ...(error?.stack && { stack: error.stack.slice(0, LIMITS.stack) }),
  };
}

/**
 * Sends the event's error unless it was sent already or the page has sent its share. Never throws nor rejects: a
 * failure here would be an unhandled rejection, reported here again.
 */
export function report(event: Event): void {
  try {
    if (sent.size >= LIMITS.perPage) return;
    const body = describe(event);
    // The same error from the same place is one report, however often it happens.
    const key = `${body.message}\n${body.stack?.split('\n', 3).join('\n') ?? ''}`;
    if (sent.has(key)) return;
    sent.add(key);
    const payload: ClientErrorBody = { ...body, path: window.location.pathname.slice(0, LIMITS.path) };
    // keepalive: a report of an error on the way out of the page still arrives.
    fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // An error that cannot even be described (a rejection with an object that has no string form) goes unreported.
  }
}
