// Consultation routes: the astrologer's console (availability, summary, requests), and sessions from the request to
// the end. The clock that bills them is the app's (plugins/minute-clock.ts).
import {
  availabilityBody,
  availabilityResponse,
  consoleSummary,
  consultation,
  consultationsQuery,
  consultationsResponse,
  consultationQuote,
  firstSessionOffer,
  iceServersResponse,
  quoteQuery,
  requestConsultationBody,
  requestDetails,
} from '@app/contracts/consultations';
import { idParam } from '@app/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import * as calls from './calls.service.ts';
import * as consoleService from './console.service.ts';
import * as service from './consultations.service.ts';

const config = { roles: ANY_ACCOUNT };
const tags = ['consultations'];
const security = [{ accessToken: [] }];
const params = idParam('id', 'consultation id must be a positive whole number');
const ACTIONS = ['accept', 'decline', 'cancel', 'end'] as const;

const consultationsModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  ctx.metrics.watchLiveConsultations(() => service.countLive(ctx));
  app.put(
    '/api/consult/availability',
    { config, schema: { tags, security, body: availabilityBody, response: { 200: availabilityResponse } } },
    async (request) => consoleService.setAvailability(ctx, currentUser(request), request.body),
  );
  app.get(
    '/api/consult/console',
    { config, schema: { tags, security, response: { 200: consoleSummary } } },
    async (request) => consoleService.consoleSummary(ctx, currentUser(request)),
  );
  app.get(
    '/api/consult/requests',
    { config, schema: { tags, security, response: { 200: z.array(requestDetails) } } },
    async (request) => consoleService.openRequests(ctx, currentUser(request)),
  );

  app.get(
    '/api/consultations/first-session',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: "The minutes free to the caller's next consultation: a person's first session is partly on the house",
        response: { 200: firstSessionOffer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { free_minutes: await service.firstSessionFreeMinutes(ctx, request.user ?? null) };
    },
  );
  app.get(
    '/api/consultations/quote',
    { config, schema: { tags, security, querystring: quoteQuery, response: { 200: consultationQuote } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.quote(ctx, currentUser(request), request.query.astro_id, request.query.type);
    },
  );
  app.post(
    '/api/consultations',
    { config, schema: { tags, security, body: requestConsultationBody, response: { 201: consultation } } },
    async (request, reply) => {
      const { astro_id, type, match_id } = request.body;
      const created = await service.requestConsultation(ctx, currentUser(request), astro_id, type, match_id ?? null);
      return reply.status(201).send(created);
    },
  );
  for (const action of ACTIONS) {
    app.post(
      `/api/consultations/:id/${action}`,
      { config, schema: { tags, security, params, response: { 200: consultation } } },
      async (request) => service.act(ctx, currentUser(request), request.params.id, action),
    );
  }
  app.get(
    '/api/consultations/:id',
    { config, schema: { tags, security, params, response: { 200: consultation } } },
    async (request) => service.getConsultation(ctx, currentUser(request), request.params.id),
  );
  app.get(
    '/api/consultations/:id/ice-servers',
    { config, schema: { tags, security, params, response: { 200: iceServersResponse } } },
    async (request, reply) => {
      // TURN credentials are the caller's own: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      return calls.iceServers(ctx, currentUser(request), request.params.id);
    },
  );
  app.get(
    '/api/consultations',
    { config, schema: { tags, security, querystring: consultationsQuery, response: { 200: consultationsResponse } } },
    async (request) => service.listConsultations(ctx, currentUser(request), request.query.page, request.query.limit),
  );
};

export default consultationsModule;
