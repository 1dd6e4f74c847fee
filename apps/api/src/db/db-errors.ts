// Recognises PostgreSQL constraint errors through drizzle's wrapper, so a lost race becomes a clear 409 instead of a 500.

/** The SQLSTATE of an error from pg or PGlite, possibly wrapped by drizzle (DrizzleQueryError.cause). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint named by the error, when the driver reports it. */
export function constraintName(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** Deadlock victim, serialization failure: PostgreSQL rolled the whole transaction back, so it can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs `work` (one transaction, or a few tried in turn) up to `attempts` times while PostgreSQL answers a retryable conflict. */
export async function retryConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}
