// The astrologer's console: availability, the day's and all-time earnings with the payable amount, open requests.
import type { VerdictBand } from '@app/contracts/kundli-match';
import { CONSULT_MESSAGES, SOCKET_EVENTS, type ConsoleSummary, type RequestDetails } from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import * as money from '../money/money.service.ts';
import { refuseSuspended, suspensionOf } from '../safety/safety.service.ts';
import * as repo from './console.repository.ts';
import { toWire } from './consultation-view.ts';
import { openViewsOf } from './consultations.repository.ts';
import { astrologerStatusEvent, overallStatus } from './status.ts';

type Ctx = Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime'>;

async function verifiedAstrologer(ctx: Ctx, caller: SessionUser) {
  const astro = caller.role === 'astro' ? await repo.findVerifiedByUser(ctx.db, caller.id) : null;
  if (!astro) throw forbidden('astrologers_only', CONSULT_MESSAGES.astrologersOnly);
  return astro;
}

export async function setAvailability(ctx: Ctx, caller: SessionUser, set: { chat?: boolean | undefined; call?: boolean | undefined }) {
  const astro = await verifiedAstrologer(ctx, caller);
  const grace = ctx.config.CONSULT_GRACE_S;
  const { before, after, availability } = await ctx.db.transaction(async (tx) => {
    await requireLiveAccount(tx, caller.id);
    // Going offline is always allowed; a suspended astrologer cannot come online (the console says why).
    if (set.chat || set.call) await refuseSuspended(tx, caller.id);
    const was = await astrologerStatusEvent(tx, ctx.dbClock, astro.id, grace);
    await repo.saveAvailability(tx, ctx.dbClock, astro.id, set);
    return { before: was, after: await astrologerStatusEvent(tx, ctx.dbClock, astro.id, grace), availability: await repo.readAvailability(tx, astro.id) };
  });
  if (before.status !== after.status || before.call_status !== after.call_status) {
    ctx.realtime.toEveryone(SOCKET_EVENTS.astrologerStatus, after);
  }
  return { ...availability, status: overallStatus(after) };
}

export async function consoleSummary(ctx: Ctx, caller: SessionUser): Promise<ConsoleSummary> {
  const astro = await verifiedAstrologer(ctx, caller);
  const [availability, status, earned, sessions, answers, suspension] = await Promise.all([
    repo.readAvailability(ctx.db, astro.id),
    astrologerStatusEvent(ctx.db, ctx.dbClock, astro.id, ctx.config.CONSULT_GRACE_S).then(overallStatus),
    money.astrologerEarnings(ctx.db, astro.id),
    repo.sessionsToday(ctx.db, astro.id),
    repo.responseCounts(ctx.db, ctx.dbClock, astro.id),
    suspensionOf(ctx.db, caller.id),
  ]);
  return {
    astro_id: astro.id,
    ...availability,
    status,
    earnings_today: earned.today / 100,
    earnings_total: earned.total / 100,
    wallet: astro.walletPaise / 100,
    commission: astro.commissionBp / 100,
    payable: money.splitWallet(astro.walletPaise, astro.commissionBp).payablePaise / 100,
    sessions_today: sessions,
    response_rate: answers.asked === 0 ? null : Math.round((100 * (answers.asked - answers.missed)) / answers.asked),
    missed_requests: answers.missed,
    suspension,
  };
}

export async function openRequests(ctx: Ctx, caller: SessionUser): Promise<RequestDetails[]> {
  const astro = await verifiedAstrologer(ctx, caller);
  const rows = await openViewsOf(ctx.db, ctx.dbClock, astro.id);
  return rows.map((r) => ({
    consultation: toWire(r),
    // The birth details the chart beside them is drawn from: the user's saved kundli when there is one, else the
    // profile's, so the card never says "not given" above a chart that has them.
    user: {
      name: r.userName,
      date_of_birth: r.kundliBirthDate ?? r.dateOfBirth,
      time_of_birth: r.kundliBirthTime ?? r.timeOfBirth,
      place_of_birth: r.kundliPlace ?? r.placeOfBirth,
      gender: r.gender,
    },
    match:
      r.matchId === null
        ? null
        : {
            id: r.matchId,
            boy_name: r.matchBoyName,
            girl_name: r.matchGirlName,
            total: r.matchTotal!,
            band: r.matchBand as VerdictBand,
          },
  }));
}
