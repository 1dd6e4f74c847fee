// Web Push routes: the server's public VAPID key, and a signed-in browser subscribing or unsubscribing.
import { ERROR_CATALOGUE, type ErrorCode } from '@app/contracts/errors';
import { PUSH_MESSAGES, pushKeyResponse, pushSubscriptionBody, pushUnsubscribeBody } from '@app/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { PushEndpointRefused, type EndpointRefusal } from '../../lib/push-endpoint.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import * as repo from './push.repository.ts';

const tags = ['notifications'];
const security = [{ accessToken: [] }];
export const PUSH_OFF = ERROR_CATALOGUE.push_off;

const REFUSALS = {
  invalid: 'push_subscription_invalid',
  ip_literal: 'push_endpoint_ip_address',
  host_not_listed: 'push_endpoint_not_listed',
  private_address: 'push_endpoint_private',
  unresolved: 'push_endpoint_unresolved',
} as const satisfies Record<EndpointRefusal, ErrorCode>;

/** A 400 naming why, when the server will not send to this endpoint (lib/push-endpoint.ts). */
async function checkEndpoint(ctx: AppContext, endpoint: string): Promise<void> {
  try {
    await ctx.push.checkEndpoint(endpoint);
  } catch (error) {
    if (error instanceof PushEndpointRefused) {
      const code = REFUSALS[error.reason];
      const message = ERROR_CATALOGUE[code];
      throw badRequest(code, message, { endpoint: message });
    }
    throw error;
  }
}

const pushModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/push/key',
    { config: { roles: 'public' }, schema: { tags, response: { 200: pushKeyResponse } } },
    async () => {
      if (!ctx.push.publicKey) throw notFound('push_off', PUSH_OFF);
      return { public_key: ctx.push.publicKey };
    },
  );
  app.post(
    '/api/push/subscriptions',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, security, body: pushSubscriptionBody } },
    async (request, reply) => {
      if (!ctx.push.publicKey) throw notFound('push_off', PUSH_OFF);
      const caller = currentUser(request);
      const { endpoint, keys } = request.body;
      // Only a push service on the internet, named by its host name (and listed, with PUSH_ENDPOINT_HOSTS).
      await checkEndpoint(ctx, endpoint);
      await repo.saveSubscription(ctx.db, { userId: caller.id, sessionId: caller.sessionId, endpoint, ...keys });
      return reply.status(201).send({ message: PUSH_MESSAGES.subscribed });
    },
  );
  app.delete(
    '/api/push/subscriptions',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, security, body: pushUnsubscribeBody } },
    async (request, reply) => {
      await repo.deleteSubscription(ctx.db, currentUser(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
};

export default pushModule;
