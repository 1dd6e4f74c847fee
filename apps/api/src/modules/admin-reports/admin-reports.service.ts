// The admin's reports: money in rupees from integer paise, pages with totals, delivery-status changes with who and when.
import { SOCKET_EVENTS } from '@app/contracts/consultations';
import { orderNotice } from '../push/push.service.ts';
import { ASTROLOGER_FORM_MESSAGES } from '@app/contracts/admin-astrologers';
import {
  REPORT_MESSAGES,
  type AdminOrderRow,
  type InteractionQuery,
  type PageRequest,
} from '@app/contracts/admin-reports';
import type { DeliveryStatus } from '@app/contracts/orders';
import { paiseToRupees } from '@app/contracts/common';
import type { AppContext } from '../../app-context.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { notFound } from '../../lib/errors.ts';
import { istDays } from '../../lib/india-time.ts';
import * as money from '../money/money.service.ts';
import * as repo from './admin-reports.repository.ts';

const toPage = (p: PageRequest): repo.Page => ({ limit: p.limit, offset: (p.page - 1) * p.limit });
const pagination = (p: PageRequest, totalRecords: number) => ({
  currentPage: p.page,
  totalPages: Math.ceil(totalRecords / p.limit),
  totalRecords,
  limit: p.limit,
});

export async function astroPaymentDetail(ctx: AppContext, p: PageRequest) {
  const [total, rows] = await Promise.all([
    repo.countAstroPayments(ctx.db),
    repo.astroPayments(ctx.db, toPage(p)),
  ]);
  return {
    data: rows.map((r) => ({
      astro_id: r.id,
      detail_id: r.id,
      astro_name: r.name,
      astro_email: r.email,
      astro_phone: r.phone,
      total_amount: paiseToRupees(r.earnedPaise + r.feesPaise),
      paid_amount: paiseToRupees(r.paidOutPaise),
      platform_amount: paiseToRupees(r.platformPaise - r.platformRefundedPaise),
      commission: r.commissionBp / 100,
    })),
    pagination: pagination(p, total),
  };
}

export async function userPaymentDetail(ctx: AppContext, astroId: number, p: PageRequest) {
  if (!(await repo.astrologerExists(ctx.db, astroId)))
    throw notFound('astrologer_not_found', ASTROLOGER_FORM_MESSAGES.astrologerNotFound);
  const [total, rows] = await Promise.all([
    repo.countPaidChats(ctx.db, astroId),
    repo.paidChatsOf(ctx.db, astroId, toPage(p)),
  ]);
  return {
    data: rows.map((r) => ({
      paidchat_id: r.id,
      user_name: r.userName,
      user_email: r.email,
      user_phone: r.phone,
      user_dob: r.dob,
      paid_amount: paiseToRupees(r.paidAmountPaise),
      payment_status: r.paymentStatus,
      updatedAt: r.updatedAt.toISOString(),
      consultation_id: r.consultationId,
      refunded_amount: paiseToRupees(r.refundedPaise),
    })),
    pagination: pagination(p, total),
  };
}

export async function totalAmount(ctx: AppContext) {
  return { amount: paiseToRupees(await money.platformBalance(ctx.db)) };
}

export async function allOrders(ctx: AppContext, p: PageRequest) {
  const [total, page] = await Promise.all([repo.countOrders(ctx.db), repo.ordersPage(ctx.db, toPage(p))]);
  const lines = await repo.linesOf(
    ctx.db,
    page.map((o) => o.id),
  );
  const orders: AdminOrderRow[] = page.flatMap((o) =>
    lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        order_history_id: o.id,
        createdAt: o.createdAt.toISOString(),
        delivery_status: o.deliveryStatus,
        order_status: o.status === 'refund_due' ? ('refund_due' as const) : ('paid' as const),
        user_email: o.email,
        user_phone: o.phone,
        address: o.address,
        delivery_phone: o.deliveryPhone,
        product_id: l.productId,
        name: l.name,
        price_in_rupee: paiseToRupees(l.unitPricePaise),
        quantity: l.quantity,
        image: l.image,
        total_amount: paiseToRupees(o.totalPaise),
      })),
  );
  return { orders, totalPages: Math.ceil(total / p.limit), totalOrders: total, ordersPerPage: p.limit };
}

/** Any status may follow any other (the spec sets no order); only a real change is recorded. */
export async function updateDeliveryStatus(
  ctx: AppContext,
  orderId: number,
  status: DeliveryStatus,
  adminId: number,
) {
  const changed = await ctx.db.transaction(async (tx) => {
    const order = await repo.lockPaidOrder(tx, orderId);
    if (!order) throw notFound('order_not_found', REPORT_MESSAGES.orderNotFound);
    if (order.deliveryStatus === status) return null;
    await repo.changeDeliveryStatus(tx, {
      orderId,
      from: order.deliveryStatus,
      to: status,
      by: adminId,
      at: ctx.now(),
    });
    return { owner: order.userId };
  });
  // The shopper's order history shows the delivery status (an order with no owner left names no one).
  if (!changed) return;
  ctx.changes.changed(CHANNELS.order, changed.owner ?? undefined);
  if (changed.owner !== null) {
    ctx.realtime.toUsers([changed.owner], SOCKET_EVENTS.order, { order_id: orderId, delivery_status: status });
    ctx.push.notify([changed.owner], orderNotice(orderId, status));
  }
}

export async function allInteractions(ctx: AppContext, q: InteractionQuery) {
  const rows = await repo.interactionsList(ctx.db, istDays(q.from, q.to));
  return {
    interactions: rows.map((r) => ({
      id: r.id,
      user_name: r.userName,
      profile_user_id: r.userId,
      astro_name: r.astroName,
      astro_user_id: r.astroUserId,
      interaction_type: r.type,
      duration: r.durationSeconds,
      paid_amount: paiseToRupees(r.paidAmountPaise),
      payment_status: r.paymentStatus,
      createdAt: r.createdAt.toISOString(),
      consultation_id: r.consultationId,
      refunded_amount: paiseToRupees(r.refundedPaise),
    })),
  };
}

export async function allProfiles(ctx: AppContext) {
  return (await repo.profilesList(ctx.db)).map((r) => ({
    id: r.id,
    user_id: r.userId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    date_of_birth: r.dateOfBirth,
    gender: r.gender,
    createdAt: r.createdAt.toISOString(),
  }));
}
