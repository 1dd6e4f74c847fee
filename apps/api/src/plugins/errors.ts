// One error handler: every 4xx body is {message, errors}; a 5xx hides its cause and logs it with the request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

export interface ErrorBody {
  message: string;
  errors: Record<string, string>;
  code?: string;
}

function validationBody(error: { validation: { instancePath: string; message?: string }[] }, context?: string) {
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  const first = Object.values(errors)[0] ?? 'Invalid request';
  return { message: first, errors } satisfies ErrorBody;
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...error.details, message: error.message, errors: error.errors ?? {}, ...(error.code ? { code: error.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext;
      return reply.status(400).send(validationBody(error, context));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The file or request is too large.'
          : status === 415
            ? 'Unsupported content type.'
            : status === 429
              ? 'Too many requests. Please try again later.'
              : (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
                  (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The request body is not valid JSON.'
                : error.message;
      return reply.status(status).send({ message, errors: {} });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong. Please try again.', errors: {}, request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, errors: {} });
  });
});
