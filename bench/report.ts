// The bench's table: each row against its ceiling and its target, printed and written as markdown.
import { cpus, totalmem } from 'node:os';
import type { LoadResult } from './load.ts';

export interface Target {
  minRatio?: number;
  maxP99Ms?: number;
  minPurchasesPerS?: number;
}

export interface Row {
  name: string;
  /** Null when the endpoints are not there yet. */
  result: LoadResult | null;
  bodyBytes: number;
  ceilingRps: number;
  peakRssMb: number;
  target: Target;
  /** Completed purchases per second, for the purchase row. */
  purchasesPerS?: number;
  notes: string[];
}

export interface RunInfo {
  database: 'pglite' | 'postgres';
  connections: number;
  durationS: number;
  ceilingDurationS: number;
  startMs: number;
  memoryLimitMb: number;
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function ratio(row: Row): number {
  return row.result && row.ceilingRps > 0 ? row.result.rps / row.ceilingRps : Number.NaN;
}

/** Whether the row meets its target: null when it has none or was not measured. */
export function meetsTarget(row: Row): boolean | null {
  const { target, result } = row;
  if (!result) return null;
  const checks: boolean[] = [];
  if (target.minRatio !== undefined) checks.push(ratio(row) >= target.minRatio);
  if (target.maxP99Ms !== undefined) checks.push(result.p99 < target.maxP99Ms);
  if (target.minPurchasesPerS !== undefined) checks.push((row.purchasesPerS ?? 0) >= target.minPurchasesPerS);
  return checks.length ? checks.every(Boolean) : null;
}

export function describeTarget(target: Target): string {
  const parts: string[] = [];
  if (target.minRatio !== undefined) parts.push(`>= ${target.minRatio} x ceiling`);
  if (target.maxP99Ms !== undefined) parts.push(`p99 < ${target.maxP99Ms} ms`);
  if (target.minPurchasesPerS !== undefined)
    parts.push(`>= ${target.minPurchasesPerS} purchases/s, no oversell`);
  return parts.join(', ') || '-';
}

const HEADER = [
  'row',
  'req/s',
  'p50 ms',
  'p99 ms',
  'ceiling req/s',
  'ratio',
  'body B',
  'peak RSS MB',
  'target',
  'met',
  'notes',
];

export function tableLines(rows: Row[]): string[][] {
  return rows.map((row) => {
    const r = row.result;
    const met = meetsTarget(row);
    return [
      row.name,
      r ? fixed(r.rps) : 'not available',
      r ? fixed(r.p50, 1) : '-',
      r ? fixed(r.p99, 1) : '-',
      r ? fixed(row.ceilingRps) : '-',
      r ? fixed(ratio(row), 2) : '-',
      r ? String(Math.round(row.bodyBytes)) : '-',
      r ? fixed(row.peakRssMb) : '-',
      describeTarget(row.target),
      met === null ? '-' : met ? 'yes' : 'NO',
      row.notes.join('; '),
    ];
  });
}

export function markdownTable(rows: Row[]): string {
  const lines = [HEADER, HEADER.map(() => '---'), ...tableLines(rows)];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** A plain-text table for the terminal. */
export function textTable(rows: Row[]): string {
  const lines = [HEADER, ...tableLines(rows)];
  const widths = HEADER.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  return lines.map((cells) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
}

export function markdownReport(rows: Row[], info: RunInfo, extra: string[]): string {
  return [
    '# Bench results',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench\` on ${machineLine()}.`,
    `Database: ${info.database}; ${info.connections} connections; ${info.durationS} s per row, ${info.ceilingDurationS} s per ceiling.`,
    "The ceiling is the same server answering a precomputed JSON body of the row's size from memory (`GET /api/bench/ceiling`).",
    "Targets are the issue's, set for PostgreSQL with 50 connections on 2 cores; on PGlite they are shown for comparison.",
    '',
    markdownTable(rows),
    '',
    ...extra.map((line) => `- ${line}`),
    `- Server start to first page on the seeded database: ${info.startMs} ms (target < 3000 ms).`,
    '',
  ].join('\n');
}
