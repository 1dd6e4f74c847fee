// /auth/*: send a one-time code, trade it for a session, check a token, and log out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  consentRequestSchema,
  consentResponseSchema,
  messageResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  submitOtpRequestSchema,
  submitOtpResponseSchema,
  verifyTokenRequestSchema,
  verifyTokenResponseSchema,
} from '@app/contracts/auth';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/i18n.ts';
import { createOtpDelivery } from '../../lib/otp-delivery.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import { giveConsent, logout, signin, submitOtp, verifyToken, type AuthDeps } from './auth.service.ts';

const tags = ['auth'];
const publicRoute = { roles: 'public' as const };

const auth: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps: AuthDeps = { ctx, delivery: createOtpDelivery(ctx.config, ctx.db, app.log), log: app.log };

  app.post(
    '/auth/signin',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Send a six-digit code to an e-mail or phone; the same answer whether or not an account has it',
        body: signinRequestSchema,
        response: { 200: signinResponseSchema },
      },
    },
    async (request) => signin(deps, request.body, request.ip, requestLocale(request)),
  );

  app.post(
    '/auth/submit-otp',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Trade a code for a session token; the first code of a new e-mail or phone makes its account (with the consent sent)",
        body: submitOtpRequestSchema,
        response: { 200: submitOtpResponseSchema },
      },
    },
    async (request) => submitOtp(ctx, request.body, requestLocale(request)),
  );

  app.post(
    '/api/account/consent',
    {
      config: { roles: ['user', 'astro'], withoutConsent: true },
      schema: {
        tags,
        summary: "Record the account's 18+ and privacy consent; until then other signed-in routes answer 403 consent_required",
        security: [{ accessToken: [] }],
        body: consentRequestSchema,
        response: { 200: consentResponseSchema },
      },
    },
    async (request) => giveConsent(ctx, currentUser(request).id),
  );

  app.post(
    '/auth/verify-token',
    {
      config: publicRoute,
      schema: { tags, summary: 'Who a token belongs to (400 when unknown, expired or revoked)', body: verifyTokenRequestSchema, response: { 200: verifyTokenResponseSchema } },
    },
    async (request) => verifyToken(ctx, request.body.token),
  );

  app.post(
    '/auth/logout',
    {
      config: { roles: ANY_ACCOUNT, withoutConsent: true },
      schema: { tags, summary: 'Revoke the session of the token sent', security: [{ accessToken: [] }], response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { sessionId } = currentUser(request);
      await logout(ctx, sessionId);
      // This session's sockets close on every process before the answer: a logged-out page hears nothing more.
      await ctx.realtime.disconnectSessions([sessionId]);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
};

export default auth;
