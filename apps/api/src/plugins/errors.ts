// One error handler: every 4xx body is {message, errors, code}; a 5xx hides its cause and logs it with the request id.
// The framework's own refusals get their codes here (docs/decisions/error-codes.md).
import { ERROR_CATALOGUE as E, type ErrorCode } from '@app/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { localizeFieldErrors, localizeMessage, requestLocale } from '../lib/i18n.ts';

export interface ErrorBody {
  message: string;
  errors: Record<string, string>;
  code: ErrorCode;
}

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** A framework 4xx (not thrown by our code): its code, and its message when the catalogue's is fixed. */
function frameworkRefusal(status: number, error: FastifyError | Error): { code: ErrorCode; message: string } {
  if (status === 413) return { code: 'payload_too_large', message: E.payload_too_large };
  if (status === 415) return { code: 'unsupported_media_type', message: E.unsupported_media_type };
  if (status === 429) return { code: 'rate_limited', message: E.rate_limited };
  if (JSON_BODY_ERRORS.has((error as FastifyError).code)) return { code: 'invalid_json', message: E.invalid_json };
  return { code: 'bad_request', message: E.bad_request(error.message) };
}

function validationBody(error: { validation: { instancePath: string; message?: string }[] }, context?: string) {
  const errors: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  const first = Object.values(errors)[0] ?? E.validation;
  return { message: first, errors, code: 'validation' } satisfies ErrorBody;
}

/**
 * A JSON answer's words in the request's language (`?lang=`, the `lang` cookie, Accept-Language): its `message` and
 * its field `errors`, refusals and confirmations alike; codes and data stay as they are.
 */
function localized(request: FastifyRequest, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { message?: unknown; errors?: unknown };
  if (typeof body.message !== 'string' && !(body.errors && typeof body.errors === 'object')) return payload;
  const locale = requestLocale(request);
  if (locale === 'en') return payload;
  const words: { message?: string; errors?: Record<string, string> } = {};
  if (typeof body.message === 'string') words.message = localizeMessage(locale, body.message);
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    words.errors = localizeFieldErrors(locale, body.errors as Record<string, string>);
  }
  return { ...body, ...words };
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...error.details, message: error.message, errors: error.errors ?? {}, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext;
      return reply.status(400).send(validationBody(error, context));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = frameworkRefusal(status, error);
      return reply.status(status).send({ message, errors: {}, code } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: E.internal_error, errors: {}, code: 'internal_error', request_id: request.id });
  });

  app.addHook('preSerialization', async (request, _reply, payload) => localized(request, payload));

  app.setNotFoundHandler((request, reply) => {
    const message = E.no_route(request.method, request.url.split('?')[0] ?? '');
    reply.status(404).send({ message, errors: {}, code: 'no_route' } satisfies ErrorBody);
  });
});
