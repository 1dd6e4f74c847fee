// Global input rules below the schemas: an empty JSON body is {}, and text holding U+0000 is refused as bad input.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character.';

/** The dotted path of the first string (or key) holding U+0000, or null when there is none. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Deeper than any input the API reads; the body size limit has already bounded the work.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNulCharacter(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const nulError = (field: string) => badRequest('validation', NUL_MESSAGE, { [field]: NUL_MESSAGE });

export default fp(async function inputGuard(app: FastifyInstance) {
  // The clients post action routes (logout, select-address, order) as application/json with no body:
  // that parses as {}. Any other body goes through Fastify's own parser, which still refuses
  // "__proto__" and "constructor.prototype" keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      // PostgreSQL cannot store U+0000 in text: refuse it as bad input rather than fail in SQL with a 500.
      const field = findNulCharacter(value);
      return field === null ? done(null, value) : done(nulError(field || 'body'), undefined);
    });
  });

  // The same for the query string and path parameters (%00), before any schema or handler sees them.
  app.addHook('preValidation', (request, _reply, done) => {
    const inQuery = findNulCharacter(request.query);
    if (inQuery !== null) return done(nulError(inQuery || 'query'));
    const inParams = findNulCharacter(request.params);
    if (inParams !== null) return done(nulError(inParams || 'params'));
    done();
  });
});
