// GST tax invoices: the caller's list and PDFs; the admin's list, any invoice's PDF and the register as CSV.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminInvoicesQuery,
  adminInvoicesResponse,
  invoiceIdParam,
  invoiceRegisterQuery,
  myInvoicesQuery,
  myInvoicesResponse,
} from '@app/contracts/invoices';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/i18n.ts';
import { ADMIN_ONLY, ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import { startInvoicePurge } from './invoice-retention.ts';
import * as service from './invoices.service.ts';

const tags = ['invoices'];
const security = [{ accessToken: [] }];
/** Names, addresses and amounts: never kept by a shared cache or the browser's. */
const PRIVATE = 'private, no-store';
/** A PDF takes tens of milliseconds of CPU; a person downloads a few, a script would take the processors. */
const PDF_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const invoicesModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Invoices kept for the law past their period lose their buyer: at start, then daily.
  let purge: ReturnType<typeof startInvoicePurge> | null = null;
  app.addHook('onReady', async () => {
    purge = startInvoicePurge(ctx, app.log);
  });
  app.addHook('onClose', async () => {
    await purge?.stop();
  });

  // Anyone signed in can buy in the shop (the order history admits every account), so anyone may have invoices.
  app.get(
    '/api/invoices',
    {
      config: { roles: ANY_ACCOUNT },
      schema: {
        tags,
        summary: 'Your tax invoices, newest first',
        security,
        querystring: myInvoicesQuery,
        response: { 200: myInvoicesResponse },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(
          await service.myInvoices(ctx.db, currentUser(request).id, request.query.page, request.query.limit),
        ),
  );

  const pdf = (summary: string) => ({ tags, summary, security, params: invoiceIdParam });
  /** The service decides whose invoice the caller may read: their own, or any for the admin. */
  const sendPdf = async (request: FastifyRequest<{ Params: { invoice_id: number } }>, reply: FastifyReply) => {
    const { pdf: body, disposition } = await service.invoicePdf(ctx.db, currentUser(request), request.params.invoice_id, requestLocale(request));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', disposition)
      .header('cache-control', PRIVATE)
      .send(body);
  };
  app.get(
    '/api/invoices/:invoice_id/pdf',
    {
      config: { roles: ANY_ACCOUNT, rateLimit: PDF_RATE_LIMIT },
      schema: pdf('One of your tax invoices as a PDF (any, for the admin)'),
    },
    sendPdf,
  );

  app.get(
    '/api/admin/invoices',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Every tax invoice, newest first, optionally of a date range (IST)',
        security,
        querystring: adminInvoicesQuery,
        response: { 200: adminInvoicesResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.adminInvoices(ctx.db, request.query)),
  );
  app.get(
    '/api/admin/invoices/:invoice_id/pdf',
    { config: { roles: ADMIN_ONLY, rateLimit: PDF_RATE_LIMIT }, schema: pdf('Any tax invoice as a PDF') },
    sendPdf,
  );
  app.get(
    '/api/admin/invoices/register.csv',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'The invoice register of a date range (IST, both days included) as CSV',
        security,
        querystring: invoiceRegisterQuery,
      },
    },
    async (request, reply) => {
      const { csv, disposition } = await service.invoiceRegister(ctx.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', disposition)
        .header('cache-control', PRIVATE)
        .send(csv);
    },
  );
};

export default invoicesModule;
