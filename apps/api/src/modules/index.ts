// Every feature module, registered in this order by buildApp.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import adminAstrologers from './admin-astrologers/admin-astrologers.routes.ts';
import adminCatalogue from './admin-catalogue/admin-catalogue.routes.ts';
import adminReports from './admin-reports/admin-reports.routes.ts';
import catalogue from './catalogue/catalogue.routes.ts';
import health from './health/health.routes.ts';
import uploads from './uploads/uploads.routes.ts';

export const modules: FastifyPluginAsync<AppContext>[] = [health, catalogue, uploads, adminCatalogue, adminAstrologers, adminReports];
