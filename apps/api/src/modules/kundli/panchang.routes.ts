// The daily panchang: GET /api/panchang?date=&place_id=, for anyone, kept by shared caches until the day is over.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { panchangQuery, panchangResponse } from '@app/contracts/panchang';
import type { AppContext } from '../../app-context.ts';
import { panchangDay } from './panchang.service.ts';

/** A day costs about 4 ms when it is not in memory: enough for a person stepping through days and places, not for bulk. */
export const PANCHANG_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const panchangModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/panchang',
    {
      config: { roles: 'public', rateLimit: PANCHANG_RATE_LIMIT },
      schema: {
        tags: ['kundli'],
        summary: "A day's panchang at a place (today at New Delhi by default)",
        querystring: panchangQuery,
        response: { 200: panchangResponse },
      },
    },
    async (request, reply) => {
      const { panchang, maxAgeSeconds } = panchangDay(request.query, ctx.now());
      // Today's answer holds until the place's midnight, when "today" becomes another date; a named date's never changes.
      return reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).send(panchang);
    },
  );
};

export default panchangModule;
