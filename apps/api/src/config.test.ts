import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OTP_DELIVERY).toBe('outbox');
    expect(config.PAYMENT_PROVIDER).toBe('fake');
    expect(config.ADMIN_EMAIL).toBe('admin@example.com');
    expect(config.ADMIN_PHONE).toBe('9999999999');
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_PREFIX).toBe('jk:');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_PHONE: '12' })).toThrow(/PORT[\s\S]*ADMIN_PHONE|ADMIN_PHONE[\s\S]*PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('refuses the development drivers in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_DELIVERY: 'outbox' })).toThrow(/OTP_DELIVERY/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_RESEND_COOLDOWN_S: '5' })).toThrow(
      /OTP_RESEND_COOLDOWN_S: is for tests and is not allowed in production/,
    );
    expect(loadConfig({ NODE_ENV: 'test', OTP_RESEND_COOLDOWN_S: '5' }).OTP_RESEND_COOLDOWN_S).toBe(5);
  });

  it('refuses consultation clocks shorter than their defaults in production, and allows them in tests', () => {
    const production = { NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', ...DEMO_SELLER };
    expect(loadConfig(production)).toMatchObject({ CONSULT_MINUTE_S: 60, CONSULT_ACCEPT_S: 120, CONSULT_GRACE_S: 60, CONSULT_MIN_MINUTES: 5, BOOKING_MIN_NOTICE_MIN: 60 });
    for (const [name, least] of [['CONSULT_MINUTE_S', 60], ['CONSULT_ACCEPT_S', 120], ['CONSULT_GRACE_S', 60], ['BOOKING_MIN_NOTICE_MIN', 60], ['BOOKING_JOIN_EARLY_MIN', 5], ['BOOKING_ASTRO_NO_SHOW_MIN', 5], ['BOOKING_USER_NO_SHOW_MIN', 10]] as const) {
      expect(() => loadConfig({ ...production, [name]: String(least - 1) })).toThrow(`${name}: may not be below ${least} in production`);
      expect(loadConfig({ ...production, [name]: String(least + 1) })[name]).toBe(least + 1);
      expect(loadConfig({ NODE_ENV: 'test', [name]: '1' })[name]).toBe(1);
    }
  });

  it('refuses booking reminders later than their promise (a day, ten minutes) in production, and allows earlier ones', () => {
    const production = { NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', ...DEMO_SELLER };
    expect(loadConfig(production)).toMatchObject({ BOOKING_REMIND_DAY_MIN: 1440, BOOKING_REMIND_SOON_MIN: 10 });
    expect(() => loadConfig({ ...production, BOOKING_REMIND_DAY_MIN: '1439' })).toThrow('BOOKING_REMIND_DAY_MIN: may not be below 1440 in production');
    expect(() => loadConfig({ ...production, BOOKING_REMIND_SOON_MIN: '9' })).toThrow('BOOKING_REMIND_SOON_MIN: may not be below 10 in production');
    expect(loadConfig({ ...production, BOOKING_REMIND_DAY_MIN: '2880', BOOKING_REMIND_SOON_MIN: '15' })).toMatchObject({ BOOKING_REMIND_DAY_MIN: 2880, BOOKING_REMIND_SOON_MIN: 15 });
    expect(loadConfig({ NODE_ENV: 'test', BOOKING_REMIND_DAY_MIN: '3', BOOKING_REMIND_SOON_MIN: '1' })).toMatchObject({ BOOKING_REMIND_DAY_MIN: 3, BOOKING_REMIND_SOON_MIN: 1 });
    expect(() => loadConfig({ NODE_ENV: 'test', BOOKING_REMIND_DAY_MIN: '10' })).toThrow(/BOOKING_REMIND_SOON_MIN: must be below BOOKING_REMIND_DAY_MIN/);
  });

  it('keeps files in a local folder unless STORAGE=s3 names its bucket and keys', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(
      'STORAGE=s3 needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (missing)',
    );
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: true });
  });

  it('listens on this machine only unless HOST says otherwise, and on every interface in production', () => {
    const production = { NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', ...DEMO_SELLER };
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('refuses the outbox and the fake gateway in production by name, even beside real settings', () => {
    const production = { NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', ...DEMO_SELLER };
    expect(loadConfig(production)).toMatchObject({ OTP_DELIVERY: 'smtp', PAYMENT_PROVIDER: 'razorpay' });
    expect(() => loadConfig({ ...production, OTP_DELIVERY: 'outbox' })).toThrow(/OTP_DELIVERY: outbox .*is not allowed in production/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'fake' })).toThrow(/PAYMENT_PROVIDER: fake .*is not allowed in production/);
  });

  it('reads the push services allow-list, and keeps the loopback stand-in for tests', () => {
    expect(loadConfig({}).PUSH_ENDPOINT_HOSTS).toEqual([]);
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com, .push.services.mozilla.com,Web.Push.Apple.com' }).PUSH_ENDPOINT_HOSTS).toEqual([
      'fcm.googleapis.com',
      'push.services.mozilla.com',
      'web.push.apple.com',
    ]);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'https://fcm.googleapis.com/' })).toThrow(/PUSH_ENDPOINT_HOSTS: "https:\/\/fcm.googleapis.com\/" is not a host name/);
    expect(loadConfig({}).PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_LOOPBACK: 'true' }).PUSH_ALLOW_LOOPBACK).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_LOOPBACK: 'true' })).toThrow(
      /PUSH_ALLOW_LOOPBACK: is for tests and is not allowed in production/,
    );
  });

  it('takes a METRICS_TOKEN of 16 characters or more, and none when it is empty', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-scraper-token' }).METRICS_TOKEN).toBe('a-long-enough-scraper-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('splits CORS_ORIGINS into a list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test, http://b.test' }).CORS_ORIGINS).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
  });

  it('stops the server with a message naming the variable', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
