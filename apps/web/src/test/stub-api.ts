// A stand-in for the API in component tests: fetch answers each call with the first route whose path the URL ends
// with (404 otherwise), and records what was sent.
import { vi } from 'vitest';

export type StubbedCall = { url: string; method: string; body: unknown; token: string | null };

export function stubApi(routes: Record<string, () => Response>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, token: headers.accessToken ?? null });
      const match = Object.keys(routes).find((path) => url.endsWith(path));
      return match ? routes[match]!() : Response.json({ message: 'Not found', errors: {} }, { status: 404 });
    }),
  );
  return calls;
}
