// Demo consultations: chats and calls with verified astrologers. The completed ones are consultations as the engine
// leaves them (each minute charged to the user's prepaid wallet and earned by the astrologer, the admin's report rows,
// and for most a review by the user); the cancelled and pending ones are report rows from before consultations were
// kept. Then the payouts, and the wallet recharges that paid for the minutes.
import type { ConsultationType } from '@app/contracts/consultations';
import { RECHARGE_PACKS, rechargeTax } from '@app/contracts/wallet';
import type { consultations, interactions, paidChats, payouts, walletRecharges } from '../schema/index.ts';
import type { OpeningLedgerRow, OpeningUserEntry } from '../../modules/money/money.service.ts';
import type { AstrologerRow, UserRow } from './demo-people.ts';
import { reviewWriter, type ReviewRow } from './demo-reviews.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, MINUTE, after, before, istMidnight } from './seed-time.ts';

const INTERACTIONS = 72;
/** Astrologers whose wallet was settled once, so the payment history shows a payout. */
const SETTLED = new Set([1, 3]);
const SETTLED_BEFORE_DAYS = 30;
/**
 * Verified astrologers whose users have not reviewed them yet, so the directory shows "New" beside the rated ones:
 * the public rating is only ever the reviews' average (docs/decisions/directory.md).
 */
export const UNREVIEWED_ASTROLOGERS = new Set([5]);
/** How many of the ended sessions their user reviewed. */
const REVIEW_CHANCE = 0.7;
/** The seconds of a billed minute (CONSULT_MINUTE_S's default). */
const MINUTE_SECONDS = 60;
/** After the accept: the time to connect a call (CONSULT_ACCEPT_S) or for a chat's first message (CONSULT_FIRST_REPLY_S). */
const ACCEPTED_WAIT_S = 120;
/** GST_PERCENT's default, charged on top of each recharge. */
const GST_PERCENT = 18;

type ConsultationStatus = 'Completed' | 'Cancelled' | 'Pending';
const PAID_CHAT_STATUS = { Completed: 'success', Pending: 'pending', Cancelled: 'failed' } as const;

type InteractionRow = typeof interactions.$inferInsert;
type PaidChatRow = typeof paidChats.$inferInsert & { id: number };
export type SessionRow = typeof consultations.$inferInsert & { id: number; startedAt: Date; endedAt: Date; requestedAt: Date };
export type RechargeRow = typeof walletRecharges.$inferInsert & { id: number; paidAt: Date };

export interface Consultations {
  /** Ended sessions that billed at least a minute. */
  sessions: SessionRow[];
  interactions: InteractionRow[];
  paidChats: PaidChatRow[];
  payouts: (typeof payouts.$inferInsert & { id: number })[];
  /** The astrologers' and platform's ledger: every minute's earning, and the payouts. */
  ledger: OpeningLedgerRow[];
  recharges: RechargeRow[];
  /** The users' wallets: each recharge's credit and each minute's charge, oldest first. */
  walletEntries: OpeningUserEntry[];
  reviews: ReviewRow[];
}

/** When the k-th interaction happened: some today and yesterday, some right around midnight in India. */
function whenOf(rng: Random, now: Date, k: number): Date {
  if (k < 8) return before(now, rng.int(10, 47 * 60) * MINUTE);
  if (k < 16) {
    // Alternately a few minutes before and after midnight IST, to exercise day filters in Asia/Kolkata.
    const midnight = istMidnight(now, 1 + Math.floor((k - 8) / 2));
    return k % 2 === 0 ? before(midnight, rng.int(1, 15) * MINUTE) : after(midnight, rng.int(1, 15) * MINUTE);
  }
  return before(now, rng.int(2, 88) * DAY + rng.int(0, 23) * HOUR + rng.int(0, 59) * MINUTE);
}

/** A completed session as the first pass draws it: it ended at `endedAt` after `seconds` of billing. */
interface Completed {
  endedAt: Date;
  seconds: number;
  user: UserRow;
  astrologer: AstrologerRow;
  type: ConsultationType;
  billed: number;
  interaction: InteractionRow;
  paidChat: PaidChatRow;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function buildConsultations(
  rng: Random,
  now: Date,
  customers: UserRow[],
  astrologers: AstrologerRow[],
): Consultations {
  const verified = astrologers.filter((a) => a.isVerified);
  const result: Consultations = {
    sessions: [],
    interactions: [],
    paidChats: [],
    payouts: [],
    ledger: [],
    recharges: [],
    walletEntries: [],
    reviews: [],
  };
  const completed: Completed[] = [];

  for (let k = 0; k < INTERACTIONS; k++) {
    const at = whenOf(rng, now, k);
    // An account at least a day old: its recharge and its session come after it signed up.
    const users = customers.filter((c) => c.createdAt.getTime() < at.getTime() - DAY);
    const user = rng.pick(users.length > 0 ? users : customers);
    const astrologer = rng.pick(verified);
    const type: InteractionRow['interactionType'] = rng.chance(0.55) ? 'chat' : 'Call';
    const roll = rng.next();
    const status: ConsultationStatus = roll < 0.72 ? 'Completed' : roll < 0.86 ? 'Cancelled' : 'Pending';
    const duration = status === 'Cancelled' ? rng.int(60, 300) : rng.int(60, 3600);
    if (status === 'Completed') {
      // Written when the session ended (at `at`): every minute begun before the end is paid, one ended on a minute's
      // first instant too (docs/decisions/consultations.md).
      const billed = Math.floor(duration / MINUTE_SECONDS) + 1;
      const amount = astrologer.chargePaise * billed;
      const base = { userId: user.id!, astrologerId: astrologer.id, paidAmountPaise: amount, createdAt: at };
      const interaction: InteractionRow = { ...base, interactionType: type, durationSeconds: duration, paymentStatus: status };
      const paidChat = { ...base, id: result.paidChats.length + 1, paymentStatus: 'success', updatedAt: at };
      result.interactions.push(interaction);
      result.paidChats.push(paidChat);
      completed.push({ endedAt: at, seconds: duration, user, astrologer, type: type === 'chat' ? 'chat' : 'call', billed, interaction, paidChat });
      continue;
    }
    // From before consultations were kept: a report row, and for a chat its payment, neither paid out.
    const amount = astrologer.chargePaise * Math.ceil(duration / 60);
    result.interactions.push({
      userId: user.id!,
      astrologerId: astrologer.id,
      interactionType: type,
      durationSeconds: duration,
      paidAmountPaise: amount,
      paymentStatus: status,
      createdAt: at,
    });
    if (type !== 'chat') continue;
    const settled = after(at, duration * 1000);
    result.paidChats.push({
      id: result.paidChats.length + 1,
      userId: user.id!,
      astrologerId: astrologer.id,
      paidAmountPaise: amount,
      paymentStatus: PAID_CHAT_STATUS[status],
      createdAt: at,
      updatedAt: settled > now ? now : settled,
    });
  }

  // Each session requested, accepted and started a little before billing, and its review if the user wrote one: drawn
  // in the order above, so who reviewed whom does not depend on the time of day the seed runs.
  const writeReview = reviewWriter(rng, now);
  const drafts = completed.map((c) => {
    const startedAt = before(c.endedAt, c.seconds * 1000);
    // A chat bills from the astrologer's first message, a call from its connection.
    const acceptedAt = before(startedAt, (c.type === 'chat' ? rng.int(10, 70) : rng.int(4, 20)) * 1000);
    const requestedAt = before(acceptedAt, rng.int(5, 45) * 1000);
    const rate = c.astrologer.chargePaise;
    const session: SessionRow = {
      id: 0,
      userId: c.user.id!,
      astrologerId: c.astrologer.id,
      type: c.type,
      status: 'ended',
      ratePaise: rate,
      minuteSeconds: MINUTE_SECONDS,
      requestedAt,
      acceptBy: after(acceptedAt, ACCEPTED_WAIT_S * 1000),
      acceptedAt,
      startedAt,
      endedAt: c.endedAt,
      endReason: rng.chance(0.7) ? 'user' : 'astro',
      billedMinutes: c.billed,
      amountPaise: rate * c.billed,
      ...(c.type === 'call'
        ? { offeredAt: before(startedAt, 3000), answeredAt: before(startedAt, 1000), userMediaAt: c.endedAt, astroMediaAt: c.endedAt }
        : {}),
      createdAt: requestedAt,
      updatedAt: c.endedAt,
    };
    const reviewed = !UNREVIEWED_ASTROLOGERS.has(c.astrologer.id) && rng.chance(REVIEW_CHANCE);
    const review = reviewed ? writeReview({ userId: session.userId, astrologerId: session.astrologerId, endedAt: c.endedAt }) : null;
    return { c, session, review };
  });

  // Numbered in the order they began, each minute earned by the astrologer at its start.
  const earnings: { astrologerId: number; amount: number; at: Date }[] = [];
  drafts.sort((a, b) => a.session.startedAt.getTime() - b.session.startedAt.getTime());
  for (const [i, { c, session, review }] of drafts.entries()) {
    const id = i + 1;
    session.id = id;
    c.interaction.consultationId = id;
    c.paidChat.consultationId = id;
    result.sessions.push(session);
    for (let m = 0; m < session.billedMinutes!; m++) {
      const at = after(session.startedAt, m * MINUTE_SECONDS * 1000);
      const minute = { consultationId: id, minuteIndex: m, createdAt: at };
      result.ledger.push({ ...minute, account: 'astrologer', astrologerId: session.astrologerId, entryType: 'earning', amountPaise: session.ratePaise });
      earnings.push({ astrologerId: session.astrologerId, amount: session.ratePaise, at });
    }
    if (review) result.reviews.push({ ...review, consultationId: id });
  }

  payWithRecharges(rng, result);

  const cutoff = before(now, SETTLED_BEFORE_DAYS * DAY);
  for (const astrologer of astrologers) {
    const settledPart = earnings
      .filter((e) => e.astrologerId === astrologer.id && e.at < cutoff)
      .reduce((sum, e) => sum + e.amount, 0);
    if (SETTLED.has(astrologer.id) && settledPart > 0) {
      // The platform keeps its commission; the rest is paid out. Integer paise: the split always adds up.
      const platform = Math.round((settledPart * (astrologer.commissionBp ?? 0)) / 10_000);
      const payout = { id: result.payouts.length + 1, createdAt: cutoff };
      result.payouts.push({
        ...payout,
        astrologerId: astrologer.id,
        walletBeforePaise: settledPart,
        commissionBp: astrologer.commissionBp ?? 0,
        payablePaise: settledPart - platform,
        platformPaise: platform,
        settledBy: 1,
      });
      const base = { payoutId: payout.id, createdAt: cutoff };
      result.ledger.push(
        { ...base, account: 'astrologer', astrologerId: astrologer.id, entryType: 'payout', amountPaise: -(settledPart - platform) },
        { ...base, account: 'astrologer', astrologerId: astrologer.id, entryType: 'commission', amountPaise: -platform },
        { ...base, account: 'platform', astrologerId: null, entryType: 'commission', amountPaise: platform },
      );
    }
  }
  return result;
}

/**
 * The users' wallets: before each session (in the order they were requested), a user whose balance would not cover
 * the whole session recharged a pack that does, a few minutes before asking; then each minute was charged at its
 * start. Charges before any moment belong to sessions requested before it, whose recharges came earlier still, so no
 * balance ever goes below zero.
 */
function payWithRecharges(rng: Random, result: Consultations): void {
  const balances = new Map<number, number>();
  const gatewayIds = new Set<string>();
  const gatewayId = (prefix: string) => {
    for (;;) {
      const id = prefix + Array.from({ length: 14 }, () => BASE62[rng.int(0, 61)]).join('');
      if (!gatewayIds.has(id)) {
        gatewayIds.add(id);
        return id;
      }
    }
  };
  const entries: OpeningUserEntry[] = [];
  for (const s of [...result.sessions].sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())) {
    const cost = s.amountPaise!;
    const balance = balances.get(s.userId) ?? 0;
    let credited = 0;
    if (balance < cost) {
      const packs = RECHARGE_PACKS.filter((rupees) => rupees * 100 >= cost - balance);
      // The smallest pack that covers it, or now and then the next one up.
      const rupees = packs[rng.chance(0.35) && packs.length > 1 ? 1 : 0] ?? Math.ceil((cost - balance) / 100);
      const amountPaise = rupees * 100;
      const paidAt = before(s.requestedAt, rng.int(2, 25) * MINUTE);
      const recharge: RechargeRow = {
        id: result.recharges.length + 1,
        userId: s.userId,
        amountPaise,
        gstBp: GST_PERCENT * 100,
        ...rechargeTax(amountPaise, GST_PERCENT),
        provider: 'fake',
        gatewayOrderId: gatewayId('order_'),
        gatewayPaymentId: gatewayId('pay_'),
        status: 'paid',
        paidAt,
        createdAt: before(paidAt, rng.int(20, 90) * 1000),
        updatedAt: paidAt,
      };
      result.recharges.push(recharge);
      entries.push({ userId: s.userId, entryType: 'recharge', amountPaise, rechargeId: recharge.id, createdAt: paidAt });
      credited = amountPaise;
    }
    balances.set(s.userId, balance + credited - cost);
    for (let m = 0; m < s.billedMinutes!; m++) {
      const at = after(s.startedAt, m * s.minuteSeconds * 1000);
      entries.push({ userId: s.userId, entryType: 'consultation', amountPaise: -s.ratePaise, consultationId: s.id, minuteIndex: m, createdAt: at });
    }
  }
  // Oldest first; at the same instant a credit before a charge.
  const order = (e: OpeningUserEntry) => [e.createdAt!.getTime(), e.entryType === 'recharge' ? 0 : 1, e.consultationId ?? 0, e.minuteIndex ?? 0];
  result.walletEntries = entries.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x.map((v, i) => v - y[i]!).find((d) => d !== 0) ?? 0;
  });
}
