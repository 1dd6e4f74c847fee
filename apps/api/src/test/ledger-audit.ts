// An independent check of the consultation and free-question books: plain SQL over the tables (none of the billing
// code), answering every violation it finds, so a test can fail listing them. Empty means the books balance.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Row = Record<string, unknown>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  // node-postgres and PGlite both answer { rows }; drizzle's declared type differs per driver.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Each check is a query whose every row is a violation, described by `say`. */
interface Check {
  query: SQL;
  say: (r: Row) => string;
  /** For a query that reads every session: whether this row is a violation. */
  wrong?: (r: Row) => boolean;
}

const s = (v: unknown) => String(v);

/** The start of minute `k` (an SQL expression) of consultation alias `c`. */
const minuteStart = (k: string) => sql.raw(`(c.started_at + (${k}) * c.minute_seconds * interval '1 second')`);

/** The checks, with `now` the engine's time (a test that moves the database clock passes its own). */
const checks = (now: SQL): Check[] => [
  // --- Each session against its own two ledgers.
  {
    query: sql`select id, billed_minutes, free_minutes, rate_paise, amount_paise from consultations
      where amount_paise <> greatest(billed_minutes - free_minutes, 0)::bigint * rate_paise or billed_minutes < 0 or free_minutes < 0`,
    say: (r) =>
      `consultation ${s(r.id)}: amount ${s(r.amount_paise)} is not (billed_minutes ${s(r.billed_minutes)} - free ${s(r.free_minutes)}) x rate ${s(r.rate_paise)}`,
  },
  // The user pays minutes free..billed-1, the platform (a promotion) minutes 0..free-1, the astrologer earns them all:
  // each one row of exactly the rate per minute.
  ...(
    [
      ['user_wallet_entries', 'charge', `e.entry_type = 'consultation'`, -1, 'least(c.free_minutes, c.billed_minutes)', 'c.billed_minutes'],
      ['wallet_ledger', 'earning', `e.entry_type = 'earning' and e.consultation_id is not null`, 1, '0', 'c.billed_minutes'],
      ['wallet_ledger', 'promotion', `e.entry_type = 'promotion'`, -1, '0', 'least(c.free_minutes, c.billed_minutes)'],
    ] as const
  ).map(([table, side, kind, sign, from, to]): Check => ({
    query: sql.raw(`
        select c.id, c.billed_minutes, c.free_minutes, c.rate_paise,
          count(e.id)::int as n, count(distinct e.minute_index)::int as distinct_n,
          min(e.minute_index) as lo, max(e.minute_index) as hi,
          coalesce(sum(e.amount_paise), 0)::bigint as total,
          count(e.id) filter (where e.amount_paise <> ${sign} * c.rate_paise or e.minute_index is null)::int as odd
        from consultations c left join ${table} e on e.consultation_id = c.id and ${kind}
        group by c.id
        having count(e.id) <> case when c.rate_paise > 0 then ${to} - ${from} else 0 end
          or count(distinct e.minute_index) <> count(e.id)
          or coalesce(sum(e.amount_paise), 0) <> ${sign} * (${to} - ${from})::bigint * c.rate_paise
          or (count(e.id) > 0 and (min(e.minute_index) <> ${from} or max(e.minute_index) <> ${to} - 1))
          or count(e.id) filter (where e.amount_paise <> ${sign} * c.rate_paise or e.minute_index is null) > 0`),
    say: (r) =>
      `consultation ${s(r.id)}: ${side}s are ${s(r.n)} rows (${s(r.distinct_n)} distinct minutes ${s(r.lo)}..${s(r.hi)}, ` +
      `${s(r.odd)} of a wrong amount) totalling ${s(r.total)} for billed_minutes ${s(r.billed_minutes)} (free ${s(r.free_minutes)}) at rate ${s(r.rate_paise)}`,
  })),
  {
    query: sql`select e.id, e.consultation_id, e.account from wallet_ledger e
      left join consultations c on c.id = e.consultation_id
      where e.entry_type = 'promotion' and (c.id is null or e.account <> 'platform')`,
    say: (r) => `wallet_ledger row ${s(r.id)}: a promotion of consultation ${s(r.consultation_id)} on the ${s(r.account)} account`,
  },
  // --- The first session on the house: once per person. A session with free minutes holds its person's marks, and no
  // account has two sessions with free minutes that billed.
  {
    query: sql`select c.id, c.user_id, c.free_minutes, c.billed_minutes,
        (select count(*) from first_session_identities f where f.consultation_id = c.id)::int as marks
      from consultations c
      where (c.free_minutes > 0 and c.status in ('requested', 'active', 'ended') and c.billed_minutes > 0
          and not exists (select 1 from first_session_identities f where f.consultation_id = c.id))
        or (c.billed_minutes = 0 and c.status not in ('requested', 'active')
          and exists (select 1 from first_session_identities f where f.consultation_id = c.id))
        or (c.free_minutes > 0 and c.billed_minutes > 0 and exists (select 1 from consultations o
          where o.user_id = c.user_id and o.id <> c.id and o.free_minutes > 0 and o.billed_minutes > 0))`,
    say: (r) =>
      `consultation ${s(r.id)} of user ${s(r.user_id)}: ${s(r.free_minutes)} free minutes, ${s(r.billed_minutes)} billed, ${s(r.marks)} first-session marks`,
  },
  {
    query: sql`select e.id, e.consultation_id, e.user_id, c.user_id as owner from user_wallet_entries e
      left join consultations c on c.id = e.consultation_id
      where e.entry_type = 'consultation' and (c.id is null or c.user_id <> e.user_id)`,
    say: (r) => `user ledger row ${s(r.id)}: charges user ${s(r.user_id)} for consultation ${s(r.consultation_id)} of user ${s(r.owner)}`,
  },
  {
    query: sql`select e.id, e.consultation_id, e.astrologer_id, e.account, c.astrologer_id as owner from wallet_ledger e
      left join consultations c on c.id = e.consultation_id
      where e.entry_type = 'earning' and e.consultation_id is not null
        and (c.id is null or e.account <> 'astrologer' or e.astrologer_id is distinct from c.astrologer_id)`,
    say: (r) => `wallet_ledger row ${s(r.id)}: ${s(r.account)} ${s(r.astrologer_id)} earns from consultation ${s(r.consultation_id)} of astrologer ${s(r.owner)}`,
  },
  // --- Time: a minute is charged only once it has begun, and only if it began before the end. A minute that begins
  // at the very moment a participant ends the session (to the millisecond the times are kept in) is owed: it was
  // charged at its start, which the end did not precede; one ended by the balance or a lost participant ends at
  // the start of the first minute it does not pay.
  {
    query: sql`select c.id, c.status, c.end_reason, e.minute_index, c.started_at, c.ended_at from consultations c
      join user_wallet_entries e on e.consultation_id = c.id and e.entry_type = 'consultation'
      where c.started_at is null
        or (c.ended_at is not null and ${minuteStart('e.minute_index')} > c.ended_at)
        or (c.ended_at is not null and ${minuteStart('e.minute_index')} = c.ended_at and c.end_reason not in ('user', 'astro'))
        or ${minuteStart('e.minute_index')} > ${now}`,
    say: (r) => `consultation ${s(r.id)} (${s(r.status)}): minute ${s(r.minute_index)} charged though it starts at or after the end (${s(r.end_reason)}; started ${s(r.started_at)}, ended ${s(r.ended_at)})`,
  },
  {
    // Every minute that began before the end was paid (a session ended at 5:01 pays 6, at 5:00 too).
    query: sql`select c.id, c.billed_minutes, c.started_at, c.ended_at, c.end_reason from consultations c
      where c.status = 'ended' and c.started_at is not null and (${minuteStart('c.billed_minutes')} < c.ended_at
        or (${minuteStart('c.billed_minutes')} = c.ended_at and c.end_reason in ('user', 'astro')))`,
    say: (r) => `consultation ${s(r.id)}: ended (${s(r.end_reason)}) at ${s(r.ended_at)} with only ${s(r.billed_minutes)} minutes billed from ${s(r.started_at)}`,
  },
  {
    query: sql`select c.id, c.billed_minutes, c.next_charge_at from consultations c
      where c.status = 'active' and c.next_charge_at <> ${minuteStart('c.billed_minutes')}`,
    say: (r) => `consultation ${s(r.id)}: active with ${s(r.billed_minutes)} minutes billed but the next charge at ${s(r.next_charge_at)}`,
  },
  // --- Shapes: what each status may hold.
  {
    query: sql`select id, status, billed_minutes, started_at, ended_at, end_reason, type, max_minutes from consultations
      where (status in ('requested', 'declined', 'cancelled', 'expired') and (billed_minutes <> 0 or started_at is not null))
        or (status in ('declined', 'cancelled', 'expired') and ended_at is null)
        or (status = 'ended' and ((started_at is null and billed_minutes > 0) or ended_at is null or ended_at < started_at
          or end_reason not in ('user', 'astro', 'balance', 'disconnected', 'astro_lost', 'no_reply', 'astro_suspended', 'user_suspended', 'booked_time')
          or end_reason is null))
        or (end_reason = 'booked_time' and (max_minutes is null or billed_minutes <> max_minutes))
        or (max_minutes is not null and billed_minutes > max_minutes)
        or (end_reason = 'no_reply' and (billed_minutes <> 0 or started_at is not null or type <> 'chat'))
        or (status <> 'ended' and end_reason is not null)
        or (status = 'active' and ended_at is not null)`,
    say: (r) => `consultation ${s(r.id)}: ${s(r.status)} with billed ${s(r.billed_minutes)}, started ${s(r.started_at)}, ended ${s(r.ended_at)}, reason ${s(r.end_reason)}`,
  },
  // --- The admin's report rows: one interaction and one paid chat per ended session that cost something.
  {
    query: sql`select c.id, c.status, c.billed_minutes, c.amount_paise, c.type,
        (select count(*) from interactions i where i.consultation_id = c.id)::int as n,
        (select min(i.paid_amount_paise) from interactions i where i.consultation_id = c.id) as paid,
        (select min(i.interaction_type::text) from interactions i where i.consultation_id = c.id) as kind,
        (select min(i.payment_status::text) from interactions i where i.consultation_id = c.id) as pay_status,
        (select min(i.duration_seconds) from interactions i where i.consultation_id = c.id) as duration,
        round(extract(epoch from (c.ended_at - c.started_at)))::int as lasted
      from consultations c`,
    wrong: (r) => reportRowWrong(r, 'interactions'),
    say: (r) => `consultation ${s(r.id)} (${s(r.status)}, ${s(r.billed_minutes)} minutes, ${s(r.amount_paise)} paise, lasted ${s(r.lasted)} s): ${s(r.n)} interactions rows, paid ${s(r.paid)}, ${s(r.kind)}, ${s(r.pay_status)}, ${s(r.duration)} s`,
  },
  {
    query: sql`select c.id, c.status, c.billed_minutes, c.amount_paise,
        (select count(*) from paid_chats p where p.consultation_id = c.id)::int as n,
        (select min(p.paid_amount_paise) from paid_chats p where p.consultation_id = c.id) as paid,
        (select min(p.payment_status) from paid_chats p where p.consultation_id = c.id) as pay_status
      from consultations c`,
    wrong: (r) => reportRowWrong(r, 'paid_chats'),
    say: (r) => `consultation ${s(r.id)} (${s(r.status)}, ${s(r.billed_minutes)} minutes, ${s(r.amount_paise)} paise): ${s(r.n)} paid_chats rows, paid ${s(r.paid)}, ${s(r.pay_status)}`,
  },
  // --- Refunds: what the session says was refunded is what the user got back and what the two accounts gave up.
  {
    query: sql`select c.id, c.refunded_paise, coalesce(r.total, 0) as refunds, coalesce(r.astro, 0) as from_astro,
        coalesce(r.platform, 0) as from_platform, coalesce(u.total, 0) as to_user, coalesce(a.total, 0) as astro_rows,
        coalesce(p.total, 0) as platform_rows
      from consultations c
      left join (select consultation_id, sum(amount_paise)::bigint as total, sum(from_astrologer_paise)::bigint as astro,
          sum(from_platform_paise)::bigint as platform from consultation_refunds group by 1) r on r.consultation_id = c.id
      left join (select consultation_id, sum(amount_paise)::bigint as total from user_wallet_entries
          where entry_type = 'refund' group by 1) u on u.consultation_id = c.id
      left join (select consultation_id, sum(amount_paise)::bigint as total from wallet_ledger
          where entry_type = 'refund' and account = 'astrologer' group by 1) a on a.consultation_id = c.id
      left join (select consultation_id, sum(amount_paise)::bigint as total from wallet_ledger
          where entry_type = 'refund' and account = 'platform' group by 1) p on p.consultation_id = c.id
      where c.refunded_paise <> coalesce(r.total, 0) or c.refunded_paise <> coalesce(u.total, 0)
        or coalesce(r.astro, 0) <> -coalesce(a.total, 0) or coalesce(r.platform, 0) <> -coalesce(p.total, 0)
        or c.refunded_paise > c.amount_paise`,
    say: (r) =>
      `consultation ${s(r.id)}: refunded ${s(r.refunded_paise)}, refunds ${s(r.refunds)} (astrologer ${s(r.from_astro)}, platform ${s(r.from_platform)}), ` +
      `user got ${s(r.to_user)}, astrologer rows ${s(r.astro_rows)}, platform rows ${s(r.platform_rows)}`,
  },
  // --- The fair meter: a session that ended because the astrologer's side was lost (or the astrologer was suspended)
  // gave back its last minute when the user paid for it, as a refund of exactly the rate.
  {
    query: sql`select c.id, c.billed_minutes, c.free_minutes, c.rate_paise from consultations c
      where c.end_reason in ('astro_lost', 'astro_suspended') and c.billed_minutes > c.free_minutes and c.rate_paise > 0
        and not exists (select 1 from user_wallet_entries e where e.consultation_id = c.id and e.entry_type = 'refund'
          and e.minute_index = c.billed_minutes - 1 and e.amount_paise = c.rate_paise)`,
    say: (r) => `consultation ${s(r.id)}: the astrologer's side was lost after ${s(r.billed_minutes)} minutes at ${s(r.rate_paise)} but minute ${s(r.billed_minutes)} was not given back`,
  },
  // --- Free questions: an answered question paid its fee once (the astrologer who answered credited, the platform
  // debited the same); any other question, or a fee of 0, moved nothing.
  {
    query: sql`select q.id, q.status, q.answered_by, q.fee_paise,
        count(l.id) filter (where l.account = 'astrologer')::int as astro_rows,
        coalesce(sum(l.amount_paise) filter (where l.account = 'astrologer'), 0)::bigint as astro_total,
        count(l.id) filter (where l.account = 'astrologer' and l.astrologer_id is distinct from q.answered_by)::int as astro_wrong,
        count(l.id) filter (where l.account = 'platform')::int as platform_rows,
        coalesce(sum(l.amount_paise) filter (where l.account = 'platform'), 0)::bigint as platform_total,
        count(l.id) filter (where l.entry_type <> 'free_question')::int as odd_type
      from free_questions q left join wallet_ledger l on l.free_question_id = q.id
      group by q.id
      having count(l.id) filter (where l.entry_type <> 'free_question') > 0
        or case when q.status = 'answered' and q.fee_paise > 0 then
          count(l.id) filter (where l.account = 'astrologer') <> 1 or count(l.id) filter (where l.account = 'platform') <> 1
          or coalesce(sum(l.amount_paise) filter (where l.account = 'astrologer'), 0) <> q.fee_paise
          or coalesce(sum(l.amount_paise) filter (where l.account = 'platform'), 0) <> -q.fee_paise
          or count(l.id) filter (where l.account = 'astrologer' and l.astrologer_id is distinct from q.answered_by) > 0
        else count(l.id) > 0 end
      order by q.id`,
    say: (r) =>
      `free question ${s(r.id)} (${s(r.status)}, fee ${s(r.fee_paise)}, answered by ${s(r.answered_by)}): astrologer rows ${s(r.astro_rows)} ` +
      `totalling ${s(r.astro_total)} (${s(r.astro_wrong)} to another astrologer), platform rows ${s(r.platform_rows)} totalling ${s(r.platform_total)}, ${s(r.odd_type)} of another type`,
  },
  {
    query: sql`select l.id, l.free_question_id from wallet_ledger l left join free_questions q on q.id = l.free_question_id
      where l.entry_type = 'free_question' and q.id is null`,
    say: (r) => `wallet_ledger row ${s(r.id)}: a fee for free question ${s(r.free_question_id)}, which does not exist`,
  },
  // --- Bookings: the hold left the user's wallet once, for exactly price x length; a booked booking (or a started one
  // whose session has not charged a minute) has nothing back yet; a cancelled or settled one gave back what it says it released and paid the astrologer what it says it captured, the two
  // adding up to the hold; each row on the booking's own user and astrologer.
  {
    query: sql`select b.id, b.status, b.held_paise, b.released_paise, b.captured_paise,
        coalesce(h.n, 0)::int as holds, coalesce(h.total, 0)::bigint as held_rows, coalesce(r.total, 0)::bigint as released_rows,
        coalesce(c.total, 0)::bigint as captured_rows, coalesce(h.odd, 0) + coalesce(r.odd, 0) + coalesce(c.odd, 0) as odd
      from bookings b
      left join (select booking_id, count(*) as n, sum(amount_paise) as total,
          count(*) filter (where e.user_id <> (select user_id from bookings x where x.id = e.booking_id)) as odd
        from user_wallet_entries e where entry_type = 'booking_hold' group by 1) h on h.booking_id = b.id
      left join (select booking_id, sum(amount_paise) as total,
          count(*) filter (where e.user_id <> (select user_id from bookings x where x.id = e.booking_id)) as odd
        from user_wallet_entries e where entry_type = 'booking_release' group by 1) r on r.booking_id = b.id
      left join (select booking_id, sum(amount_paise) as total,
          count(*) filter (where e.account <> 'astrologer' or e.entry_type <> 'earning'
            or e.astrologer_id is distinct from (select astrologer_id from bookings x where x.id = e.booking_id)) as odd
        from wallet_ledger e where booking_id is not null group by 1) c on c.booking_id = b.id
      where coalesce(h.n, 0) <> case when b.held_paise > 0 then 1 else 0 end
        or coalesce(h.total, 0) <> -b.held_paise
        or coalesce(r.total, 0) <> b.released_paise or coalesce(c.total, 0) <> b.captured_paise
        or coalesce(h.odd, 0) + coalesce(r.odd, 0) + coalesce(c.odd, 0) > 0
        or ((b.status = 'booked' or (b.status = 'started' and b.settled_at is null)) and b.released_paise + b.captured_paise <> 0)
        or ((b.status like 'cancelled%' or b.settled_at is not null) and b.released_paise + b.captured_paise <> b.held_paise)`,
    say: (r) =>
      `booking ${s(r.id)} (${s(r.status)}): held ${s(r.held_paise)} in ${s(r.holds)} rows totalling ${s(r.held_rows)}, released ` +
      `${s(r.released_paise)} (rows ${s(r.released_rows)}), captured ${s(r.captured_paise)} (rows ${s(r.captured_rows)}), ${s(r.odd)} rows on another party`,
  },
  {
    query: sql`select e.id, e.entry_type::text, e.booking_id from user_wallet_entries e left join bookings b on b.id = e.booking_id
      where e.booking_id is not null and b.id is null
      union all
      select l.id, l.entry_type::text, l.booking_id from wallet_ledger l left join bookings b on b.id = l.booking_id
      where l.booking_id is not null and b.id is null`,
    say: (r) => `ledger row ${s(r.id)} (${s(r.entry_type)}): for booking ${s(r.booking_id)}, which does not exist`,
  },
  // Each user's holds outstanding (what their hold rows took, less what came back and what went to astrologers) are
  // exactly the holds of their booked bookings.
  {
    query: sql`select u.user_id, u.outstanding, coalesce(k.booked, 0) as booked from (
        select e.user_id, (-sum(e.amount_paise) - coalesce((select sum(b.captured_paise) from bookings b where b.user_id = e.user_id), 0))::bigint as outstanding
        from user_wallet_entries e where e.booking_id is not null group by e.user_id) u
      left join (select user_id, sum(held_paise)::bigint as booked from bookings where status = 'booked' group by 1) k on k.user_id = u.user_id
      where u.outstanding <> coalesce(k.booked, 0)`,
    say: (r) => `user ${s(r.user_id)}: holds outstanding ${s(r.outstanding)} but booked bookings hold ${s(r.booked)}`,
  },
  // --- Wallets: never negative, each the sum of its ledger, and each row's balance_after the running sum.
  {
    query: sql`select coalesce(w.user_id, e.user_id) as user_id, w.balance_paise, e.total from user_wallets w
      full join (select user_id, sum(amount_paise)::bigint as total from user_wallet_entries group by user_id) e on e.user_id = w.user_id
      where coalesce(w.balance_paise, 0) < 0 or coalesce(w.balance_paise, 0) <> coalesce(e.total, 0)`,
    say: (r) => `user ${s(r.user_id)}: wallet ${s(r.balance_paise)} but ledger sum ${s(r.total)}`,
  },
  {
    query: sql`select id, user_id, amount_paise, balance_after_paise, running from (
        select e.*, sum(amount_paise) over (partition by user_id order by id)::bigint as running from user_wallet_entries e) x
      where balance_after_paise <> running or balance_after_paise < 0`,
    say: (r) => `user ${s(r.user_id)} ledger row ${s(r.id)}: balance_after ${s(r.balance_after_paise)} but the rows up to it sum to ${s(r.running)}`,
  },
  {
    query: sql`select a.id, a.wallet_paise, coalesce(l.total, 0) as total from astrologers a
      left join (select astrologer_id, sum(amount_paise)::bigint as total from wallet_ledger where account = 'astrologer' group by astrologer_id) l
        on l.astrologer_id = a.id
      where a.wallet_paise < 0 or a.wallet_paise <> coalesce(l.total, 0)`,
    say: (r) => `astrologer ${s(r.id)}: wallet ${s(r.wallet_paise)} but ledger sum ${s(r.total)}`,
  },
];

/** A session's report row is wrong unless an ended session that cost something has exactly one of the right amount. */
function reportRowWrong(r: Row, table: 'interactions' | 'paid_chats'): boolean {
  const owes = r.status === 'ended' && Number(r.billed_minutes) > 0;
  const n = Number(r.n);
  if (!owes) return n !== 0;
  if (n !== 1 || Number(r.paid) !== Number(r.amount_paise)) return true;
  if (table === 'paid_chats') return r.pay_status !== 'success';
  const kind = r.type === 'chat' ? 'chat' : 'Call';
  // The engine rounds milliseconds, the database microseconds: a second either way at a half is the same.
  return r.kind !== kind || r.pay_status !== 'Completed' || Math.abs(Number(r.duration) - Number(r.lasted)) > 1;
}

/**
 * Every violation of the books' rules in the whole database, one sentence each; `now` is the engine's time (the test
 * app's moved clock, ctx.dbClock.now(), where a test moves it).
 */
export async function auditLedger(db: Db, now: SQL = sql`now()`): Promise<string[]> {
  const found: string[] = [];
  for (const [i, check] of checks(now).entries()) {
    const result = (await rows(db, check.query)).filter((r) => check.wrong?.(r) ?? true);
    found.push(...result.map((r) => `[${i}] ${check.say(r)}`));
  }
  return found;
}
