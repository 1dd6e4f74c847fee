// GET /dev/outbox lists codes newest first outside production, and does not exist in production.
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../config.ts';
import { createTestApp } from '../../test/app.ts';
import { requestCode } from '../../test/sign-in.ts';

describe('GET /dev/outbox', () => {
  it('lists the codes for one address, newest first', async () => {
    const t = await createTestApp();
    try {
      await requestCode(t.app, { email: 'box@example.com', user_type: 'user' });
      t.clock.advance(61_000);
      await requestCode(t.app, { email: 'box@example.com', user_type: 'user' });
      await requestCode(t.app, { email: 'other@example.com', user_type: 'user' });
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=BOX@example.com' });
      const list = res.json<{ to: string; channel: string; code: string; created_at: string }[]>();
      expect(list).toHaveLength(2);
      expect(list.every((m) => m.to === 'box@example.com' && m.channel === 'email' && /^\d{6}$/.test(m.code))).toBe(true);
      expect(Date.parse(list[0]!.created_at)).toBeGreaterThan(Date.parse(list[1]!.created_at));
    } finally {
      await t.close();
    }
  });

  it('is not registered in production', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      OTP_DELIVERY: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:1',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      ...DEMO_SELLER,
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=box@example.com' });
      expect(res.statusCode).toBe(404);
      expect(t.app.routeAccess.some((r) => r.url === '/dev/outbox')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
