// Free question routes: the user's own question, the astrologers' queue in the console, and the admin's list.
import {
  FREE_QUESTION_MESSAGES as M,
  adminQuestionsQuery,
  adminQuestionsResponse,
  answerQuestionBody,
  answerQuestionResponse,
  askQuestionBody,
  askQuestionResponse,
  consoleQuestionResponse,
  consoleQuestionsResponse,
  myQuestionsResponse,
  questionIdParam,
  reassignBody,
  reassignResponse,
} from '@app/contracts/free-questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { backgroundWorkOf } from '../../lib/background-work.ts';
import { createNoticeDelivery } from '../../lib/notice-delivery.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { ADMIN_ONLY, currentUser, type Role } from '../../plugins/auth.ts';
import * as admin from './admin-questions.service.ts';
import * as astrologerSide from './console-questions.service.ts';
import * as asking from './free-questions.service.ts';
import type { FreeQuestionDeps } from './notify.ts';

const USERS: readonly Role[] = ['user'];
const ASTROLOGERS: readonly Role[] = ['astro'];
const security = [{ accessToken: [] }];
const params = questionIdParam;

const freeQuestions: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps: FreeQuestionDeps = {
    ctx,
    notices: createNoticeDelivery(ctx.config, ctx.db),
    log: app.log,
    // The answer's e-mail or SMS already handed over is sent before the database closes.
    background: backgroundWorkOf(app),
  };
  // The role guard refuses other roles with its general words; the user's routes say why (the parent answers the body).
  app.setErrorHandler((error, request) => {
    const roles = request.routeOptions.config.roles;
    if (error instanceof AppError && error.code === 'forbidden' && roles === USERS && request.user === null)
      throw forbidden('question_users_only', M.usersOnly);
    throw error;
  });

  const user = { roles: USERS };
  const tags = ['free questions'];
  app.get(
    '/api/free-questions/mine',
    { config: user, schema: { tags, security, response: { 200: myQuestionsResponse } } },
    async (request) => asking.myQuestions(deps, currentUser(request)),
  );
  app.post(
    '/api/free-questions',
    {
      config: user,
      schema: { tags, security, body: askQuestionBody, response: { 201: askQuestionResponse } },
    },
    async (request, reply) => {
      const { question, masked } = await asking.ask(deps, currentUser(request), request.body.question);
      return reply.status(201).send({ message: M.asked, question, masked });
    },
  );

  const astro = { roles: ASTROLOGERS };
  app.get(
    '/api/console/free-questions',
    { config: astro, schema: { tags, security, response: { 200: consoleQuestionsResponse } } },
    async (request) => astrologerSide.consoleQuestions(deps, currentUser(request)),
  );
  app.post(
    '/api/console/free-questions/:id/claim',
    { config: astro, schema: { tags, security, params, response: { 200: consoleQuestionResponse } } },
    async (request) => astrologerSide.claimQuestion(deps, currentUser(request), request.params.id),
  );
  app.post(
    '/api/console/free-questions/:id/answer',
    {
      config: astro,
      schema: {
        tags,
        security,
        params,
        body: answerQuestionBody,
        response: { 200: answerQuestionResponse },
      },
    },
    async (request) =>
      astrologerSide.answerQuestion(deps, currentUser(request), request.params.id, request.body.answer),
  );
  app.post(
    '/api/console/free-questions/:id/release',
    { config: astro, schema: { tags, security, params, response: { 200: consoleQuestionResponse } } },
    async (request) => astrologerSide.releaseQuestion(deps, currentUser(request), request.params.id),
  );

  const adminOnly = { roles: ADMIN_ONLY };
  app.get(
    '/api/admin/free-questions',
    {
      config: adminOnly,
      schema: { tags, security, querystring: adminQuestionsQuery, response: { 200: adminQuestionsResponse } },
    },
    async (request) => admin.adminQuestions(deps, request.query),
  );
  app.post(
    '/api/admin/free-questions/:id/reassign',
    {
      config: adminOnly,
      schema: { tags, security, params, body: reassignBody, response: { 200: reassignResponse } },
    },
    async (request) => admin.reassign(deps, request.params.id, request.body.astrologer_id),
  );
};

export default freeQuestions;
