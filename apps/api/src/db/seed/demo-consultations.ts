// Demo consultations: calls and chats with verified astrologers, paid chats, and the wallet ledger they produce.
import type { interactions, paidChats, payouts } from '../schema/index.ts';
import type { OpeningLedgerRow } from '../../modules/money/money.service.ts';
import type { AstrologerRow, UserRow } from './demo-people.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, MINUTE, after, before, istMidnight } from './seed-time.ts';

const INTERACTIONS = 72;
/** Astrologers whose wallet was settled once, so the payment history shows a payout. */
const SETTLED = new Set([1, 3]);
const SETTLED_BEFORE_DAYS = 30;

type ConsultationStatus = 'Completed' | 'Cancelled' | 'Pending';
const PAID_CHAT_STATUS = { Completed: 'success', Pending: 'pending', Cancelled: 'failed' } as const;

export interface Consultations {
  interactions: (typeof interactions.$inferInsert)[];
  paidChats: (typeof paidChats.$inferInsert & { id: number })[];
  payouts: (typeof payouts.$inferInsert & { id: number })[];
  ledger: OpeningLedgerRow[];
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

export function buildConsultations(
  rng: Random,
  now: Date,
  customers: UserRow[],
  astrologers: AstrologerRow[],
): Consultations {
  const verified = astrologers.filter((a) => a.isVerified);
  const result: Consultations = { interactions: [], paidChats: [], payouts: [], ledger: [] };
  const earnings: { astrologerId: number; amount: number; paidChatId: number; at: Date }[] = [];

  for (let k = 0; k < INTERACTIONS; k++) {
    const at = whenOf(rng, now, k);
    const users = customers.filter((c) => c.createdAt < at);
    const user = rng.pick(users.length > 0 ? users : customers);
    const astrologer = rng.pick(verified);
    const type = rng.chance(0.55) ? 'chat' : 'Call';
    const roll = rng.next();
    const status: ConsultationStatus = roll < 0.72 ? 'Completed' : roll < 0.86 ? 'Cancelled' : 'Pending';
    const duration = status === 'Cancelled' ? rng.int(60, 300) : rng.int(60, 3600);
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
    const id = result.paidChats.length + 1;
    const settled = after(at, duration * 1000);
    const paymentStatus = PAID_CHAT_STATUS[status];
    result.paidChats.push({
      id,
      userId: user.id!,
      astrologerId: astrologer.id,
      paidAmountPaise: amount,
      paymentStatus,
      createdAt: at,
      updatedAt: settled > now ? now : settled,
    });
    if (paymentStatus === 'success') earnings.push({ astrologerId: astrologer.id, amount, paidChatId: id, at });
  }

  const cutoff = before(now, SETTLED_BEFORE_DAYS * DAY);
  for (const astrologer of astrologers) {
    const own = earnings.filter((e) => e.astrologerId === astrologer.id);
    for (const e of own) {
      result.ledger.push({
        account: 'astrologer',
        astrologerId: e.astrologerId,
        entryType: 'earning',
        amountPaise: e.amount,
        paidChatId: e.paidChatId,
        createdAt: e.at,
      });
    }
    const settledPart = own.filter((e) => e.at < cutoff).reduce((sum, e) => sum + e.amount, 0);
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
