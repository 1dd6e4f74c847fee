// Booked consultations' routes: a user books a free slot with a wallet hold and lists their bookings; the console
// lists the upcoming ones; either side cancels, joins, or downloads it as a calendar file. The rules are in
// bookings.service.ts and booking-join.ts.
import {
  booking,
  bookingBody,
  cancelBookingBody,
  consoleBookingsResponse,
  joinBookingResponse,
  myBookingsResponse,
} from '@app/contracts/bookings';
import { idParam } from '@app/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { calendarFor } from './booking-calendar.ts';
import { join } from './booking-join.ts';
import * as service from './bookings.service.ts';

const tags = ['booked consultations'];
const security = [{ accessToken: [] }];

const bookingsModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/api/bookings',
    {
      config: { roles: ['user'] as const },
      schema: {
        tags,
        security,
        summary: "Books one of the astrologer's free slots, holding price x length from the wallet",
        body: bookingBody,
        response: { 201: booking },
      },
    },
    async (request, reply) => reply.status(201).send(await service.book(ctx, currentUser(request), request.body)),
  );
  app.get(
    '/api/bookings',
    {
      config: { roles: ['user'] as const },
      schema: { tags, security, summary: "The user's bookings: upcoming first (soonest first), then the rest", response: { 200: myBookingsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.myBookings(ctx, currentUser(request));
    },
  );
  app.get(
    '/api/console/bookings',
    {
      config: { roles: ['astro'] as const },
      schema: {
        tags,
        security,
        summary: "The astrologer's upcoming bookings, soonest first, and how many they have cancelled",
        response: { 200: consoleBookingsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.consoleBookings(ctx, currentUser(request));
    },
  );
  app.post(
    '/api/bookings/:id/cancel',
    {
      config: { roles: ['user', 'astro'] as const },
      schema: {
        tags,
        security,
        summary: 'Cancels a booking: by the user, all of the hold back 24 h or more before the start, else half; by the astrologer, all of it',
        params: idParam('id', 'booking id must be a positive whole number'),
        body: cancelBookingBody,
        response: { 200: booking },
      },
    },
    async (request) => service.cancel(ctx, currentUser(request), request.params.id, request.body?.reason || null),
  );
  app.post(
    '/api/bookings/:id/join',
    {
      config: { roles: ['user', 'astro'] as const },
      schema: {
        tags,
        security,
        summary:
          'Joins a booked consultation from a few minutes before its start; when both sides have joined the hold goes back to the wallet and the session starts (its id answered, also to a rejoin)',
        params: idParam('id', 'booking id must be a positive whole number'),
        response: { 200: joinBookingResponse },
      },
    },
    async (request) => join(ctx, currentUser(request), request.params.id),
  );
  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      config: { roles: ['user', 'astro'] as const },
      schema: {
        tags,
        security,
        summary: "The booking as an iCalendar (.ics) file for the booking's user or astrologer",
        params: idParam('id', 'booking id must be a positive whole number'),
      },
    },
    async (request, reply) => {
      const file = await calendarFor(ctx.db, currentUser(request), request.params.id, requestLocale(request), ctx.config, ctx.now());
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};

export default bookingsModule;
