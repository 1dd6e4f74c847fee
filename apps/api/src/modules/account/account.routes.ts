// /api/account: deleting one's own account (what happens, the confirming code, the deletion), the data download, and
// the admin's log of deletions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountDeletionsQuery,
  accountDeletionsResponse,
  accountExport,
  accountLocaleBody,
  accountLocaleResponse,
  deleteAccountBody,
  deleteAccountResponse,
  deletionCodeResponse,
  deletionInfoResponse,
  exportFileName,
} from '@app/contracts/account';
import type { AppContext } from '../../app-context.ts';
import { createOtpDelivery } from '../../lib/otp-delivery.ts';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.ts';
import { deletionsPage } from './deletions-log.ts';
import { deleteAccount, deletionInfo, requestDeletionCode, type DeletionDeps } from './deletion.service.ts';
import { exportAccount } from './export.service.ts';
import { setAccountLocale } from './locale.repository.ts';

const tags = ['account'];
const security = [{ accessToken: [] }];
/** The admin's account is the business's own: it is not deleted from its own screen. */
const OWN = { roles: ['user', 'astro'] } as const;
/** Deleting the account is open to an account that has not given its consent. */
const OWN_WITHOUT_CONSENT = { ...OWN, withoutConsent: true } as const;
/** Personal data: never kept by a shared cache or the browser's. */
const PRIVATE = 'private, no-store';
/** A download reads every row of the account: a few a minute is plenty for a person. */
const EXPORT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const account: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const deps: DeletionDeps = { ctx, delivery: createOtpDelivery(ctx.config, ctx.db, app.log), log: app.log };

  app.get(
    '/api/account/deletion',
    {
      config: OWN_WITHOUT_CONSENT,
      schema: { tags, security, summary: 'What deleting the account erases and keeps, the wallet balance, and whether it is blocked', response: { 200: deletionInfoResponse } },
    },
    async (request, reply) => reply.header('cache-control', PRIVATE).send(await deletionInfo(ctx, currentUser(request))),
  );

  app.post(
    '/api/account/deletion/code',
    {
      config: OWN_WITHOUT_CONSENT,
      schema: { tags, security, summary: "Send a code that confirms the deletion to the account's own e-mail, else phone", response: { 200: deletionCodeResponse } },
    },
    async (request) => requestDeletionCode(deps, currentUser(request), request.ip),
  );

  app.delete(
    '/api/account',
    {
      config: OWN_WITHOUT_CONSENT,
      schema: {
        tags,
        security,
        summary: 'Delete the account with the code; the wallet balance must be acknowledged when above zero',
        body: deleteAccountBody,
        response: { 200: deleteAccountResponse },
      },
    },
    async (request) => {
      await deleteAccount(deps, currentUser(request), request.body);
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );

  app.put(
    '/api/account/locale',
    {
      // Any account, the admin's too, and before consent: the language is how the person reads everything else.
      config: { roles: ['user', 'astro', 'admin'], withoutConsent: true },
      schema: {
        tags,
        security,
        summary: "Set the language the account reads: its pages on every device, its notices, e-mails and SMS",
        body: accountLocaleBody,
        response: { 200: accountLocaleResponse },
      },
    },
    async (request) => {
      await setAccountLocale(ctx.db, currentUser(request).id, request.body.locale);
      return { locale: request.body.locale };
    },
  );

  app.get(
    '/api/account/export',
    {
      config: { ...OWN, rateLimit: EXPORT_RATE_LIMIT },
      schema: { tags, security, summary: 'Everything held about the caller, as a JSON download', response: { 200: accountExport } },
    },
    async (request, reply) => {
      const data = await exportAccount(ctx, currentUser(request).id);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(data.exported_at)}"`)
        .header('cache-control', PRIVATE)
        .send(data);
    },
  );

  app.get(
    '/api/admin/account-deletions',
    {
      config: { roles: ADMIN_ONLY },
      schema: { tags, security, summary: 'Deleted accounts: when and what kind, never who', querystring: accountDeletionsQuery, response: { 200: accountDeletionsResponse } },
    },
    async (request) => deletionsPage(ctx.db, request.query.page),
  );
};

export default account;
