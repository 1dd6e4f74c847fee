// The ceiling route exists only on the bench's server and answers a valid JSON body of exactly the asked size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../apps/api/src/test/app.ts';
import ceiling from './ceiling.ts';

describe('bench ceiling', () => {
  let plain: TestApp;
  let bench: TestApp;
  beforeAll(async () => {
    [plain, bench] = await Promise.all([createTestApp(), createTestApp({}, [ceiling])]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), bench.close()]);
  });

  it('is not among the product routes', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=100' });
    expect(res.statusCode).toBe(404);
  });

  it('answers a JSON body of the requested size on the bench server', async () => {
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
