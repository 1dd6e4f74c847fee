// Booked consultations' routes: the console's hours (read and replace) and an astrologer's free slots (public). The
// rules are in hours.service.ts.
import { idParam } from '@app/contracts/common';
import { hoursBody, hoursResponse, slotsQuery, slotsResponse, type BookingLength } from '@app/contracts/hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './hours.service.ts';

const astrologers = { roles: ['astro'] as const };
const tags = ['booked consultations'];
const security = [{ accessToken: [] }];

const hoursModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/console/hours',
    {
      config: astrologers,
      schema: { tags, security, summary: "The astrologer's weekly hours, exceptions (from today, India) and booking prices", response: { 200: hoursResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.myHours(ctx, currentUser(request));
    },
  );
  app.put(
    '/api/console/hours',
    {
      config: astrologers,
      schema: {
        tags,
        security,
        summary: "Replaces the astrologer's weekly hours, exceptions and booking prices (India time) as one set",
        body: hoursBody,
        response: { 200: hoursResponse },
      },
    },
    async (request) => service.saveHours(ctx, currentUser(request), request.body),
  );
  app.get(
    '/api/astrologers/:id/slots',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: "The astrologer's free slots over the next 14 days (UTC instants by India date) and the booked kinds' prices",
        params: idParam('id', 'astrologer id must be a positive whole number'),
        querystring: slotsQuery,
        response: { 200: slotsResponse },
      },
    },
    async (request, reply) => {
      // The slots move with the clock and with the hours: asked again each time, kept by no shared cache.
      reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
      return service.slotsOf(ctx, request.user ?? null, request.params.id, request.query.length as BookingLength);
    },
  );
};

export default hoursModule;
