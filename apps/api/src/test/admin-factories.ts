// Test data for the admin back-office: catalogue rows, astrologers with wallets, paid orders, chats and interactions.
import type { ConsultationType } from '@app/contracts/consultations';
import type { Db } from '../db/client.ts';
import {
  astrologers,
  categories,
  consultations,
  interactions,
  orderLines,
  orders,
  paidChats,
  products,
  userProfiles,
  users,
} from '../db/schema/index.ts';
import { creditUser, transferMinute } from '../modules/money/money.service.ts';

let n = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(n++).toString(36)}`;
/** A 10-digit phone that differs on every call within a run. */
export const uniquePhone = () => `8${String(Date.now() * 100 + (n++ % 100)).slice(-9)}`;

export async function createCategory(db: Db, name = `Category ${unique()}`) {
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

export async function createProduct(
  db: Db,
  overrides: Partial<typeof products.$inferInsert> & { categoryId?: number } = {},
) {
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${unique()}`, pricePaise: 49_900, stockQuantity: 10, image: '/uploads/p.webp', ...overrides, categoryId })
    .returning();
  return row!;
}

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      email: `u-${unique()}@example.com`,
      phone: uniquePhone(),
      name: 'Asha Rao',
      role: 'user',
      ageConfirmedAt: new Date(),
      privacyConsentAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createUserProfile(db: Db, userId: number, overrides: Partial<typeof userProfiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(userProfiles)
    .values({
      userId,
      name: 'Asha Rao',
      dateOfBirth: '1992-04-12',
      gender: 'Female',
      placeOfBirth: 'Pune',
      timeOfBirth: '06:30:00',
      profileImage: '/uploads/a.webp',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An astrologer account with its profile; wallet and commission in paise and basis points. */
export async function createAstrologer(db: Db, overrides: Partial<typeof astrologers.$inferInsert> = {}) {
  const user = await createUser(db, { role: 'astro', name: overrides.name ?? 'Pandit Sharma' });
  const [row] = await db
    .insert(astrologers)
    .values({
      userId: user.id,
      tokenNo: `T${unique()}`.slice(0, 20),
      name: 'Pandit Sharma',
      profileImage: '/uploads/astro.webp',
      about: 'Twenty years of Vedic practice and kundli reading.',
      experience: 20,
      rating: 4.5,
      languageKnown: 'Hindi, English',
      type: 'Vedic, Tarot',
      expertise: 'Career, Marriage',
      chargePaise: 2_500,
      dob: '1975-06-01',
      gender: 'Male',
      ...overrides,
    })
    .returning();
  return { ...row!, user };
}

/** A paid order with lines priced as given (rupees in paise). */
export async function createPaidOrder(
  db: Db,
  opts: { userId: number; lines: { productId: number; unitPricePaise: number; quantity: number; name?: string }[]; createdAt?: Date; status?: 'paid' | 'pending_payment' },
) {
  const total = opts.lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId: opts.userId,
      status: opts.status ?? 'paid',
      totalPaise: total,
      deliveryAddress: '12 MG Road, Pune, Maharashtra 411001',
      userEmail: 'buyer@example.com',
      userPhone: '9876543210',
      paidAt: opts.status === 'pending_payment' ? null : (opts.createdAt ?? new Date()),
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  for (const l of opts.lines) {
    await db.insert(orderLines).values({
      orderId: order!.id,
      productId: l.productId,
      categoryId: 1,
      categoryName: 'Snapshot',
      name: l.name ?? 'Snapshot name',
      image: '/uploads/p.webp',
      unitPricePaise: l.unitPricePaise,
      discount: 0,
      quantity: l.quantity,
      lineTotalPaise: l.unitPricePaise * l.quantity,
    });
  }
  return order!;
}

export async function createPaidChat(
  db: Db,
  opts: { userId: number; astrologerId: number; paidAmountPaise: number; paymentStatus?: 'pending' | 'success' | 'failed'; updatedAt?: Date },
) {
  const [row] = await db
    .insert(paidChats)
    .values({
      userId: opts.userId,
      astrologerId: opts.astrologerId,
      paidAmountPaise: opts.paidAmountPaise,
      paymentStatus: opts.paymentStatus ?? 'success',
      ...(opts.updatedAt ? { updatedAt: opts.updatedAt } : {}),
    })
    .returning();
  return row!;
}

export async function createInteraction(
  db: Db,
  opts: { userId: number; astrologerId: number; createdAt: Date; type?: 'Call' | 'chat'; durationSeconds?: number; paidAmountPaise?: number },
) {
  const [row] = await db
    .insert(interactions)
    .values({
      userId: opts.userId,
      astrologerId: opts.astrologerId,
      interactionType: opts.type ?? 'chat',
      durationSeconds: opts.durationSeconds ?? 600,
      paidAmountPaise: opts.paidAmountPaise ?? 25_000,
      paymentStatus: 'Completed',
      createdAt: opts.createdAt,
    })
    .returning();
  return row!;
}

/**
 * An ended consultation as the session engine leaves it: the user's wallet credited then charged minute by minute,
 * the astrologer's wallet earning each minute, and the report rows (interactions, paid_chats) that point at it.
 * The user gets `topUpPaise` (default: exactly what the session costs) before it starts. A session with no billed
 * minute has no report rows.
 */
export async function createEndedConsultation(
  db: Db,
  opts: { userId: number; astrologerId: number; ratePaise?: number; minutes?: number; topUpPaise?: number; type?: ConsultationType; endedAt?: Date },
) {
  const ratePaise = opts.ratePaise ?? 2_500;
  const minutes = opts.minutes ?? 5;
  const amountPaise = ratePaise * minutes;
  const endedAt = opts.endedAt ?? new Date();
  // A session that ended 15 s into its last minute (none for a session that never got past its start).
  const startedAt = new Date(endedAt.getTime() - Math.max(0, minutes * 60_000 - 15_000));
  return db.transaction(async (tx) => {
    const [c] = await tx
      .insert(consultations)
      .values({
        userId: opts.userId,
        astrologerId: opts.astrologerId,
        type: opts.type ?? 'chat',
        status: 'ended',
        ratePaise,
        minuteSeconds: 60,
        requestedAt: new Date(startedAt.getTime() - 20_000),
        acceptBy: new Date(startedAt.getTime() + 100_000),
        acceptedAt: startedAt,
        startedAt,
        endedAt,
        endReason: 'user',
        billedMinutes: minutes,
        amountPaise,
      })
      .returning();
    const topUp = opts.topUpPaise ?? amountPaise;
    if (topUp > 0) await creditUser(tx, opts.userId, topUp, 'adjustment', { note: 'test top-up' });
    for (let minuteIndex = 0; minuteIndex < minutes && ratePaise > 0; minuteIndex++) {
      const minute = { userId: opts.userId, astrologerId: opts.astrologerId, consultationId: c!.id, minuteIndex, userPaise: ratePaise, earningPaise: ratePaise };
      if ((await transferMinute(tx, minute)) === 'short') throw new Error('top-up too small');
    }
    // Only a session with billed minutes is reported.
    if (minutes === 0) return { consultation: c!, interaction: null, paidChat: null };
    const durationSeconds = Math.round((endedAt.getTime() - startedAt.getTime()) / 1000);
    const [interaction] = await tx
      .insert(interactions)
      .values({
        userId: opts.userId,
        astrologerId: opts.astrologerId,
        interactionType: (opts.type ?? 'chat') === 'chat' ? 'chat' : 'Call',
        durationSeconds,
        paidAmountPaise: amountPaise,
        paymentStatus: 'Completed',
        consultationId: c!.id,
        createdAt: endedAt,
      })
      .returning();
    const [paidChat] = await tx
      .insert(paidChats)
      .values({
        userId: opts.userId,
        astrologerId: opts.astrologerId,
        paidAmountPaise: amountPaise,
        paymentStatus: 'success',
        consultationId: c!.id,
        updatedAt: endedAt,
      })
      .returning();
    return { consultation: c!, interaction: interaction!, paidChat: paidChat! };
  });
}
