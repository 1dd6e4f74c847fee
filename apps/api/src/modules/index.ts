// Every feature module, registered in this order by buildApp.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import account from './account/account.routes.ts';
import adminCharts from './admin-charts/admin-charts.routes.ts';
import adminAstrologers from './admin-astrologers/admin-astrologers.routes.ts';
import adminConsultations from './admin-consultations/admin-consultations.routes.ts';
import adminCatalogue from './admin-catalogue/admin-catalogue.routes.ts';
import adminReports from './admin-reports/admin-reports.routes.ts';
import addresses from './addresses/addresses.routes.ts';
import auth from './auth/auth.routes.ts';
import cart from './cart/cart.routes.ts';
import catalogue from './catalogue/catalogue.routes.ts';
import clientErrors from './client-errors/client-errors.routes.ts';
import consultations from './consultations/consultations.routes.ts';
import consultationHours from './consultations/hours.routes.ts';
import consultationBookings from './consultations/bookings.routes.ts';
import consultationMessages from './consultations/messages.routes.ts';
import consultationWaitlist from './consultations/waitlist.routes.ts';
import moderation from './moderation/moderation.routes.ts';
import safety from './safety/safety.routes.ts';
import seo from './seo/seo.routes.ts';
import contact from './contact/contact.routes.ts';
import devOutbox from './dev/outbox.routes.ts';
import directory from './directory/directory.routes.ts';
import freeQuestions from './free-questions/free-questions.routes.ts';
import health from './health/health.routes.ts';
import invoices from './invoices/invoices.routes.ts';
import kundli from './kundli/kundli.routes.ts';
import panchang from './kundli/panchang.routes.ts';
import media from './media/media.routes.ts';
import orders from './orders/orders.routes.ts';
import payments from './payments/payments.routes.ts';
import profiles from './profiles/profiles.routes.ts';
import push from './push/push.routes.ts';
import realtime from './realtime/realtime.routes.ts';
import uploads from './uploads/uploads.routes.ts';
import wallet from './wallet/wallet.routes.ts';

export const modules: FastifyPluginAsync<AppContext>[] = [
  health,
  catalogue,
  uploads,
  adminCatalogue,
  adminAstrologers,
  adminReports,
  adminCharts,
  adminConsultations,
  contact,
  clientErrors,
  auth,
  account,
  profiles,
  push,
  media,
  devOutbox,
  cart,
  addresses,
  orders,
  payments,
  wallet,
  invoices,
  consultations,
  consultationMessages,
  consultationWaitlist,
  consultationHours,
  consultationBookings,
  safety,
  moderation,
  directory,
  freeQuestions,
  kundli,
  panchang,
  realtime,
  seo,
];
