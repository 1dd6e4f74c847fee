// The product list against a bare node:http server answering its very bytes (bare-server.ts), in one run: the
// server as `npm start` runs it (tracing off, the default log level, one line per request), then with tracing on
// (the preload exporting every span over OTLP to a receiver here) and /metrics scraped each second. What the whole
// stack costs over the socket work; the targets are 0.6 and 0.5 of the bare server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBareServer } from './bare-server.ts';
import { prepareDatabase } from './database.ts';
import { errorNotes, getRequest, runLoad } from './load.ts';
import { MemorySampler } from './memory.ts';
import type { Row } from './report.ts';
import { startServer, tracingPreload, type RunningServer } from './server.ts';

const PATH = '/shop/open/all-product';

export interface BareRatioOptions {
  connections: number;
  durationS: number;
  webDist: string;
  log: (message: string) => void;
}

/** An OTLP/HTTP receiver that takes every export and counts it (spans are not decoded: the count of posts and bytes shows they arrive). */
async function startOtlpSink(): Promise<{ url: string; posts: () => number; bytes: () => number; stop: () => Promise<void> }> {
  let posts = 0;
  let bytes = 0;
  const server: Server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      if (req.url === '/v1/traces') posts++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts: () => posts,
    bytes: () => bytes,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const load = (url: string, connections: number, durationS: number) =>
  runLoad({ url, connections, durationS, sequenceFor: () => [getRequest(PATH)] });

export async function runBareRatios(entry: string, opts: BareRatioOptions): Promise<{ rows: Row[]; startMs: number }> {
  const { connections, durationS, log } = opts;
  const db = await prepareDatabase(1, 1);
  const sink = await startOtlpSink();
  // No LOG_LEVEL: the default (info), one line per request, drained from the pipe as a process manager would.
  const env = { ...db.env, SEED: 'false', WEB_DIST: opts.webDist, RATE_LIMIT_MAX: '1000000000' };
  /** One server at a time (PGlite admits one process): warmed up, then measured with its memory sampled. */
  async function measured(name: string, server: RunningServer, during?: () => Promise<void>) {
    log(`row: ${name} (server pid ${server.pid})`);
    const sampler = new MemorySampler(server.pid);
    try {
      await load(server.url, connections, 3);
      sampler.startWindow();
      const [result] = await Promise.all([load(server.url, connections, durationS), during?.()]);
      return { result, peakRssMb: sampler.windowPeakMb() };
    } finally {
      sampler.stop();
      await server.stop();
    }
  }
  try {
    const plain = await startServer(entry, env);
    const sample = await fetch(`${plain.url}${PATH}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const contentType = sample.headers.get('content-type') ?? 'application/json';
    const byDefault = await measured('product list, default configuration', plain);

    const traced = await startServer(entry, { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url }, ['--import', tracingPreload(entry)]);
    const scrapes = { ok: 0, failed: 0 };
    // A Prometheus scraping each second while the load runs.
    const scrapeWhileLoaded = async () => {
      const until = Date.now() + durationS * 1000;
      while (Date.now() < until) {
        const res = await fetch(`${traced.url}/metrics`).catch(() => null);
        if (res?.ok && (await res.text()).includes('http_requests_total')) scrapes.ok++;
        else scrapes.failed++;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    };
    const withTracing = await measured('product list, tracing and metrics on', traced, scrapeWhileLoaded);
    // The exporter sends what it holds on SIGTERM (tracing.ts); give the last post a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 500));

    log('row: bare node:http with the same bytes');
    const bare = await startBareServer(body, contentType);
    let bareRps: number;
    try {
      await load(bare.url, connections, 2);
      bareRps = (await load(bare.url, connections, durationS)).rps;
    } finally {
      await bare.stop();
    }
    const exported = sink.posts() > 0;
    const rows: Row[] = [
      {
        name: 'product list, default configuration, vs bare node:http',
        result: byDefault.result,
        bodyBytes: body.length,
        ceilingRps: bareRps,
        peakRssMb: byDefault.peakRssMb,
        target: { minRatio: 0.6 },
        notes: errorNotes(byDefault.result),
      },
      {
        name: 'product list, tracing and metrics on, vs bare node:http',
        result: exported ? withTracing.result : null,
        bodyBytes: body.length,
        ceilingRps: bareRps,
        peakRssMb: withTracing.peakRssMb,
        target: { minRatio: 0.5 },
        notes: [
          ...errorNotes(withTracing.result),
          `${sink.posts()} OTLP exports (${(sink.bytes() / 1e6).toFixed(1)} MB)`,
          `${scrapes.ok} /metrics scrapes${scrapes.failed ? `, ${scrapes.failed} FAILED` : ''}`,
          ...(exported ? [] : ['NO SPANS EXPORTED: tracing was not on']),
        ],
      },
    ];
    return { rows, startMs: plain.startMs };
  } finally {
    await sink.stop();
    await db.cleanup();
  }
}
