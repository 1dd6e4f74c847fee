// The ceiling route exists only in bench mode and answers a valid JSON body of exactly the asked size.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

describe('bench ceiling', () => {
  const plain = useTestApp();
  const bench = useTestApp({ BENCH_CEILING: 'true' });

  it('does not exist without BENCH_CEILING', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=100' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a JSON body of the requested size in bench mode', async () => {
    const res = await bench.app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=5000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.rawPayload.length).toBe(5000);
    expect(() => JSON.parse(res.body) as unknown).not.toThrow();
  });

  it('refuses a size it will not build', async () => {
    const res = await bench.app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=999999999' });
    expect(res.statusCode).toBe(400);
  });
});
