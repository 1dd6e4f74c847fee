// Transport rules a browser relies on: HSTS only over HTTPS behind a trusted proxy, CORS only for listed origins.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { createAccount } from '../test/factories.ts';

describe('transport security', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', CORS_ORIGINS: 'https://app.example.in' });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('sends no HSTS on plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbids framing and sniffing on every answer, errors included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
  });

  it('sends the site policy: scripts from itself and Razorpay only, no referrer beyond the origin cross-site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy']).split(';')).toEqual([
      "default-src 'self'",
      "base-uri 'self'",
      "script-src 'self' https://checkout.razorpay.com",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "media-src 'self' blob:",
      "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
      'frame-src https://api.razorpay.com https://checkout.razorpay.com',
      "form-action 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('lets a listed origin call the API and no other', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/shop/open/all-product',
      headers: { origin: 'https://app.example.in', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.in');
    const other = await t.app.inject({
      method: 'GET',
      url: '/shop/open/all-product',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the security headers and the request id on a refusal by the session guard too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/address', headers: { accesstoken: 'not-a-session' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends the rate limit only with a refusal, not on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/open/all-product' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });

  it('sets no cookies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/open/all-product' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the session token in an accessToken, token or Authorization header', async () => {
    const account = await createAccount(t.db);
    for (const headers of [
      { accesstoken: account.token },
      { token: account.token },
      { authorization: `Bearer ${account.token}` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/address', headers });
      expect(res.statusCode, JSON.stringify(Object.keys(headers))).toBe(200);
    }
  });
});

describe('transport security without a listed origin', () => {
  const t = useTestApp();

  it('lets no other origin call the API, preflight or not, and still sends the security headers', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/shop/open/all-product',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    const read = await t.app.inject({ method: 'GET', url: '/shop/open/all-product', headers: { origin: 'https://evil.example.com' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['x-frame-options']).toBe('DENY');
  });
});
