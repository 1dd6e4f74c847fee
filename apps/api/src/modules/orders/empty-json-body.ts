// Lets a module's routes accept a JSON request with an empty body (the clients post "empty body" actions so).
import type { FastifyInstance } from 'fastify';

/** Replaces the JSON parser in this plugin's scope only: an empty body is {}, anything else must be valid JSON. */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON.'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });
}
