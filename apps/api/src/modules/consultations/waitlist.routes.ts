// The waitlist of a busy astrologer: join, read one's place, leave, take the offer; and the console's list of who
// waits. The rules are in waitlist.service.ts.
import { idParam } from '@app/contracts/common';
import { consultation } from '@app/contracts/consultations';
import { consoleWaitlistItem, joinWaitlistBody, myWaitlistResponse, waitlistEntry } from '@app/contracts/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import * as service from './waitlist.service.ts';

/** Reading one's place is for any account (an astrologer's tab simply has none); the rest is a user's or the console's. */
const config = { roles: ANY_ACCOUNT };
const users = { roles: ['user'] as const };
const astrologers = { roles: ['astro'] as const };
const tags = ['waitlist'];
const security = [{ accessToken: [] }];
const entryParams = idParam('entryId', 'entryId must be a positive whole number');

const waitlistModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/astrologers/:id/waitlist',
    {
      config: users,
      schema: {
        tags,
        security,
        summary: "Joins a busy astrologer's waitlist (one list at a time)",
        params: idParam('id', 'astrologer id must be a positive whole number'),
        body: joinWaitlistBody,
        response: { 201: waitlistEntry },
      },
    },
    async (request, reply) => reply.status(201).send(await service.joinWaitlist(ctx, currentUser(request), request.params.id, request.body.type)),
  );
  app.get(
    '/api/waitlist/mine',
    { config, schema: { tags, security, summary: "The caller's place: position, estimated wait, the offer's expiry", response: { 200: myWaitlistResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { entry: await service.myPlace(ctx, currentUser(request)) };
    },
  );
  app.delete(
    '/api/waitlist/:entryId',
    { config: users, schema: { tags, security, summary: 'Leaves the waitlist', params: entryParams } },
    async (request, reply) => {
      await service.leaveWaitlist(ctx, currentUser(request), request.params.entryId);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/waitlist/:entryId/take',
    {
      config: users,
      schema: { tags, security, summary: 'Takes the offered turn: requests the consultation', params: entryParams, response: { 201: consultation } },
    },
    async (request, reply) => reply.status(201).send(await service.takeOffer(ctx, currentUser(request), request.params.entryId)),
  );
  app.get(
    '/api/consult/waitlist',
    { config: astrologers, schema: { tags, security, summary: "The astrologer's console: who waits, in order", response: { 200: z.array(consoleWaitlistItem) } } },
    async (request) => service.consoleWaitlist(ctx, currentUser(request)),
  );
};

export default waitlistModule;
