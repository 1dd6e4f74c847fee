// The admin's charts: every day of a range (India time) with the figures the reports and the invoice register give
// for it, the astrologers' minutes, the conversion of new users, and each series as CSV. Sums are taken in integer
// paise and turned into rupees once, so a total is the paise's total, not a sum of rounded rupees.
import {
  CHART_CSV_COLUMNS,
  chartsCsvFileName,
  type ChartDay,
  type ChartsCsvQuery,
  type ChartsQuery,
  type ChartsResponse,
  type ChartTotals,
} from '@app/contracts/admin-charts';
import { paiseToRupees } from '@app/contracts/common';
import type { Db } from '../../db/client.ts';
import { istDays } from '../../lib/india-time.ts';
import { toCsv, type Cell } from '../invoices/invoices.service.ts';
import * as repo from './admin-charts.repository.ts';

const DAY_MS = 86_400_000;

/** Every day from `from` to `to`, both included, "YYYY-MM-DD". */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** One day's figures in paise, seconds and counts. */
interface Raw {
  shopNet: number;
  shopGst: number;
  shopTotal: number;
  rechargeNet: number;
  rechargeGst: number;
  rechargeTotal: number;
  charges: number;
  sessions: number;
  seconds: number;
  payouts: number;
  commission: number;
  refunds: number;
  refundsFromAstrologers: number;
  refundsFromPlatform: number;
  newUsers: number;
  converted: number;
}
const zero = (): Raw => ({
  shopNet: 0,
  shopGst: 0,
  shopTotal: 0,
  rechargeNet: 0,
  rechargeGst: 0,
  rechargeTotal: 0,
  charges: 0,
  sessions: 0,
  seconds: 0,
  payouts: 0,
  commission: 0,
  refunds: 0,
  refundsFromAstrologers: 0,
  refundsFromPlatform: 0,
  newUsers: 0,
  converted: 0,
});

/** Seconds as minutes to 2 decimals. */
const minutes = (seconds: number) => Math.round((seconds * 100) / 60) / 100;

function figures(r: Raw): ChartTotals {
  return {
    shop_net: paiseToRupees(r.shopNet),
    shop_gst: paiseToRupees(r.shopGst),
    shop_total: paiseToRupees(r.shopTotal),
    recharge_net: paiseToRupees(r.rechargeNet),
    recharge_gst: paiseToRupees(r.rechargeGst),
    recharge_total: paiseToRupees(r.rechargeTotal),
    consultation_charges: paiseToRupees(r.charges),
    sessions: r.sessions,
    minutes: minutes(r.seconds),
    payouts: paiseToRupees(r.payouts),
    commission: paiseToRupees(r.commission),
    refunds: paiseToRupees(r.refunds),
    refunds_from_astrologers: paiseToRupees(r.refundsFromAstrologers),
    refunds_from_platform: paiseToRupees(r.refundsFromPlatform),
    new_users: r.newUsers,
    converted_users: r.converted,
  };
}

export async function charts(db: Db, q: ChartsQuery): Promise<ChartsResponse> {
  const bounds = istDays(q.from, q.to);
  const range = { from: bounds.from!, to: bounds.to! };
  const [invoices, sessions, byAstrologer, paid, refunds, signups] = await Promise.all([
    repo.invoicesByDay(db, range),
    repo.interactionsByDay(db, range),
    repo.interactionsByAstrologer(db, range),
    repo.payoutsByDay(db, range),
    repo.refundsByDay(db, range),
    repo.signupsByDay(db, range),
  ]);
  const byDay = new Map(daysOf(q.from, q.to).map((d) => [d, zero()]));
  const at = (day: string) => byDay.get(day) ?? zero();
  for (const i of invoices) {
    const d = at(i.day);
    if (i.kind === 'order') {
      d.shopNet += i.taxablePaise;
      d.shopGst += i.gstPaise;
      d.shopTotal += i.totalPaise;
    } else {
      d.rechargeNet += i.taxablePaise;
      d.rechargeGst += i.gstPaise;
      d.rechargeTotal += i.totalPaise;
    }
  }
  for (const s of sessions) Object.assign(at(s.day), { sessions: s.sessions, seconds: s.seconds, charges: s.paidPaise });
  for (const p of paid) {
    const d = at(p.day);
    d.payouts += p.payablePaise;
    d.commission += p.platformPaise;
  }
  for (const r of refunds) {
    const d = at(r.day);
    d.refunds += r.amountPaise;
    d.refundsFromAstrologers += r.fromAstrologerPaise;
    d.refundsFromPlatform += r.fromPlatformPaise;
    // The payment report's platform amount: commission less what refunds took back from the platform.
    d.commission -= r.fromPlatformPaise;
  }
  for (const u of signups) Object.assign(at(u.day), { newUsers: u.users, converted: u.converted });

  const total = zero();
  for (const d of byDay.values()) for (const k of Object.keys(total) as (keyof Raw)[]) total[k] += d[k];
  const days: ChartDay[] = [...byDay].map(([day, r]) => ({ day, ...figures(r) }));
  return {
    from: q.from,
    to: q.to,
    days,
    totals: figures(total),
    astrologers: byAstrologer.map((a) => ({
      astrologer_id: a.astrologerId,
      name: a.name,
      sessions: a.sessions,
      minutes: minutes(a.seconds),
      consultation_charges: paiseToRupees(a.paidPaise),
    })),
    conversion_percent: total.newUsers === 0 ? 0 : Math.round((total.converted * 1000) / total.newUsers) / 10,
  };
}

/** "1499.00", "-12.50": rupees with two decimals from a JSON figure (already exact to the paisa). */
const rupees = (n: number): Cell => ({ figure: n.toFixed(2) });

/** One series of the range as CSV: the day's (or the astrologer's) row with the series' columns, oldest day first. */
export async function chartsCsv(db: Db, q: ChartsCsvQuery) {
  const data = await charts(db, q);
  const columns = CHART_CSV_COLUMNS[q.series];
  const counts = new Set(['sessions', 'new_users', 'converted_users', 'astrologer_id']);
  const cell = (row: Record<string, string | number>, column: string): Cell => {
    const value = row[column]!;
    if (typeof value === 'string') return value;
    if (counts.has(column)) return value;
    if (column === 'minutes') return { figure: value.toFixed(2) };
    return rupees(value);
  };
  const rows: Record<string, string | number>[] = q.series === 'astrologers' ? data.astrologers : data.days;
  return {
    csv: toCsv(
      columns,
      rows.map((row) => columns.map((c) => cell(row, c))),
    ),
    disposition: `attachment; filename="${chartsCsvFileName(q.series, q)}"`,
  };
}
