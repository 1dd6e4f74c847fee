// Consultation messages: send (JSON text or a multipart voice note), read the history, and fetch a voice note.
import { idParam } from '@app/contracts/common';
import { consultationMessage, messagesQuery, messagesResponse, sendMessageBody } from '@app/contracts/consultations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/errors.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import * as service from './messages.service.ts';
import { readVoiceUpload } from './messages.voice.ts';

const config = { roles: ANY_ACCOUNT };
const tags = ['consultations'];
const security = [{ accessToken: [] }];
const params = idParam('id', 'consultation id must be a positive whole number');
const voiceParams = params.extend(idParam('message_id', 'message id must be a positive whole number').shape);

/** The JSON body checked by the contract's schema, with the first problem as the message (as schema errors read). */
function parseTextBody(body: unknown) {
  const parsed = sendMessageBody.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw badRequest('validation', Object.values(errors)[0]!, errors);
}

const messagesModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/consultations/:id/messages',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Send a text message (JSON {text, client_id}) or a voice note (multipart: voice, client_id, duration_ms)',
        params,
        response: { 200: consultationMessage, 201: consultationMessage },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      let body: service.MessageBody;
      if (request.isMultipart()) {
        const voice = await readVoiceUpload(request);
        body = {
          kind: 'voice',
          bytes: voice.bytes,
          mime: voice.container.mime,
          extension: voice.container.extension,
          durationMs: voice.durationMs,
          clientId: voice.clientId,
        };
      } else {
        const { text, client_id } = parseTextBody(request.body);
        body = { kind: 'text', text, clientId: client_id };
      }
      const { message, created } = await service.sendMessage(ctx, caller, request.params.id, body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/api/consultations/:id/messages',
    { config, schema: { tags, security, params, querystring: messagesQuery, response: { 200: messagesResponse } } },
    async (request) => service.listMessages(ctx, currentUser(request), request.params.id, request.query.after, request.query.limit),
  );

  app.get(
    '/api/consultations/:id/messages/:message_id/voice',
    { config, schema: { tags, security, params: voiceParams, response: { 200: z.any() } } },
    async (request, reply) => {
      const { file, mime } = await service.readVoice(ctx, currentUser(request), request.params.id, request.params.message_id);
      reply.header('content-type', mime);
      reply.header('content-length', file.contentLength);
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(file.body);
    },
  );
};

export default messagesModule;
