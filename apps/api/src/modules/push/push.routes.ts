// Web Push routes: the server's public VAPID key, and a signed-in browser subscribing or unsubscribing.
import { PUSH_MESSAGES, pushKeyResponse, pushSubscriptionBody, pushUnsubscribeBody } from '@app/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import * as repo from './push.repository.ts';

const tags = ['notifications'];
const security = [{ accessToken: [] }];
export const PUSH_OFF = 'Notifications are not available on this server.';

const pushModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/push/key',
    { config: { roles: 'public' }, schema: { tags, response: { 200: pushKeyResponse } } },
    async () => {
      if (!ctx.push.publicKey) throw notFound(PUSH_OFF);
      return { public_key: ctx.push.publicKey };
    },
  );
  app.post(
    '/api/push/subscriptions',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, security, body: pushSubscriptionBody } },
    async (request, reply) => {
      if (!ctx.push.publicKey) throw notFound(PUSH_OFF);
      const caller = currentUser(request);
      const { endpoint, keys } = request.body;
      // Real push services are HTTPS; plain HTTP on this machine is for a stand-in, never in production.
      if (ctx.config.NODE_ENV === 'production' && !endpoint.startsWith('https:')) throw badRequest(PUSH_MESSAGES.subscriptionInvalid);
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
