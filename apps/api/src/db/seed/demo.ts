// The demo data set: images drawn first (outside any transaction), then every row inserted in one transaction.
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Db, Tx } from '../client.ts';
import {
  addresses,
  astrologerBookingPrices,
  astrologerHourExceptions,
  astrologers,
  astrologerWeeklyHours,
  categories,
  consultationReviews,
  consultations as consultationsTable,
  deliveryStatusChanges,
  freeQuestions,
  interactions,
  orderLines,
  orders,
  paidChats,
  payments,
  payouts,
  products,
  userProfiles,
  users,
  walletRecharges,
} from '../schema/index.ts';
import { recordOpeningLedger, recordOpeningWallets } from '../../modules/money/money.service.ts';
import {
  issueOrderInvoice,
  issueRechargeInvoice,
  seedInvoiceSettings,
  type InvoiceConfig,
} from '../../modules/invoices/invoices.service.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './catalogue-data.ts';
import { buildCatalogue } from './demo-catalogue.ts';
import { buildConsultations } from './demo-consultations.ts';
import { buildFreeQuestions } from './demo-free-questions.ts';
import { buildHours } from './demo-hours.ts';
import { buildOrders } from './demo-orders.ts';
import { ORDERING_CUSTOMERS, buildPeople } from './demo-people.ts';
import { avatarSvg, productSvg, renderWebp } from './images.ts';
import { SEED_ASTROLOGERS, SEED_CUSTOMERS } from './people-data.ts';
import { createRandom } from './random.ts';

/** The seller of the demo orders' invoices is the configured one, else the demo company. */
export type DemoConfig = Pick<Config, 'ADMIN_PHONE'> & Partial<InvoiceConfig>;

/** Fixed, so every machine gets the same names, phones and amounts. */
const SEED = 20240611;

/** Every table the demo fills: their sequences must move past the explicit ids. */
const SEQUENCE_TABLES = [
  'users',
  'categories',
  'products',
  'astrologers',
  'user_profiles',
  'addresses',
  'orders',
  'order_lines',
  'payments',
  'delivery_status_changes',
  'interactions',
  'paid_chats',
  'payouts',
  'wallet_ledger',
  'free_questions',
  'consultations',
  'wallet_recharges',
] as const;

/** Stored through the configured storage, so an S3 deployment serves the demo images from its bucket. */
async function drawImages(storage: FileStorage) {
  const save = async (file: string, svg: string, size: number) =>
    storage.save(file, await renderWebp(svg, size), 'image/webp');
  const [productImages, customers, astrologerImages] = await Promise.all([
    Promise.all(
      SEED_PRODUCTS.map((p, i) =>
        p.noImage ? null : save(`seed-product-${i + 1}.webp`, productSvg(p.name, SEED_CATEGORIES[p.category]!, i), 600),
      ),
    ),
    Promise.all(SEED_CUSTOMERS.map((p, i) => save(`seed-user-${i + 1}.webp`, avatarSvg(`${p.first} ${p.last}`, i), 256))),
    Promise.all(SEED_ASTROLOGERS.map((a, i) => save(`seed-astrologer-${i + 1}.webp`, avatarSvg(a.name, i + 3), 256))),
  ]);
  return { productImages, avatars: { customers, astrologers: astrologerImages } };
}

export type DemoData = Awaited<ReturnType<typeof prepareDemo>>;

/** Draws and stores the images and builds every row; writes nothing to the database. */
export async function prepareDemo(config: DemoConfig, storage: FileStorage, now: Date) {
  const rng = createRandom(SEED);
  const images = await drawImages(storage);
  const catalogue = buildCatalogue(now, images.productImages);
  const people = buildPeople(rng, now, images.avatars, config.ADMIN_PHONE);
  const shop = buildOrders(rng, now, people.customers.slice(0, ORDERING_CUSTOMERS), people.addresses, catalogue.products);
  const consultations = buildConsultations(rng, now, people.customers, people.astrologers);
  const questions = buildFreeQuestions(now, people);
  const hours = buildHours(now, people.astrologers);
  return { catalogue, people, shop, consultations, questions, hours, invoice: seedInvoiceSettings(config) };
}

/** Inserts the prepared rows; call inside a transaction. */
export async function insertDemo(tx: Db | Tx, data: DemoData): Promise<void> {
  const { catalogue, people, shop, consultations, questions, hours, invoice } = data;
  await tx.insert(categories).values(catalogue.categories);
  await tx.insert(products).values(catalogue.products);
  await tx.insert(users).values([...people.customers, ...people.astroUsers]);
  await tx.insert(userProfiles).values(people.profiles);
  await tx.insert(astrologers).values(people.astrologers);
  if (hours.weekly.length > 0) await tx.insert(astrologerWeeklyHours).values(hours.weekly);
  if (hours.exceptions.length > 0) await tx.insert(astrologerHourExceptions).values(hours.exceptions);
  if (hours.prices.length > 0) await tx.insert(astrologerBookingPrices).values(hours.prices);
  await tx.insert(addresses).values(people.addresses);
  await tx.insert(orders).values(shop.orders);
  await tx.insert(orderLines).values(shop.lines);
  await tx.insert(payments).values(shop.payments);
  await tx.insert(deliveryStatusChanges).values(shop.changes);
  await tx.insert(walletRecharges).values(consultations.recharges);
  // Issued as the settlements would have issued them: in the order orders and recharges were paid, numbered in their
  // financial year.
  const paid = [
    ...shop.orders.map((o) => ({ at: o.paidAt!, issue: () => issueOrderInvoice(tx, o.id, o.paidAt!, invoice) })),
    ...consultations.recharges.map((r) => ({ at: r.paidAt, issue: () => issueRechargeInvoice(tx, r.id, r.paidAt, invoice) })),
  ];
  for (const p of paid.sort((a, b) => a.at.getTime() - b.at.getTime())) await p.issue();
  await tx.insert(consultationsTable).values(consultations.sessions);
  await tx.insert(interactions).values(consultations.interactions);
  await tx.insert(paidChats).values(consultations.paidChats);
  if (consultations.payouts.length > 0) await tx.insert(payouts).values(consultations.payouts);
  await tx.insert(consultationReviews).values(consultations.reviews);
  await tx.insert(freeQuestions).values(questions.questions);
  // Money writes the history and sets each wallet to what it explains: the users' recharges and minutes, the
  // astrologers' earnings, payouts and fees.
  await recordOpeningWallets(tx, consultations.walletEntries);
  await recordOpeningLedger(tx, [...consultations.ledger, ...questions.ledger]);
  // Rows were given explicit ids: move every sequence past them so later inserts do not collide.
  for (const table of SEQUENCE_TABLES) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

/** Seeds the demo data onto a database that has the admin (user id 1) and nothing else. */
export async function seedDemo(db: Db, config: DemoConfig, storage: FileStorage, now = new Date()): Promise<void> {
  const data = await prepareDemo(config, storage, now);
  await db.transaction(async (tx) => insertDemo(tx, data));
}
