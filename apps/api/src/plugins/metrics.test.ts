// GET /metrics: read from this machine or with METRICS_TOKEN, an unknown address to anyone else; the HTTP series by
// route pattern; the runtime and the gauges read at scrape time; the minute clock's charges once committed.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { acceptedSession, fundedUser, onlineAstrologer, passTime, readSession, sessionAction } from '../test/consult-factories.ts';
import { sample, samples, scrape } from '../test/metrics.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const OUTSIDER = '203.0.113.5';
/** The Prometheus text exposition format 0.0.4 (prom-client's registry.contentType). */
const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

describe('who may read GET /metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers a client on this machine (IPv4 and IPv6 loopback) in the Prometheus text format', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.headers['content-type']).toBe(PROMETHEUS_CONTENT_TYPE);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('# TYPE http_requests_total counter');
    }
  });

  it('answers anyone else without the token as an address that does not exist', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', remoteAddress: OUTSIDER });
    const refusals = [
      await get(OUTSIDER),
      await get(OUTSIDER, { authorization: 'Bearer not-the-token-at-all-0123456789' }),
      await get(OUTSIDER, { authorization: TOKEN }),
      await get(OUTSIDER, { accesstoken: TOKEN }),
      // A forwarding header can only narrow: it never makes an outsider local, and a local proxy forwarding an
      // outsider is refused (the connection's address decides, never X-Forwarded-For alone).
      await get(OUTSIDER, { 'x-forwarded-for': '127.0.0.1' }),
      await get('127.0.0.1', { 'x-forwarded-for': OUTSIDER }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ...unknown.json(), message: unknown.json<{ message: string }>().message.replace('/api/no-such-thing', '/metrics') });
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers the bearer token from anywhere', async () => {
    const res = await get(OUTSIDER, { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });
});

describe('what GET /metrics shows', () => {
  const t = useTestApp();

  it('counts requests and their durations by method, route pattern and status class, never by address', async () => {
    for (const id of [101, 102, 103]) await t.app.inject({ method: 'GET', url: `/api/product/category/${id}?page=2` });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'DELETE', url: '/api/no-such-thing/42' });
    const text = await scrape(t.app);
    const route = '/api/product/category/:category_id';
    const byRoute = samples(text, 'http_requests_total', { method: 'GET', route });
    expect(byRoute.reduce((n, s) => n + s.value, 0)).toBe(3);
    const statusClass = byRoute[0]!.labels.status_class!;
    expect(statusClass).toMatch(/^[2-5]xx$/);
    const labels = { method: 'GET', route, status_class: statusClass };
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // The exposition: each series typed, the histogram's buckets cumulative and in order, +Inf last.
    expect(text).toContain('\n# TYPE http_requests_total counter\n');
    expect(text).toContain('\n# TYPE http_request_duration_seconds histogram\n');
    const buckets = samples(text, 'http_request_duration_seconds_bucket', labels);
    expect(buckets.map((b) => b.labels.le)).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf']);
    buckets.slice(1).forEach((b, i) => expect(b.value).toBeGreaterThanOrEqual(buckets[i]!.value));
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(1);
    // No route took it: one series for every such address.
    expect(sample(text, 'http_requests_total', { method: 'DELETE', route: '(unmatched)', status_class: '4xx' })).toBe(1);
    for (const raw of ['/api/product/category/101', 'page=2', '/api/no-such-thing/42']) expect(text).not.toContain(raw);
  });

  it("shows the event loop's lag, the process, sockets, live consultations, pushes, and the pool on PostgreSQL", async () => {
    // prom-client samples the event-loop delay every 10 ms and reports the samples since the previous scrape (the last
    // test's): with none yet, its mean reads NaN. A scraper is seconds apart; here a few samples are let in first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = await scrape(t.app);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    for (const stat of ['min', 'mean', 'max', 'p50', 'p90', 'p99']) expect(sample(text, `nodejs_eventloop_lag_${stat}_seconds`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'realtime_sockets')).toBe(0);
    expect(sample(text, 'consultations_live')).toBe(0);
    for (const outcome of ['sent', 'failed', 'gone']) expect(sample(text, 'push_notifications_total', { outcome })).toBe(0);
    expect(sample(text, 'consultation_minutes_charged_total')).toBe(0);
    expect(text).toContain('\n# TYPE consultations_live gauge\n');
    if (t.database.kind === 'postgres') {
      expect(text).toContain('\n# TYPE db_pool_connections gauge\n');
      expect(sample(text, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });
});

describe('the minute clock in GET /metrics', () => {
  const MINUTE = 60_000;
  const t = useTestApp({ CONSULT_MINUTE_S: '60', CONSULT_GRACE_S: '60', CONSULT_MIN_MINUTES: '1' }, [], undefined, { manualMinuteClock: true });

  it('counts each minute charged once, with how late it was charged, and the live consultations', async () => {
    const astro = await onlineAstrologer(t, { chargeRupees: 10 });
    const user = await fundedUser(t, 1000);
    const s = await acceptedSession(t, user, astro);
    let text = await scrape(t.app);
    // Minute 0, charged by the astrologer's first message at its own due time.
    expect(sample(text, 'consultation_minutes_charged_total')).toBe(1);
    expect(sample(text, 'consultation_charge_lateness_seconds_bucket', { le: '0.1' })).toBe(1);
    expect(sample(text, 'consultations_live')).toBe(1);

    // The clock comes round 5 s after minute 1 was due: charged once, about 5 s late.
    await passTime(t, MINUTE + 5_000, [user.id, astro.id]);
    await t.app.minuteClock.tick();
    expect((await readSession(t, user, s.consultation_id)).billed_minutes).toBe(2);
    text = await scrape(t.app);
    expect(sample(text, 'consultation_minutes_charged_total')).toBe(2);
    expect(sample(text, 'consultation_charge_lateness_seconds_count')).toBe(2);
    expect(sample(text, 'consultation_charge_lateness_seconds_bucket', { le: '2' })).toBe(1);
    expect(sample(text, 'consultation_charge_lateness_seconds_bucket', { le: '10' })).toBe(2);
    expect(sample(text, 'consultation_charge_lateness_seconds_sum')).toBeGreaterThanOrEqual(5);

    expect((await sessionAction(t, user, s.consultation_id, 'end')).body.status).toBe('ended');
    text = await scrape(t.app);
    expect(sample(text, 'consultations_live')).toBe(0);
    expect(sample(text, 'consultation_minutes_charged_total')).toBe(2);
  });
});
