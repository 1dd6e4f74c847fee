// User profiles (/api/profile) and the astrologer's own profile (/api/astrologer): read by user id, write your own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  astrologerProfileResponseSchema,
  makeAstrologerProfileSchema,
  saveAstrologerProfileResponseSchema,
} from '@app/contracts/astrologer-profile';
import { idParam } from '@app/contracts/common';
import { makeUserProfileSchema, saveProfileResponseSchema, userProfileResponseSchema } from '@app/contracts/profiles';
import type { AppContext } from '../../app-context.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import { getAstrologerProfile, getUserProfile, saveAstrologerProfile, saveUserProfile } from './profiles.service.ts';

const userIdParam = idParam('user_id');
const security = [{ accessToken: [] }];

const profiles: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/profile/:user_id',
    {
      config: { roles: ANY_ACCOUNT },
      schema: { tags: ['profiles'], summary: "A user's profile (404 when none yet)", security, params: userIdParam, response: { 200: userProfileResponseSchema } },
    },
    async (request) => getUserProfile(ctx.db, currentUser(request), request.params.user_id as number),
  );

  app.post(
    '/api/profile',
    {
      config: { roles: ANY_ACCOUNT },
      schema: {
        tags: ['profiles'],
        summary: 'Create or update your own profile',
        security,
        // The server's clock decides what "in the future" means, so tests can move it.
        body: makeUserProfileSchema(ctx.now),
        response: { 200: saveProfileResponseSchema },
      },
    },
    async (request) => saveUserProfile(ctx.db, currentUser(request), request.body, ctx.now()),
  );

  app.get(
    '/api/astrologer/:user_id',
    {
      config: { roles: ANY_ACCOUNT },
      schema: {
        tags: ['astrologers'],
        summary: "An astrologer's own profile by user id (404 when none yet)",
        security,
        params: userIdParam,
        response: { 200: astrologerProfileResponseSchema },
      },
    },
    async (request) => getAstrologerProfile(ctx.db, currentUser(request), request.params.user_id as number),
  );

  app.post(
    '/api/astrologer',
    {
      config: { roles: ['astro'] },
      schema: {
        tags: ['astrologers'],
        summary: 'Create or update your own astrologer profile; answers the token number',
        security,
        body: makeAstrologerProfileSchema(ctx.now),
        response: { 200: saveAstrologerProfileResponseSchema },
      },
    },
    async (request) => saveAstrologerProfile(ctx.db, currentUser(request), request.body, ctx.now()),
  );
};

export default profiles;
