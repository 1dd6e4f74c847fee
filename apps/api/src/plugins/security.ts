// Transport security: helmet's headers, CORS for listed origins, rate limits (shared through Redis), compression.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

export default fp(async function security(app: FastifyInstance, opts: SecurityOptions) {
  const { config, redis } = opts;
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });

  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    allowedHeaders: ['content-type', 'accesstoken', 'token', 'authorization'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
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
