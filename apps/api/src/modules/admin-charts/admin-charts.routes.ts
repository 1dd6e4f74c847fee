// The admin's charts: daily series of a range in India time as JSON, and each series as CSV (admin only).
import { chartsCsvQuery, chartsQuery, chartsResponse } from '@app/contracts/admin-charts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import * as service from './admin-charts.service.ts';

const tags = ['admin charts'];
const security = [{ accessToken: [] }];
/** Revenue figures: never kept by a shared cache or the browser's. */
const PRIVATE = 'private, no-store';

const adminCharts: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/admin/charts',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: "Daily figures of a date range (IST, both days included), as the admin's reports count them",
        security,
        querystring: chartsQuery,
        response: { 200: chartsResponse },
      },
    },
    async (request, reply) => reply.header('cache-control', PRIVATE).send(await service.charts(ctx.db, request.query)),
  );

  app.get(
    '/api/admin/charts.csv',
    {
      config: { roles: ADMIN_ONLY },
      schema: {
        tags,
        summary: 'One series of the charts of a date range (IST, both days included) as CSV',
        security,
        querystring: chartsCsvQuery,
      },
    },
    async (request, reply) => {
      const { csv, disposition } = await service.chartsCsv(ctx.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', disposition)
        .header('cache-control', PRIVATE)
        .send(csv);
    },
  );
};

export default adminCharts;
