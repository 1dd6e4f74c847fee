// The application's metrics on prom-client, one registry per app (tests build many apps in one process): HTTP
// requests, the consultations' minute clock, pushes, client errors, gauges read when scraped, and prom-client's default
// runtime series (event-loop lag, CPU, memory). plugins/metrics.ts serves them at GET /metrics; what each series means
// and why its labels are these: docs/decisions/observability.md.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type PushOutcome = 'sent' | 'failed' | 'gone';

/** A PostgreSQL pool's connections (pg.Pool's counts). */
export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** Told when a gauge read at scrape time fails: that gauge shows no sample in this scrape, the others are served. */
  log?: { warn(obj: object, msg: string): void };
  /**
   * prom-client's default runtime series (true unless false). Each call of collectDefaultMetrics starts an event-loop
   * delay monitor and a GC observer that nothing can stop, so a registry nobody scrapes (the tests' own) goes without.
   */
  runtime?: boolean;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: `route` is the route's pattern (`/api/orders/:id`), never the address asked for. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** The minutes a committed transaction charged, each as how late it was charged after it was due, seconds. */
  minutesCharged(lateness: readonly number[]): void;
  /** One Web Push handed to a push service: delivered, failed (kept, tried again next time), or gone (forgotten). */
  push(outcome: PushOutcome): void;
  /** One error report from a browser (POST /api/client-errors). */
  clientError(): void;
  /** The sockets this process holds, read at each scrape. */
  watchSockets(count: () => number): void;
  /** The consultations in progress across every process, read from the database at each scrape. */
  watchLiveConsultations(count: () => Promise<number>): void;
  /** The PostgreSQL pool's connections, read at each scrape. */
  watchPool(counts: () => PoolCounts): void;
}

/** Bounds of a request's duration, seconds: a cached read is milliseconds, a PDF or an upload is seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Bounds of a minute's lateness, seconds: the clock looks every CONSULT_TICK_MS (250 ms), a crashed process's minutes wait longer. */
const LATENESS_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300];

/** The only methods a label may carry: anything else is counted as OTHER, so a client cannot make new series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics({ log, runtime = true }: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (runtime) collectDefaultMetrics({ register: registry });

  /**
   * A gauge set by `read` at each scrape. prom-client's scrape fails as a whole when one collect throws, so a failure
   * is caught here: logged, and the gauge shows no sample until a read succeeds again (never a stale value).
   */
  function readAtScrape<L extends string = never>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (gauge: Gauge<L>) => void | Promise<void>,
  ): void {
    const gauge: Gauge<L> = new Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        try {
          await read(gauge);
        } catch (error) {
          gauge.reset();
          // An unlabelled gauge resets to 0; removing its one series leaves no sample.
          if (labelNames.length === 0) gauge.remove({});
          log?.warn({ err: error, metric: name }, 'A metric could not be read');
        }
      },
    });
  }

  const http = ['method', 'route', 'status_class'] as const;
  const requests = new Counter<(typeof http)[number]>({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: http,
    registers,
  });
  const durations = new Histogram<(typeof http)[number]>({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class, seconds',
    labelNames: http,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const minutes = new Counter({
    name: 'consultation_minutes_charged_total',
    help: 'Consultation minutes charged by this process (committed)',
    registers,
  });
  const lateness = new Histogram({
    name: 'consultation_charge_lateness_seconds',
    help: 'How long after its due time (next_charge_at) each minute was charged, by the database clock, seconds',
    buckets: LATENESS_BUCKETS,
    registers,
  });
  const pushes = new Counter<'outcome'>({
    name: 'push_notifications_total',
    help: 'Web Push notifications handed to push services, by outcome (sent, failed, gone)',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of ['sent', 'failed', 'gone']) pushes.inc({ outcome }, 0);
  const clientErrors = new Counter({
    name: 'client_errors_total',
    help: 'Uncaught errors reported by browsers (POST /api/client-errors, after its rate limit)',
    registers,
  });

  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    minutesCharged(late) {
      if (late.length === 0) return;
      minutes.inc(late.length);
      for (const s of late) lateness.observe(Math.max(0, s));
    },
    push: (outcome) => pushes.inc({ outcome }),
    clientError: () => clientErrors.inc(),
    watchSockets(count) {
      readAtScrape('realtime_sockets', 'Socket.IO connections open on this process', [], (g) => g.set(count()));
    },
    watchLiveConsultations(count) {
      readAtScrape('consultations_live', "Consultations in progress (status 'active'), all processes, from the database", [], async (g) =>
        g.set(await count()),
      );
    },
    watchPool(counts) {
      readAtScrape('db_pool_connections', 'PostgreSQL pool connections of this process, by state (in_use, idle)', ['state'], (g) => {
        const c = counts();
        g.set({ state: 'in_use' }, c.total - c.idle);
        g.set({ state: 'idle' }, c.idle);
      });
      readAtScrape('db_pool_waiting_queries', 'Queries of this process waiting for a pool connection', [], (g) => g.set(counts().waiting));
    },
  };
}
