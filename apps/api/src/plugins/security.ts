// Transport security: helmet's headers, CORS for listed origins, rate limits (shared through Redis), compression.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RATE_LIMITED = ['/api/', '/auth/', '/shop/', '/admin/', '/dev/'];

export interface SecurityOptions {
  config: Config;
  /** When given, rate-limit counters live in Redis and every process shares them. */
  redis: Redis | null;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for these options, found once: its middleware, run as its FAQ shows for Node's own HTTP
 * module (helmetjs.github.io/faq/use-without-express) against a response that is never sent, read back with
 * `getHeaders()`. The options hold no per-request values, so every answer
 * gets the same headers; building them per request (as @fastify/helmet does, CSP parsing included) was an eighth of
 * a cached read's time (docs/decisions/in-memory-answers.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const socket = new Socket();
  const req = new IncomingMessage(socket);
  const res = new ServerResponse(req);
  let outcome: unknown = new Error('helmet did not call next() at once');
  try {
    helmet(options)(req, res, (error?: unknown) => {
      outcome = error;
    });
  } finally {
    socket.destroy();
  }
  if (outcome !== undefined) throw outcome;
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

export default fp(async function security(app: FastifyInstance, opts: SecurityOptions) {
  const { config, redis } = opts;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", RAZORPAY_CHECKOUT],
        // React sets style attributes and the toast library injects its stylesheet.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // Voice notes play from blob: URLs the chat room makes of the private file it fetched with the token.
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", RAZORPAY_API, 'https://lumberjack.razorpay.com'],
        frameSrc: [RAZORPAY_API, RAZORPAY_CHECKOUT],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only when the request really arrived over HTTPS (see the hook below).
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  // On arrival, so errors carry them too; a route may still replace one for its own answer.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });

  // Only when another origin is listed: without one, a browser's same-origin calls need no CORS, a cross-origin one
  // is refused for want of its headers, and no request pays for the plugin's hook.
  if (config.CORS_ORIGINS.length) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      allowedHeaders: ['content-type', 'accesstoken', 'token', 'authorization'],
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    });
  }

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // The limit's headers only on a refusal (with retry-after): three fewer headers on every other answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // Pages, scripts and images are not counted: one page view loads dozens of them.
    allowList: (request) => !RATE_LIMITED.some((prefix) => request.url.startsWith(prefix)),
    ...(redis && {
      redis,
      nameSpace: `${config.REDIS_PREFIX}rate-limit:`,
      // Redis away: serve the request unlimited rather than fail it (docs/decisions/redis.md).
      skipOnError: true,
    }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      errors: {},
    }),
  });

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
});
