// SQL of the admin's reports: astrologer payment summaries, paid chats, the platform's wallet, orders, interactions, users.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  astrologers,
  consultationRefunds,
  consultations,
  deliveryStatusChanges,
  interactions,
  orderLines,
  orders,
  paidChats,
  payouts,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import * as money from '../money/money.service.ts';

type Conn = Db | Tx;
export interface Page {
  limit: number;
  offset: number;
}

/** Live astrologers, and deleted ones that still have money history to show. */
const withPaymentHistory = or(
  isNull(astrologers.deletedAt),
  sql`exists (select 1 from ${paidChats} where ${paidChats.astrologerId} = ${astrologers.id})`,
  sql`exists (select 1 from ${payouts} where ${payouts.astrologerId} = ${astrologers.id})`,
  money.hasFreeQuestionFees(astrologers.id),
);

export async function countAstroPayments(db: Conn): Promise<number> {
  const [row] = await db.select({ n: count() }).from(astrologers).where(withPaymentHistory);
  return row?.n ?? 0;
}

export async function astroPayments(db: Conn, page: Page) {
  const sum = (expr: SQL) => sql<string>`coalesce((${expr}), 0)`.mapWith(Number);
  return db
    .select({
      id: astrologers.id,
      name: astrologers.name,
      email: users.email,
      phone: users.phone,
      commissionBp: astrologers.commissionBp,
      // What users paid, less what was given back to them (docs/decisions/consultation-refunds.md), plus the fees the
      // platform paid for free questions answered: together, what went into the wallet that payouts settle.
      earnedPaise: sum(
        sql`select sum(${paidChats.paidAmountPaise} - coalesce(${consultations.refundedPaise}, 0)) from ${paidChats} left join ${consultations} on ${consultations.id} = ${paidChats.consultationId} where ${paidChats.astrologerId} = ${astrologers.id} and ${paidChats.paymentStatus} = 'success'`,
      ),
      feesPaise: sum(money.freeQuestionFeesSum(astrologers.id)),
      paidOutPaise: sum(
        sql`select sum(${payouts.payablePaise}) from ${payouts} where ${payouts.astrologerId} = ${astrologers.id}`,
      ),
      platformPaise: sum(
        sql`select sum(${payouts.platformPaise}) from ${payouts} where ${payouts.astrologerId} = ${astrologers.id}`,
      ),
      platformRefundedPaise: sum(
        sql`select sum(${consultationRefunds.fromPlatformPaise}) from ${consultationRefunds} join ${consultations} on ${consultations.id} = ${consultationRefunds.consultationId} where ${consultations.astrologerId} = ${astrologers.id}`,
      ),
    })
    .from(astrologers)
    .innerJoin(users, eq(users.id, astrologers.userId))
    .where(withPaymentHistory)
    .orderBy(asc(astrologers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function astrologerExists(db: Conn, astroId: number): Promise<boolean> {
  const [row] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.id, astroId));
  return Boolean(row);
}

export async function countPaidChats(db: Conn, astroId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paidChats).where(eq(paidChats.astrologerId, astroId));
  return row?.n ?? 0;
}

export async function paidChatsOf(db: Conn, astroId: number, page: Page) {
  return db
    .select({
      id: paidChats.id,
      userName: sql<string | null>`coalesce(${userProfiles.name}, ${users.name})`,
      email: users.email,
      phone: users.phone,
      dob: userProfiles.dateOfBirth,
      paidAmountPaise: paidChats.paidAmountPaise,
      paymentStatus: paidChats.paymentStatus,
      updatedAt: paidChats.updatedAt,
      consultationId: paidChats.consultationId,
      refundedPaise: sql<string>`coalesce(${consultations.refundedPaise}, 0)`.mapWith(Number),
    })
    .from(paidChats)
    .leftJoin(consultations, eq(consultations.id, paidChats.consultationId))
    .innerJoin(users, eq(users.id, paidChats.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(paidChats.astrologerId, astroId))
    .orderBy(desc(paidChats.updatedAt), desc(paidChats.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Orders the shop has been paid for (refund_due too: the money came in and the admin must act). */
const paidOrders = inArray(orders.status, ['paid', 'refund_due']);

export async function countOrders(db: Conn): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(paidOrders);
  return row?.n ?? 0;
}

export async function ordersPage(db: Conn, page: Page) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      deliveryStatus: orders.deliveryStatus,
      status: orders.status,
      email: orders.userEmail,
      phone: orders.userPhone,
      address: orders.deliveryAddress,
      deliveryPhone: orders.deliveryPhone,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(paidOrders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function linesOf(db: Conn, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      unitPricePaise: orderLines.unitPricePaise,
      quantity: orderLines.quantity,
      image: orderLines.image,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export async function lockPaidOrder(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, userId: orders.userId, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), paidOrders))
    .for('update');
  return row ?? null;
}

export type DeliveryStatus = (typeof deliveryStatusChanges.$inferInsert)['toStatus'];

export async function changeDeliveryStatus(
  tx: Tx,
  change: { orderId: number; from: DeliveryStatus; to: DeliveryStatus; by: number; at: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ deliveryStatus: change.to, updatedAt: change.at })
    .where(eq(orders.id, change.orderId));
  await tx
    .insert(deliveryStatusChanges)
    .values({
      orderId: change.orderId,
      fromStatus: change.from,
      toStatus: change.to,
      changedBy: change.by,
      createdAt: change.at,
    });
}

/** How the admin's history names a session's kind. */
export type InteractionType = 'Call' | 'Video' | 'chat';

/** Consultations, newest first, optionally within [from, to) instants. */
export async function interactionsList(db: Conn, range: { from?: Date; to?: Date }) {
  const conditions = [
    range.from && gte(interactions.createdAt, range.from),
    range.to && lt(interactions.createdAt, range.to),
  ].filter((c): c is SQL => Boolean(c));
  return db
    .select({
      id: interactions.id,
      userName: sql<string | null>`coalesce(${userProfiles.name}, ${users.name})`,
      userId: interactions.userId,
      astroName: astrologers.name,
      astroUserId: astrologers.userId,
      // The legacy interaction row says only Call or chat; a video call is told by its consultation.
      type: sql<InteractionType>`case when ${consultations.type} = 'video' then 'Video' else ${interactions.interactionType}::text end`,
      durationSeconds: interactions.durationSeconds,
      paidAmountPaise: interactions.paidAmountPaise,
      paymentStatus: interactions.paymentStatus,
      createdAt: interactions.createdAt,
      consultationId: interactions.consultationId,
      refundedPaise: sql<string>`coalesce(${consultations.refundedPaise}, 0)`.mapWith(Number),
    })
    .from(interactions)
    .leftJoin(consultations, eq(consultations.id, interactions.consultationId))
    .innerJoin(users, eq(users.id, interactions.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(astrologers, eq(astrologers.id, interactions.astrologerId))
    .where(and(...conditions))
    .orderBy(desc(interactions.createdAt), desc(interactions.id));
}

export async function profilesList(db: Conn) {
  return db
    .select({
      id: userProfiles.id,
      userId: userProfiles.userId,
      name: userProfiles.name,
      email: users.email,
      phone: users.phone,
      dateOfBirth: userProfiles.dateOfBirth,
      gender: userProfiles.gender,
      createdAt: userProfiles.createdAt,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .orderBy(desc(userProfiles.createdAt), desc(userProfiles.id));
}
