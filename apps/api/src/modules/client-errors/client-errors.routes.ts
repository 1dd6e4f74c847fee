// POST /api/client-errors: the web app's uncaught errors and unhandled rejections, logged (never stored) without
// personal data; answered 204 whatever was said, so a page never waits on or retries its own error report.
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH } from '@app/contracts/client-error-limits';
import { clientErrorBody } from '@app/contracts/client-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { logClientError } from './client-errors.service.ts';

/** Per address: a broken page sends a handful (CLIENT_ERROR_LIMITS.perPage), a flood is refused. */
export const CLIENT_ERRORS_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const clientErrors: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      config: { roles: 'public', rateLimit: CLIENT_ERRORS_RATE_LIMIT },
      schema: { tags: ['client-errors'], summary: "Report an uncaught error of the web app (logged, not stored)", body: clientErrorBody },
    },
    async (request, reply) => {
      // The request's own logger: the line carries its reqId, which the answer's x-request-id repeats.
      logClientError(request.log, request.body, request.headers['user-agent']);
      ctx.metrics.clientError();
      return reply.status(204).send();
    },
  );
};

export default clientErrors;
