// The app's series on prom-client: the text exposition of a counter, a labelled counter, a histogram's cumulative
// buckets and a labelled gauge read at scrape time; registries apart from one another; a gauge whose read fails (the
// database away) logged and left without a sample while the rest of the scrape is served.
import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

/** The lines of one series (HELP, TYPE and samples) in an exposition text. */
const block = (text: string, name: string) => text.split('\n').filter((l) => l.startsWith(`${name}`) || l.startsWith(`# HELP ${name} `) || l.startsWith(`# TYPE ${name} `));

describe("the app's metrics", () => {
  it('writes counters, histograms and labelled gauges in the Prometheus text format', async () => {
    const metrics = createMetrics({ runtime: false });
    metrics.request('GET', '/api/orders/:id', 200, 0.03);
    metrics.request('GET', '/api/orders/:id', 204, 0.2);
    metrics.request('BREW', '/api/say "hi"\\now', 404, 0.001);
    metrics.minutesCharged([0.05, 3, -1]);
    metrics.push('gone');
    metrics.watchPool(() => ({ total: 5, idle: 2, waiting: 1 }));
    const text = await metrics.registry.metrics();
    expect(metrics.registry.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');

    expect(block(text, 'http_requests_total')).toEqual([
      '# HELP http_requests_total HTTP requests answered, by method, route pattern and status class',
      '# TYPE http_requests_total counter',
      'http_requests_total{method="GET",route="/api/orders/:id",status_class="2xx"} 2',
      'http_requests_total{method="OTHER",route="/api/say \\"hi\\"\\\\now",status_class="4xx"} 1',
    ]);
    expect(block(text, 'consultation_charge_lateness_seconds')).toEqual([
      '# HELP consultation_charge_lateness_seconds How long after its due time (next_charge_at) each minute was charged, by the database clock, seconds',
      '# TYPE consultation_charge_lateness_seconds histogram',
      ...[0.1, 0.25, 0.5, 1, 2].map((le) => `consultation_charge_lateness_seconds_bucket{le="${le}"} 2`),
      ...[5, 10, 30, 60, 300].map((le) => `consultation_charge_lateness_seconds_bucket{le="${le}"} 3`),
      'consultation_charge_lateness_seconds_bucket{le="+Inf"} 3',
      'consultation_charge_lateness_seconds_sum 3.05',
      'consultation_charge_lateness_seconds_count 3',
    ]);
    expect(text).toContain('\nconsultation_minutes_charged_total 3\n');
    expect(text).toContain('\nclient_errors_total 0\n');
    for (const [outcome, n] of [['sent', 0], ['failed', 0], ['gone', 1]] as const) {
      expect(text).toContain(`\npush_notifications_total{outcome="${outcome}"} ${n}\n`);
    }
    expect(block(text, 'db_pool_connections')).toEqual([
      '# HELP db_pool_connections PostgreSQL pool connections of this process, by state (in_use, idle)',
      '# TYPE db_pool_connections gauge',
      'db_pool_connections{state="in_use"} 3',
      'db_pool_connections{state="idle"} 2',
    ]);
    expect(text).toContain('\ndb_pool_waiting_queries 1\n');
    // Without the runtime series asked for, none of prom-client's defaults.
    expect(text).not.toContain('nodejs_');
  });

  it("adds prom-client's runtime series by default, and keeps registries apart", async () => {
    const [one, two] = [createMetrics(), createMetrics({ runtime: false })];
    one.clientError();
    const text = await one.registry.metrics();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toContain('\nclient_errors_total 1\n');
    expect(await two.registry.metrics()).toContain('\nclient_errors_total 0\n');
  });

  it('serves the rest of the scrape when a gauge cannot be read, logs it, and shows the gauge again once it can', async () => {
    const warned: unknown[] = [];
    const metrics = createMetrics({ runtime: false, log: { warn: (obj) => warned.push(obj) } });
    let live: number | Error = 4;
    metrics.watchLiveConsultations(async () => {
      if (live instanceof Error) throw live;
      return live;
    });
    let sockets: number | Error = 2;
    metrics.watchPool(() => ({ total: 1, idle: 1, waiting: 0 }));
    metrics.watchSockets(() => {
      if (sockets instanceof Error) throw sockets;
      return sockets;
    });
    expect(await metrics.registry.metrics()).toContain('\nconsultations_live 4\n');

    live = new Error('database away');
    sockets = new Error('io gone');
    const text = await metrics.registry.metrics();
    expect(text).toContain('\nclient_errors_total 0\n');
    expect(text).toContain('\ndb_pool_connections{state="idle"} 1\n');
    // The gauges stay declared but carry no sample: neither the stale 4 nor a 0 that would be a lie.
    expect(block(text, 'consultations_live')).toEqual([expect.stringMatching(/^# HELP/), '# TYPE consultations_live gauge']);
    expect(block(text, 'realtime_sockets')).toEqual([expect.stringMatching(/^# HELP/), '# TYPE realtime_sockets gauge']);
    // The collects run together, so in either order.
    expect(warned).toHaveLength(2);
    expect(warned).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: 'consultations_live', err: live }),
        expect.objectContaining({ metric: 'realtime_sockets', err: sockets }),
      ]),
    );

    live = 1;
    expect(await metrics.registry.metrics()).toContain('\nconsultations_live 1\n');
  });
});
