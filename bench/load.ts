// Drives load with autocannon: one request shape for everyone, or a sequence per connection (one buyer each).
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  durationS: number;
}

export interface LoadOptions {
  /** One server, or several: connection i goes to url i modulo their number. */
  url: string | string[];
  connections: number;
  durationS: number;
  /** The requests one connection repeats, in order; called once per connection. */
  sequenceFor: (connection: number) => autocannon.Request[];
}

/** Returning this from setupRequest makes autocannon restart the connection's sequence (a failed step skips the rest). */
export const RESTART = null as unknown as autocannon.Request;

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  let connection = 0;
  const result = await autocannon({
    // autocannon's README documents a list of URLs (connections spread over them); its type says string.
    url: opts.url as string,
    connections: opts.connections,
    duration: opts.durationS,
    // Each connection is one buyer with its own token and its own sequence.
    setupClient: (client) => client.setRequests(opts.sequenceFor(connection++)),
    // A slow purchase must count as slow, not as an error, on a shared 2-core machine.
    timeout: 30,
  });
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requests: responses,
    rps: responses / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    durationS: result.duration,
  };
}

/** A row's notes on what did not go well: answers outside 2xx and connection errors. */
export function errorNotes(result: LoadResult): string[] {
  const notes: string[] = [];
  if (result.non2xx) notes.push(`${result.non2xx} non-2xx`);
  if (result.errors) notes.push(`${result.errors} connection errors`);
  return notes;
}

/** A GET that every connection repeats, with that connection's headers. */
export function getRequest(path: string, headers: Record<string, string> = {}): autocannon.Request {
  return { method: 'GET', path, headers };
}

export function jsonPost(path: string, headers: Record<string, string>, body?: unknown): autocannon.Request {
  return {
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? '{}' : JSON.stringify(body),
  };
}
