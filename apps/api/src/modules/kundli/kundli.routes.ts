// The kundli: place search, drawing a chart, the user's saved chart and its PDF, and a user's chart for their astrologer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, messageBody } from '@app/contracts/common';
import {
  kundli,
  kundliRequest,
  participantKundliResponse,
  placeQuery,
  placesResponse,
  saveKundliResponse,
  savedKundliResponse,
} from '@app/contracts/kundli';
import { kundliMatchRequest, kundliMatchResponse } from '@app/contracts/kundli-match';
import { saveMatchResponse, savedMatchResponse, savedMatchesResponse } from '@app/contracts/kundli-matches';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as matching from './kundli-match.service.ts';
import * as savedMatches from './kundli-matches.service.ts';
import * as service from './kundli.service.ts';

const tags = ['kundli'];
const security = [{ accessToken: [] }];
const OWN = { roles: ['user'] } as const;
/** The gazetteer ships with the release, so an answer holds for a day. */
const STATIC = 'public, max-age=86400';
/** Birth details are personal: never kept by a shared cache or the browser's. */
const PRIVATE = 'private, no-store';
/**
 * Per address: a chart costs tens of milliseconds of CPU, so a person trying a few times and places is never stopped,
 * while a script drawing charts in bulk cannot take the server's processors.
 */
export const KUNDLI_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** A PDF costs a chart and a render (a tenth of a second or more); nobody needs more than a few a minute. */
const PDF_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const kundliModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/places',
    {
      config: { roles: 'public' },
      schema: { tags, summary: 'Places of birth matching the typed text, best first', querystring: placeQuery, response: { 200: placesResponse } },
    },
    async (request, reply) => reply.header('cache-control', STATIC).send(service.findPlaces(request.query.q)),
  );

  app.post(
    '/api/kundli',
    {
      config: { roles: 'public', rateLimit: KUNDLI_RATE_LIMIT },
      schema: { tags, summary: 'Draw the kundli for a date, time and place of birth', body: kundliRequest, response: { 200: kundli } },
    },
    async (request, reply) => reply.header('cache-control', PRIVATE).send(service.drawRequested(request.body)),
  );

  app.post(
    '/api/kundli/match',
    {
      config: { roles: 'public', rateLimit: KUNDLI_RATE_LIMIT },
      schema: {
        tags,
        summary: "Match two people's kundlis (Ashtakoot guna milan and Manglik dosha) from birth details or a saved kundli",
        body: kundliMatchRequest,
        response: { 200: kundliMatchResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await matching.matchRequested(ctx.db, request.user?.id ?? null, request.body)),
  );

  const matchId = idParam('id', 'match id must be a positive whole number');
  app.post(
    '/api/kundli/matches',
    {
      config: { ...OWN, rateLimit: KUNDLI_RATE_LIMIT },
      schema: { tags, summary: 'Match two kundlis and save the match to your profile', security, body: kundliMatchRequest, response: { 200: saveMatchResponse } },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await savedMatches.saveMatch(ctx.db, currentUser(request).id, request.body)),
  );

  app.get(
    '/api/kundli/matches',
    { config: OWN, schema: { tags, summary: 'Your saved kundli matches, newest first', security, response: { 200: savedMatchesResponse } } },
    async (request, reply) => reply.header('cache-control', PRIVATE).send(await savedMatches.savedMatches(ctx.db, currentUser(request).id)),
  );

  app.get(
    '/api/kundli/matches/:id',
    { config: OWN, schema: { tags, summary: 'One of your saved kundli matches', security, params: matchId, response: { 200: savedMatchResponse } } },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await savedMatches.savedMatch(ctx.db, currentUser(request).id, request.params.id as number)),
  );

  app.delete(
    '/api/kundli/matches/:id',
    { config: OWN, schema: { tags, summary: 'Remove a saved kundli match', security, params: matchId, response: { 200: messageBody } } },
    async (request) => savedMatches.removeMatch(ctx.db, currentUser(request).id, request.params.id as number),
  );

  app.get(
    '/api/kundli/matches/:id/pdf',
    {
      config: { ...OWN, rateLimit: PDF_RATE_LIMIT },
      schema: { tags, summary: 'A saved kundli match as a PDF download', security, params: matchId },
    },
    async (request, reply) => {
      const { pdf, disposition } = await savedMatches.savedMatchPdf(
        ctx.db,
        currentUser(request).id,
        request.params.id as number,
        ctx.now(),
        requestLocale(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', PRIVATE)
        .send(pdf);
    },
  );

  app.get(
    '/api/kundli/mine',
    {
      config: OWN,
      schema: {
        tags,
        summary: "Your saved kundli (null when none), else the one your profile's birth details draw",
        security,
        response: { 200: savedKundliResponse },
      },
    },
    async (request, reply) => reply.header('cache-control', PRIVATE).send(await service.myKundli(ctx.db, currentUser(request).id)),
  );

  app.put(
    '/api/kundli/mine',
    {
      config: OWN,
      schema: { tags, summary: 'Save your kundli to your profile', security, body: kundliRequest, response: { 200: saveKundliResponse } },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.saveKundli(ctx.db, currentUser(request).id, request.body)),
  );

  app.delete(
    '/api/kundli/mine',
    { config: OWN, schema: { tags, summary: 'Remove your saved kundli', security, response: { 200: messageBody } } },
    async (request) => service.removeKundli(ctx.db, currentUser(request).id),
  );

  app.get(
    '/api/kundli/mine/pdf',
    { config: { ...OWN, rateLimit: PDF_RATE_LIMIT }, schema: { tags, summary: 'Your saved kundli as a PDF download', security } },
    async (request, reply) => {
      const { pdf, disposition } = await service.savedKundliPdf(ctx.db, currentUser(request).id, ctx.now(), requestLocale(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', PRIVATE)
        .send(pdf);
    },
  );

  app.get(
    '/api/consultations/:id/kundli',
    {
      config: { roles: ['astro', 'admin'] },
      schema: {
        tags,
        summary: "The consultation user's kundli, for its astrologer and the admin",
        security,
        params: idParam('id', 'consultation id must be a positive whole number'),
        response: { 200: participantKundliResponse },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await service.consultationKundli(ctx.db, currentUser(request), request.params.id as number)),
  );

  app.get(
    '/api/consultations/:id/match',
    {
      config: { roles: ['astro', 'admin'] },
      schema: {
        tags,
        summary: 'The kundli match the consultation user attached to the request, for its astrologer and the admin',
        security,
        params: idParam('id', 'consultation id must be a positive whole number'),
        response: { 200: savedMatchResponse },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await savedMatches.consultationMatch(ctx.db, currentUser(request), request.params.id as number)),
  );

  app.get(
    '/api/console/free-questions/:id/kundli',
    {
      config: { roles: ['astro'] },
      schema: {
        tags,
        summary: "A free question's user's kundli, for an astrologer who may take, holds or answered it",
        security,
        params: idParam('id', 'question id must be a positive whole number'),
        response: { 200: participantKundliResponse },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await service.freeQuestionKundli(ctx.db, currentUser(request), request.params.id as number)),
  );
};

export default kundliModule;
