// The bench's table: each row against its ceiling and its target, printed and written as markdown.
import { cpus, loadavg, totalmem } from 'node:os';
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
  /** Server processes the load was split over. */
  processes: number;
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

/** One configuration's measurements: its rows, how they were taken, and the lines under the table. */
export interface BenchRun {
  rows: Row[];
  info: RunInfo;
  extra: string[];
}

const processCount = (n: number) => `${n} process${n === 1 ? '' : 'es'}`;

function runLine(info: RunInfo): string {
  return (
    `Database: ${info.database}; ${processCount(info.processes)}; ${info.connections} connections` +
    `${info.processes > 1 ? ' spread evenly over them' : ''}; ${info.durationS} s per row, ${info.ceilingDurationS} s per ceiling.`
  );
}

export function markdownReport({ rows, info, extra }: BenchRun): string {
  return [
    '# Bench results',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench\` on ${machineLine()}.`,
    runLine(info),
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

/** The same rows on one process and split over several, side by side, then each run's full table. */
export function processesReport(runs: BenchRun[]): string {
  const [first] = runs;
  if (!first) throw new Error('no runs');
  const figures = (row: Row | undefined) => {
    const r = row?.result;
    if (!r) return ['-', '-', '-'];
    return [fixed(r.rps), fixed(r.p99, 1), row.purchasesPerS === undefined ? '-' : fixed(row.purchasesPerS)];
  };
  const header = [
    'row',
    ...runs.flatMap((run) => {
      const n = processCount(run.info.processes);
      return [`${n}: req/s`, `${n}: p99 ms`, `${n}: purchases/s`];
    }),
  ];
  const lines = first.rows.map((row) => [row.name, ...runs.flatMap((run) => figures(run.rows.find((r) => r.name === row.name)))]);
  const table = [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
  return [
    '# Bench results: one process and several',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench -- --processes ${runs.at(-1)!.info.processes}\` on ${machineLine()}.`,
    'Each configuration ran on its own fresh database, one after the other, with the same buyers, rows and load.',
    `Load average at the end (1, 5, 15 min): ${loadavg().map((l) => l.toFixed(1)).join(', ')}: other work on the same cores moves every figure.`,
    '',
    table,
    '',
    ...runs.flatMap((run) => [
      `## ${processCount(run.info.processes)}`,
      '',
      runLine(run.info),
      '',
      markdownTable(run.rows),
      '',
      ...run.extra.map((line) => `- ${line}`),
      `- Server start to first page: ${run.info.startMs} ms${run.info.processes > 1 ? ' (the slowest process)' : ''}.`,
      '',
    ]),
  ].join('\n');
}
