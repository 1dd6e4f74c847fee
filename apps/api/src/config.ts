// The server's configuration, read from the environment and validated once at start.
import { MIN_START_MINUTES } from '@app/contracts/tariff';
import { z } from 'zod';
import { canonicalState, gstinProblem, stateCode } from './lib/gst.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** An empty value (FREE_QUESTION_FEE= in .env) means the default, not 0 as Number('') would. */
const blankAsDefault = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** What STORAGE=s3 cannot do without; S3_ENDPOINT is left empty for Amazon S3 itself. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The consultation clocks (and the booking notice and reminders) tests may shorten; production refuses anything below
 * these. For the reminders that is the product's promise, a day's and ten minutes' warning: a later reminder (a shorter
 * lead) is refused, an earlier one (more warning) is allowed.
 */
const CONSULT_CLOCK_DEFAULTS = [
  ['CONSULT_MINUTE_S', 60],
  ['CONSULT_ACCEPT_S', 120],
  ['CONSULT_GRACE_S', 60],
  ['CONSULT_FIRST_REPLY_S', 30],
  ['BOOKING_MIN_NOTICE_MIN', 60],
  ['BOOKING_JOIN_EARLY_MIN', 5],
  ['BOOKING_ASTRO_NO_SHOW_MIN', 5],
  ['BOOKING_USER_NO_SHOW_MIN', 10],
  ['BOOKING_REMIND_DAY_MIN', 1440],
  ['BOOKING_REMIND_SOON_MIN', 10],
] as const;

/** The seller printed on tax invoices outside production, where SELLER_* may be left unset: a demo company. */
export const DEMO_SELLER = {
  SELLER_NAME: 'Jyotish Kendra Private Limited',
  SELLER_ADDRESS: 'Office 4, Shanti Plaza, FC Road, Shivajinagar, Pune, Maharashtra - 411005',
  SELLER_GSTIN: '27AAACJ1234K1ZQ',
  SELLER_STATE: 'Maharashtra',
} as const;
const SELLER_REQUIRED = Object.keys(DEMO_SELLER) as (keyof typeof DEMO_SELLER)[];
export const INVOICE_DEFAULTS = { INVOICE_PREFIX: 'INV', RECHARGE_SAC: '999799' } as const;

const iceServersSchema = z.array(
  z.object({
    urls: z.union([z.string(), z.array(z.string()).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    /** Interface to listen on; unset, 127.0.0.1 (this machine only) outside production and 0.0.0.0 in production. */
    HOST: optional(z.string().trim().min(1)),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    SEED: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: optional(z.url()),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    TRUST_PROXY: bool.default(false),
    /** GET /metrics for a scraper elsewhere, as `Authorization: Bearer <token>`; unset, only this machine may read it. */
    METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters')),
    /**
     * Where to send traces over OTLP/HTTP (an OpenTelemetry collector, for example http://127.0.0.1:4318); unset,
     * nothing is traced. The request spans start here; the database's and Redis's need the process started with
     * tracing.ts preloaded (scripts/start.mjs does it).
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.string().trim().url('must be a URL such as http://127.0.0.1:4318')),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    OTP_SENDS_PER_IP: z.coerce.number().int().positive().default(30),
    OTP_SENDS_PER_IDENTIFIER: z.coerce.number().int().positive().default(5),
    /** Replaces the 60 s wait between two codes for one e-mail or phone, for the browser tests; refused in production. */
    OTP_RESEND_COOLDOWN_S: optional(z.coerce.number().int().positive().max(3600)),
    ADMIN_EMAIL: z.email().default('admin@example.com'),
    ADMIN_PHONE: z
      .string()
      .regex(/^\d{10}$/, 'must be 10 digits')
      .default('9999999999'),
    OTP_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    OTP_DELIVERY: optional(z.enum(['outbox', 'smtp'])),
    SMTP_URL: optional(z.url()),
    MAIL_FROM: z.string().default('Jyotish Kendra <no-reply@example.com>'),
    SMS_PROVIDER_URL: optional(z.url()),
    SMS_API_KEY: optional(z.string()),
    SMS_SENDER_ID: z.string().default('JYOTSH'),
    CONTACT_TO: optional(z.email()),
    PAYMENT_PROVIDER: optional(z.enum(['razorpay', 'fake'])),
    RAZORPAY_KEY_ID: optional(z.string()),
    RAZORPAY_KEY_SECRET: optional(z.string()),
    RAZORPAY_WEBHOOK_SECRET: optional(z.string()),
    /** Where uploaded files live: "local" (DATA_DIR/uploads on this machine) or "s3" (a bucket every process shares). */
    STORAGE: z.enum(['local', 's3']).default('local'),
    /** Empty for Amazon S3 itself; the address of an S3-compatible server (MinIO, Ceph, R2...) otherwise. */
    S3_ENDPOINT: optional(z.url()),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** Bucket in the path (http://host/bucket/key), which S3-compatible servers expect; false for bucket.host. */
    S3_FORCE_PATH_STYLE: bool.default(true),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    /** Put before every key this process writes to Redis, so deployments (and test runs) can share one. */
    REDIS_PREFIX: z.string().default('jk:'),
    WEB_DIST: optional(z.string()),
    /** GST added to a wallet recharge, percent (the wallet is credited the amount before tax). */
    GST_PERCENT: z.coerce.number().min(0).max(100).default(18),
    /** The seller on every tax invoice; required in production, a demo company elsewhere (DEMO_SELLER). */
    SELLER_NAME: optional(z.string().trim().min(1).max(200)),
    SELLER_ADDRESS: optional(z.string().trim().min(1).max(500)),
    SELLER_GSTIN: optional(
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .superRefine((v, ctx) => {
          const problem = gstinProblem(v);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    ),
    /** The seller's state or union territory by name ("Maharashtra", "MH"); stored as its official name. */
    SELLER_STATE: optional(
      z.string().transform((v, ctx) => {
        const name = canonicalState(v);
        if (!name) {
          ctx.addIssue({ code: 'custom', message: 'must be an Indian state or union territory, e.g. Maharashtra' });
          return z.NEVER;
        }
        return name;
      }),
    ),
    /** Before the financial year and the number: "INV/26-27/000042". At most 3 so a number stays within GST's 16 characters. */
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9]{1,3}$/, 'must be 1 to 3 capital letters or digits (an invoice number may have at most 16 characters)')
      .default(INVOICE_DEFAULTS.INVOICE_PREFIX),
    /** SAC printed on a wallet recharge's invoice: 999799, other services n.e.c., where astrology is classified. */
    RECHARGE_SAC: z.string().regex(/^99[0-9]{4}$/, 'must be a 6-digit SAC starting with 99').default(INVOICE_DEFAULTS.RECHARGE_SAC),
    /** A consultation is refused unless the wallet covers this many minutes at the astrologer's charge (the tariff's number). */
    CONSULT_MIN_MINUTES: z.coerce.number().int().min(1).max(120).default(MIN_START_MINUTES),
    /** Seconds in one billed minute; shortened for tests only. */
    CONSULT_MINUTE_S: z.coerce.number().int().min(1).max(3600).default(60),
    /** Seconds an astrologer has to accept a request before it expires; shortened for tests only. */
    CONSULT_ACCEPT_S: z.coerce.number().int().min(1).max(3600).default(120),
    /** Seconds a participant may be disconnected before the session ends; shortened for tests only. */
    CONSULT_GRACE_S: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Seconds a chat's astrologer has, once they accept, to send a first message: billing starts with it, and a chat
     * without one ends as no_reply at no cost (docs/decisions/fair-meter.md). Shortened for tests only.
     */
    CONSULT_FIRST_REPLY_S: z.coerce.number().int().min(1).max(3600).default(120),
    /** Minutes a booked consultation's slot must be ahead of now to be offered; shortened for tests only. */
    // Below 0 (tests of no-shows only, refused in production like anything below 60): a slot that began up to that
    // many minutes ago is still offered, so a booking can be past its start at once.
    BOOKING_MIN_NOTICE_MIN: z.coerce.number().int().min(-15).max(7 * 24 * 60).default(60),
    /** Minutes before a booked consultation's start from which either side may join; shortened for tests only. */
    BOOKING_JOIN_EARLY_MIN: z.coerce.number().int().min(0).max(60).default(5),
    /** Minutes after a booked start by which the astrologer must have joined, else the whole hold goes back to the user. */
    BOOKING_ASTRO_NO_SHOW_MIN: z.coerce.number().int().min(0).max(45).default(5),
    /** Minutes after a booked start by which the user must have joined (the astrologer having joined), else a no-show. */
    BOOKING_USER_NO_SHOW_MIN: z.coerce.number().int().min(0).max(45).default(10),
    /** Minutes of the booked price a user's no-show pays the astrologer; the rest of the hold goes back. */
    BOOKING_NO_SHOW_MINUTES: z.coerce.number().int().min(0).max(45).default(5),
    /** Minutes before a booked consultation's start that both sides get the first reminder; shortened for tests only. */
    BOOKING_REMIND_DAY_MIN: z.coerce.number().int().min(1).max(7 * 24 * 60).default(1440),
    /** Minutes before the start of the second reminder ("starting soon"); below BOOKING_REMIND_DAY_MIN. */
    BOOKING_REMIND_SOON_MIN: z.coerce.number().int().min(1).max(24 * 60).default(10),
    /** Minutes of a person's first paid consultation the platform pays instead of the user (0 turns the offer off). */
    FIRST_SESSION_FREE_MINUTES: z.coerce.number().int().min(0).max(30).default(3),
    /** People at most on one astrologer's waitlist (docs/decisions/waitlist.md). */
    CONSULT_WAITLIST_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /** Seconds a user offered their turn on a waitlist has to take it before it passes to the next in line. */
    CONSULT_WAITLIST_OFFER_S: z.coerce.number().int().min(5).max(3600).default(60),
    /** Maskings (contact details, abuse) by one account within 24 hours that flag it for the admin. */
    SAFETY_STRIKES: z.coerce.number().int().min(1).max(100).default(3),
    /** How often each process looks for minutes due, requests expired and participants gone, milliseconds. */
    CONSULT_TICK_MS: z.coerce.number().int().min(20).max(10_000).default(250),
    /** Hours an astrologer has to answer a free question they claimed; after that it is back in the queue. */
    FREE_QUESTION_ANSWER_H: blankAsDefault(z.coerce.number().positive().max(24 * 30).default(24)),
    /** Rupees the platform pays the astrologer for each free question answered (0 pays nothing; at most 2 decimals). */
    FREE_QUESTION_FEE: blankAsDefault(
      z.coerce
        .number()
        .min(0)
        .max(10_000)
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals')
        .default(10),
    ),
    /** Calls: RTCIceServer entries as JSON (STUN/TURN the browsers use); none by default, which connects one network. */
    ICE_SERVERS: z
      .string()
      .default('[]')
      .transform((v, ctx) => {
        try {
          return iceServersSchema.parse(JSON.parse(v || '[]'));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"urls": ..., "username"?, "credential"?}' });
          return z.NEVER;
        }
      }),
    /** Calls: a TURN server (coturn, use-auth-secret) whose time-limited credentials are made from TURN_SECRET. */
    TURN_URLS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    TURN_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    /** How long a TURN credential is valid, seconds. */
    TURN_TTL_S: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** Web Push (VAPID). Outside production, generated into DATA_DIR when unset. */
    VAPID_PUBLIC_KEY: optional(z.string()),
    VAPID_PRIVATE_KEY: optional(z.string()),
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/, 'must be a mailto: or https: address').default('mailto:admin@example.com'),
    /** Web Push: when set, the only push services a subscription may name (host names, each with its subdomains). */
    PUSH_ENDPOINT_HOSTS: z
      .string()
      .default('')
      .transform((v, ctx) => {
        const hosts = v
          .split(',')
          .map((s) => s.trim().toLowerCase().replace(/^\.+|\.+$/g, ''))
          .filter(Boolean);
        const bad = hosts.find((h) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h));
        if (bad) {
          ctx.addIssue({ code: 'custom', message: `"${bad}" is not a host name (e.g. fcm.googleapis.com,push.services.mozilla.com)` });
          return z.NEVER;
        }
        return hosts;
      }),
    /** Web Push to a stand-in push service on this machine (http, loopback addresses); for tests only, refused in production. */
    PUSH_ALLOW_LOOPBACK: bool.default(false),
  })
  .transform((c) => ({
    ...c,
    HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    OTP_DELIVERY: c.OTP_DELIVERY ?? (c.NODE_ENV === 'production' ? 'smtp' : 'outbox'),
    PAYMENT_PROVIDER: c.PAYMENT_PROVIDER ?? (c.RAZORPAY_KEY_ID ? 'razorpay' : 'fake'),
    // Outside production the whole demo seller stands in when none of it is set; a partial seller is refused below.
    ...(c.NODE_ENV !== 'production' && SELLER_REQUIRED.every((name) => c[name] === undefined) ? DEMO_SELLER : {}),
  }))
  .superRefine((c, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.NODE_ENV === 'production') {
      if (c.OTP_DELIVERY === 'outbox') {
        fail('OTP_DELIVERY', 'outbox (sign-in codes kept for /dev/outbox, the demo configuration) is not allowed in production: use smtp with SMTP_URL, and SMS_API_KEY for phones');
      }
      if (c.PAYMENT_PROVIDER === 'fake') {
        fail('PAYMENT_PROVIDER', 'fake (the demo payment gateway) is not allowed in production: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
      }
      if (!c.OTP_SECRET) fail('OTP_SECRET', 'is required in production');
      if (c.OTP_RESEND_COOLDOWN_S !== undefined) fail('OTP_RESEND_COOLDOWN_S', 'is for tests and is not allowed in production');
      if (c.PUSH_ALLOW_LOOPBACK) fail('PUSH_ALLOW_LOOPBACK', 'is for tests and is not allowed in production');
      if (c.FREE_QUESTION_ANSWER_H < 1) fail('FREE_QUESTION_ANSWER_H', 'may not be below 1 in production');
      for (const [name, least] of CONSULT_CLOCK_DEFAULTS) {
        if (c[name] < least) fail(name, `may not be below ${least} in production`);
      }
    }
    if (c.BOOKING_REMIND_SOON_MIN >= c.BOOKING_REMIND_DAY_MIN) {
      fail('BOOKING_REMIND_SOON_MIN', 'must be below BOOKING_REMIND_DAY_MIN (the second reminder comes after the first)');
    }
    const sellerMissing = SELLER_REQUIRED.filter((name) => c[name] === undefined);
    for (const name of sellerMissing) {
      fail(name, c.NODE_ENV === 'production' ? 'is required in production' : `is required with the other SELLER_* settings`);
    }
    if (sellerMissing.length === 0 && stateCode(c.SELLER_STATE!) !== c.SELLER_GSTIN!.slice(0, 2)) {
      fail('SELLER_GSTIN', `must start with ${stateCode(c.SELLER_STATE!)}, the state code of ${c.SELLER_STATE}`);
    }
    if (c.OTP_DELIVERY === 'smtp' && !c.SMTP_URL) fail('SMTP_URL', 'is required when OTP_DELIVERY=smtp');
    if (c.PAYMENT_PROVIDER === 'razorpay' && (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET)) {
      fail('RAZORPAY_KEY_SECRET', 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required for razorpay');
    }
    if (c.STORAGE === 's3') {
      const missing = S3_REQUIRED.filter((name) => !c[name]);
      if (missing.length > 0) fail(missing[0]!, `STORAGE=s3 needs ${missing.join(', ')} (missing)`);
    }
  });

export type Config = z.infer<typeof configSchema>;

/** The seller as the configuration names it; always complete once loadConfig has passed. */
export function sellerOf(config: Pick<Config, keyof typeof DEMO_SELLER>) {
  const { SELLER_NAME: name, SELLER_ADDRESS: address, SELLER_GSTIN: gstin, SELLER_STATE: state } = config;
  if (!name || !address || !gstin || !state) throw new Error('the seller is not configured (SELLER_*)');
  return { name, address, gstin, state };
}

/** Parses the environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
