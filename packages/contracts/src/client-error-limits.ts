// The client errors' path and limits without a schema: the browser's sender imports only these, and so loads no zod
// when the first error happens (client-errors.ts holds the body's schema).
export const CLIENT_ERRORS_PATH = '/api/client-errors';

export const CLIENT_ERROR_LIMITS = {
  /** Characters of the error's message the browser sends. */
  message: 500,
  /** Characters of the stack the browser sends (a dozen frames of a minified bundle). */
  stack: 4000,
  /** Characters of the page's path. */
  path: 300,
  /** The whole body, bytes: larger is refused (413) before it is read. */
  bodyBytes: 8 * 1024,
  /** Distinct errors one page load reports at most; a repeat of one already sent is not sent again. */
  perPage: 5,
} as const;
