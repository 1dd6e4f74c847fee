// Rate limits across processes: with REDIS_URL two API processes count against one limit; without it each counts its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTACT_RATE_LIMIT } from '../modules/contact/contact.routes.ts';
import { useTestApp } from '../test/app.ts';
import { dropRedisKeys, redisAvailable, redisKeys, TEST_REDIS_URL, testRedisPrefix } from '../test/redis.ts';

const MAX = 4;
const message = {
  name: 'Asha Sharma',
  email: 'asha@example.in',
  contactNumber: '9876543210',
  message: 'I would like a kundli reading for my son.',
};

const browse = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/shop/open/all-product', remoteAddress });
const contact = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress });

describe.skipIf(!(await redisAvailable()))('rate limits with REDIS_URL', () => {
  const prefix = testRedisPrefix();
  let a: FastifyInstance;
  let b: FastifyInstance;
  afterAll(() => dropRedisKeys(prefix));
  const t = useTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, RATE_LIMIT_MAX: String(MAX) });
  beforeAll(async () => {
    a = t.app;
    b = await t.anotherProcess();
  });

  it('holds requests split across two processes to one global limit', async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < MAX; i++) {
      const res = await browse(i % 2 ? b : a, ip);
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    for (const app of [a, b]) {
      const res = await browse(app, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests/), errors: {} });
      // A refusal says when to try again, in seconds.
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own count.
    expect((await browse(b, '198.51.100.11')).statusCode).toBe(200);
    expect(await redisKeys(prefix)).not.toHaveLength(0);
  });

  it('holds the contact form to its own limit across both processes', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      const res = await contact(i % 2 ? b : a, ip);
      expect(res.statusCode, `message ${i + 1}`).toBe(201);
    }
    expect((await contact(a, ip)).statusCode).toBe(429);
    expect((await contact(b, ip)).statusCode).toBe(429);
  });
});

describe('rate limits without REDIS_URL', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: String(MAX) });
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await t.anotherProcess();
  });

  it('counts in each process’s memory', async () => {
    const ip = '198.51.100.30';
    for (const app of [t.app, other]) {
      for (let i = 0; i < MAX; i++) expect((await browse(app, ip)).statusCode).toBe(200);
    }
    expect((await browse(t.app, ip)).statusCode).toBe(429);
    expect(t.app.redis).toBeNull();
  });
});
