// `npm run bench`: a fresh database, the server as a child process (or several), autocannon load per row against a same-run ceiling.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase, type BenchDatabase } from './database.ts';
import { errorNotes, getRequest, runLoad } from './load.ts';
import { MemorySampler } from './memory.ts';
import { PurchaseTally, purchaseSequence } from './purchase.ts';
import { markdownReport, meetsTarget, processesReport, textTable, type BenchRun, type Row, type RunInfo, type Target } from './report.ts';
import { ROOT, buildApi, startServer, type RunningServer } from './server.ts';
import { ShopClient, inParallel } from './shop-client.ts';
import { consultMarkdown, runConsultBench } from './consult.ts';
import { runSoak, type SoakResult } from './soak.ts';
import { runSafetyBench } from './safety.ts';
import { runSlotsBench } from './booking-slots.ts';
import { runPanchangBench } from './panchang.ts';
import { runBareRatios } from './bare-ratio.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'ceiling-duration': { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    soak: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string', default: '5' },
    out: { type: 'string', default: join(ROOT, 'bench/results.md') },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '0' },
    'web-dist': { type: 'string', default: process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist') },
    /** Comma-separated rows to run (list, bare, detail, category, cart, history, purchase, consult, safety, slots, panchang); all when absent. */
    only: { type: 'string' },
    /** More than 1: the rows once on one process and once with the load split over this many (PostgreSQL). */
    processes: { type: 'string', default: '1' },
    /** Sessions at once in the consultation delivery rows, and active sessions in the charge row. */
    'consult-sessions': { type: 'string', default: '200' },
    'consult-charge-sessions': { type: 'string', default: '1000' },
    /** Seconds in a billed minute for the charge row, and how long that row watches. */
    'consult-minute': { type: 'string', default: '5' },
    'consult-watch': { type: 'string', default: '30' },
  },
});
const ROW_KEYS = ['list', 'bare', 'detail', 'category', 'cart', 'history', 'purchase', 'consult', 'safety', 'slots', 'panchang'] as const;
/** The rows computed in this process, without a server. */
const IN_PROCESS_ROWS: readonly string[] = ['safety', 'slots', 'panchang'];
const SHOP_ROWS: readonly string[] = ROW_KEYS.filter((k) => k !== 'consult' && !IN_PROCESS_ROWS.includes(k));
const processes = Number(args.processes);
if (!Number.isInteger(processes) || processes < 1) throw new Error(`--processes: a whole number from 1, not "${args.processes}"`);
if (processes > 1 && !process.env.DATABASE_URL) {
  throw new Error('--processes needs PostgreSQL: set DATABASE_URL (PGlite admits one process)');
}
// Several processes: the catalogue and purchase rows, unless --only says otherwise.
const defaultRows = processes > 1 ? ['list', 'detail', 'category', 'purchase', 'consult'] : ROW_KEYS;
const only = new Set(args.only ? args.only.split(',').map((k) => k.trim()) : defaultRows);
for (const key of only) {
  if (!(ROW_KEYS as readonly string[]).includes(key)) throw new Error(`--only: unknown row "${key}" (${ROW_KEYS.join(', ')})`);
}
const durationS = Number(args.duration);
const ceilingDurationS = Number(args['ceiling-duration']);
const connections = Number(args.connections);
/** Units of the scarce product that every buyer tries to buy at once. */
const SCARCE_STOCK = Math.max(1, Math.floor(connections / 3));
const WARMUP_PURCHASES = 3;

const log = (message: string) => console.log(`[bench] ${message}`);

async function main() {
  log('bundling the API');
  const entry = await buildApi();
  if (processes > 1 && !process.env.REDIS_URL) log('REDIS_URL is not set: each process counts its own rate limits');
  const runs: BenchRun[] = [];
  if ([...only].some((key) => SHOP_ROWS.includes(key) && key !== 'bare')) {
    for (const count of processes > 1 ? [1, processes] : [1]) runs.push(await benchRun(entry, count));
  }
  if (only.has('bare')) {
    // Servers of their own, in the default configuration and with tracing on, one at a time: rows of the one-process run.
    const { rows, startMs } = await runBareRatios(entry, { connections, durationS, webDist: args['web-dist'], log });
    const [first] = runs;
    if (first) first.rows.push(...rows);
    else runs.push({ rows, info: runInfo(process.env.DATABASE_URL ? 'postgres' : 'pglite', 1, startMs), extra: [] });
  }
  for (const run of runs) {
    console.log(`\n${run.info.processes} process${run.info.processes > 1 ? 'es' : ''}:\n${textTable(run.rows)}\n`);
    for (const line of run.extra) console.log(`- ${line}`);
  }
  let report = runs.length === 0 ? '# Bench results\n\n' : runs.length === 1 ? markdownReport(runs[0]!) : processesReport(runs);
  const missed = runs.flatMap((run) => run.rows.filter((r) => meetsTarget(r) === false).map((r) => r.name));
  if (only.has('consult')) {
    const consult = await runConsultBench(entry, {
      sessions: Number(args['consult-sessions']),
      chargeSessions: Number(args['consult-charge-sessions']),
      messagesPerSide: 5,
      minuteS: Number(args['consult-minute']),
      chargeWatchS: Number(args['consult-watch']),
    });
    const section = consultMarkdown(consult.rows, consult.lines);
    console.log(`\n${section}`);
    report += `\n${section}`;
    missed.push(...consult.rows.filter((r) => r.met === false).map((r) => r.name));
  }
  if (only.has('safety')) {
    // In this process: the filter runs inside the request that stores a message, and adds its own time to it.
    const safety = runSafetyBench();
    console.log(`\n${safety.markdown}`);
    report += `\n${safety.markdown}`;
    if (!safety.met) missed.push('safety filter');
  }
  if (only.has('slots')) {
    // In this process: the search runs inside the request for an astrologer's page.
    const slots = runSlotsBench();
    console.log(`\n${slots.markdown}`);
    report += `\n${slots.markdown}`;
    if (!slots.met) missed.push('booking slots');
  }
  if (only.has('panchang')) {
    // In this process: a day not in memory is made inside the request, on the request's core.
    const panchang = runPanchangBench();
    console.log(`\n${panchang.markdown}`);
    report += `\n${panchang.markdown}`;
    if (!panchang.met) missed.push('panchang');
  }
  writeFileSync(args.out, report);
  log(`written to ${args.out}`);
  if (missed.length) log(`targets missed: ${[...new Set(missed)].join(', ')}`);
}

/** A fresh database, `count` servers on it, every chosen row; the database is dropped afterwards. */
async function benchRun(entry: string, count: number): Promise<BenchRun> {
  log(
    `preparing a fresh ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} database with ${connections} buyers`,
  );
  const db = await prepareDatabase(connections, SCARCE_STOCK);
  // The run's rate-limit counters in Redis (REDIS_URL) under keys of its own, shared by its processes.
  const redisPrefix = `bench:${randomBytes(4).toString('hex')}:`;
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = await startServer(entry, {
        ...db.env,
        // A fixed --port is the first process's; the others take free ones.
        PORT: i === 0 ? args.port : '0',
        NODE_ENV: 'test',
        // Per-request info lines would measure the log pipe; warnings still show.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        RATE_LIMIT_MAX: '1000000000',
        SEED: 'false',
        WEB_DIST: args['web-dist'],
        REDIS_PREFIX: redisPrefix,
      });
      servers.push(server);
      log(`server pid ${server.pid} at ${server.url}, first page after ${server.startMs} ms`);
    }
    return await measure(servers, db);
  } finally {
    for (const server of servers) await server.stop();
    await db.cleanup();
  }
}

async function measure(servers: RunningServer[], db: BenchDatabase): Promise<BenchRun> {
  // The load is split over every server; the set-up calls and checks go through the first.
  const url = servers.map((s) => s.url);
  const sampler = new MemorySampler(servers.map((s) => s.pid));
  const shop = new ShopClient(url[0]!);
  const [first] = db.buyers;
  if (!first) throw new Error('no buyers');
  const purchases = await shop.hasPurchaseFlow(first);
  const addressIds: number[] = [];
  await inParallel(db.buyers, 10, async (buyer, i) => {
    addressIds[i] = await shop.addAddress(buyer);
  });
  if (purchases) {
    log(`warm-up: ${WARMUP_PURCHASES} purchases per buyer, so order history has rows`);
    await inParallel(db.buyers, 10, async (buyer, i) => {
      for (let n = 0; n < WARMUP_PURCHASES; n++) {
        await shop.setCart(buyer, [{ product: db.plentiful, quantity: 1 }]);
        const status = await shop.checkout(buyer, addressIds[i]!);
        if (status !== 200) throw new Error(`warm-up purchase answered ${status}`);
      }
    });
  } else log('the purchase endpoints are not there: that row is reported as not available');
  await inParallel(db.buyers, 10, (buyer) =>
    shop.setCart(
      buyer,
      db.cartProducts.map((product) => ({ product, quantity: 1 })),
    ),
  );

  const ceiling = async (bytes: number): Promise<number> => {
    const path = `/api/bench/ceiling?bytes=${Math.max(16, Math.round(bytes))}`;
    const result = await runLoad({
      url,
      connections,
      durationS: ceilingDurationS,
      sequenceFor: () => [getRequest(path)],
    });
    return result.rps;
  };
  log('warm-up: 3 s of product list and ceiling');
  await runLoad({
    url,
    connections,
    durationS: 3,
    sequenceFor: () => [getRequest('/shop/open/all-product')],
  });
  await runLoad({
    url,
    connections,
    durationS: 2,
    sequenceFor: () => [getRequest('/api/bench/ceiling?bytes=1000')],
  });

  const rows: Row[] = [];
  const getRow = async (key: string, name: string, path: string, withToken: boolean, target: Target) => {
    if (!only.has(key)) return;
    log(`row: ${name}`);
    const sample = await shop.call('GET', path, withToken ? first : undefined);
    if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`);
    sampler.startWindow();
    const result = await runLoad({
      url,
      connections,
      durationS,
      sequenceFor: (c) => [
        getRequest(path, withToken ? { accesstoken: db.buyers[c % db.buyers.length]!.token } : {}),
      ],
    });
    const peakRssMb = sampler.windowPeakMb();
    rows.push({
      name,
      result,
      bodyBytes: sample.bytes,
      ceilingRps: await ceiling(sample.bytes),
      peakRssMb,
      target,
      notes: errorNotes(result),
    });
  };
  await getRow('list', 'product list', '/shop/open/all-product', false, { minRatio: 0.7, maxP99Ms: 25 });
  await getRow('detail', 'product detail', `/shop/open/product/${db.cartProducts[0]!.id}`, false, {
    minRatio: 0.7,
    maxP99Ms: 25,
  });
  await getRow('category', 'category products', `/shop/open/product/category/${db.plentiful.categoryId}`, false, {});
  await getRow('cart', 'cart read', '/api/cart', true, { minRatio: 0.4 });
  await getRow('history', 'order history', '/api/order-history', true, { minRatio: 0.4 });

  const extra: string[] = [];
  const purchaseTarget: Target = { minPurchasesPerS: 150 };
  if (!only.has('purchase')) {
    // Left out by --only.
  } else if (purchases) {
    rows.push(await purchaseRow(url, shop, db, addressIds, sampler, purchaseTarget, ceiling));
    const oversell = await oversellCheck(url.map((u) => new ShopClient(u)), db, addressIds);
    extra.push(oversell.line);
    if (!oversell.ok) rows.at(-1)!.notes.push('OVERSOLD');
  } else {
    rows.push({
      name: 'purchase (order, process, pay, confirm)',
      result: null,
      bodyBytes: 0,
      ceilingRps: 0,
      peakRssMb: 0,
      target: purchaseTarget,
      notes: [],
    });
  }

  const limitMb = memoryLimitMb(db.kind);
  const peak = Math.max(0, ...rows.map((r) => r.peakRssMb));
  extra.push(
    `Peak resident memory over the rows: ${peak.toFixed(0)} MB (target < ${limitMb} MB on ${db.kind}): ${peak < limitMb ? 'met' : 'MISSED'}.`,
  );
  let soak: SoakResult | null = null;
  if (args.soak) {
    const minutes = Number(args['soak-minutes']);
    log(`soak: ${minutes} min of mixed traffic`);
    // Readers need something in their carts again; buyers' carts must hold only what they buy.
    await inParallel(db.buyers, 10, (buyer, i) =>
      shop.setCart(
        buyer,
        db.cartProducts.map((product) => ({ product, quantity: i % 2 === 0 ? 0 : 1 })),
      ),
    );
    soak = await runSoak(url, db, addressIds, sampler, minutes, connections, purchases);
    const flat = soak.growthPct <= 5;
    extra.push(
      `Soak, ${soak.minutes} min of mixed traffic: ${soak.rps.toFixed(0)} req/s, ${soak.purchasesPerS.toFixed(0)} purchases/s, ` +
        `peak ${soak.peakMb.toFixed(0)} MB (target < ${limitMb} MB): ${soak.peakMb < limitMb ? 'met' : 'MISSED'}; ` +
        `per-minute peaks ${soak.minutePeaksMb.map((m) => m.toFixed(0)).join(', ')} MB, last minute vs second ${soak.growthPct.toFixed(1)}% ` +
        `(no growth = within 5%): ${flat ? 'met' : 'MISSED'}.`,
    );
  } else extra.push('Soak not run (`npm run bench -- --soak` runs 5 minutes of mixed traffic).');
  sampler.stop();

  return { rows, info: runInfo(db.kind, servers.length, Math.max(...servers.map((s) => s.startMs))), extra };
}

const memoryLimitMb = (kind: 'pglite' | 'postgres') => (kind === 'postgres' ? 250 : 450);

function runInfo(database: 'pglite' | 'postgres', processCount: number, startMs: number): RunInfo {
  return { database, processes: processCount, connections, durationS, ceilingDurationS, startMs, memoryLimitMb: memoryLimitMb(database) };
}

async function purchaseRow(
  url: string[],
  shop: ShopClient,
  db: BenchDatabase,
  addressIds: number[],
  sampler: MemorySampler,
  target: Target,
  ceiling: (bytes: number) => Promise<number>,
): Promise<Row> {
  log('row: purchase');
  // Carts hold the cart-read lines; a purchase buys only the plentiful product.
  await inParallel(db.buyers, 10, (buyer) =>
    shop.setCart(
      buyer,
      db.cartProducts.map((product) => ({ product, quantity: 0 })),
    ),
  );
  const before = await shop.stock(db.plentiful);
  const tally = new PurchaseTally();
  sampler.startWindow();
  const result = await runLoad({
    url,
    connections,
    durationS,
    sequenceFor: (c) =>
      purchaseSequence(
        db.buyers[c % db.buyers.length]!,
        addressIds[c % db.buyers.length]!,
        db.plentiful,
        tally,
      ),
  });
  const peakRssMb = sampler.windowPeakMb();
  // Confirms still in flight when the load stopped finish on the server; give them a moment before counting stock.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const taken = before - (await shop.stock(db.plentiful));
  const bodyBytes = tally.responses ? tally.bytes / tally.responses : 0;
  const notes = [
    `${(tally.completed / result.durationS).toFixed(0)} purchases/s`,
    `purchase p50 ${tally.percentile(50)} ms, p99 ${tally.percentile(99)} ms`,
    `stock taken ${taken} for ${tally.completed} confirmed`,
    ...[...tally.failures].map(([step, n]) => `${n} x ${step}`),
    ...(result.errors ? [`${result.errors} connection errors`] : []),
  ];
  // Purchases cut off by the end of the run may be paid without their answer being counted, never the reverse.
  if (taken < tally.completed || taken > tally.completed + connections) notes.push('STOCK MISMATCH');
  return {
    name: 'purchase (cart, order, process, pay, confirm)',
    result,
    bodyBytes,
    ceilingRps: await ceiling(bodyBytes),
    peakRssMb,
    target,
    purchasesPerS: tally.completed / result.durationS,
    notes,
  };
}

/**
 * Every buyer tries to buy the last units of one product at the same moment, through every process in
 * turn: exactly that many may succeed.
 */
async function oversellCheck(
  shops: ShopClient[],
  db: BenchDatabase,
  addressIds: number[],
): Promise<{ ok: boolean; line: string }> {
  const shop = shops[0]!;
  const product = db.scarce;
  await inParallel(db.buyers, 10, (buyer) => shop.setCart(buyer, [{ product, quantity: 1 }]));
  const statuses: number[] = [];
  await inParallel(db.buyers, db.buyers.length, async (buyer, i) => {
    statuses.push(await shops[i % shops.length]!.checkout(buyer, addressIds[i]!));
  });
  const paid = statuses.filter((s) => s === 200).length;
  const left = await shop.stock(product);
  // Those who lost the race keep the line in their carts; later traffic must not trip over it.
  await inParallel(db.buyers, 10, (buyer) => shop.setCart(buyer, [{ product, quantity: 0 }]));
  const ok = paid === product.stock && left === 0;
  return {
    ok,
    line:
      `Oversell check: ${db.buyers.length} buyers at once for the last ${product.stock} units: ${paid} paid, ` +
      `${statuses.length - paid} refused, stock left ${left}: ${ok ? 'no oversell' : 'FAILED'}.`,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
