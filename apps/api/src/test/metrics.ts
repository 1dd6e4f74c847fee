// Reading the app's GET /metrics in tests: a scrape from this machine, and one series' value out of it.
import type { FastifyInstance } from 'fastify';

/** The exposition text, scraped as Prometheus on this machine would. */
export async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  if (res.statusCode !== 200) throw new Error(`GET /metrics answered ${res.statusCode}: ${res.body}`);
  return res.body;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;

/** The labels of a sample line's `{...}`, unescaped. */
function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const m of text.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
    labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/** Every sample of `name` whose labels include `labels`, with its labels and value. */
export function samples(text: string, name: string, labels: Record<string, string> = {}) {
  const found: { labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    const m = SAMPLE.exec(line);
    if (!m || m[1] !== name) continue;
    const got = parseLabels(m[2] ?? '');
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) found.push({ labels: got, value: m[3] === '+Inf' ? Infinity : Number(m[3]) });
  }
  return found;
}

/** The value of the one sample of `name` with exactly these labels (undefined when there is none). */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.keys(labels).length;
  return samples(text, name, labels).find((s) => Object.keys(s.labels).length === wanted)?.value;
}
