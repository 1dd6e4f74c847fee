// A shopper's own cart and order history, each answer built once and kept in memory until a change to it is announced.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { followChanges, type ChangeFeed } from '../lib/change-feed.ts';
import { etagMatches } from '../lib/etag.ts';

export interface Answer {
  /** JSON text. */
  body: string;
  /** Weak, from the body itself: the same answer has the same tag in every process. */
  etag: string;
}

/** One kind of per-user answer: read through `get`, dropped by the database's notices and by `forget`. */
export interface AnswerCache {
  get(userId: number, build: () => Promise<unknown>): Promise<Answer>;
  /** A change made by this process: drops the user's answer before the notice arrives. */
  forget(userId: number): void;
}

/** At most this many answers per kind; bodies are a few kilobytes. */
const ENTRIES_MAX = 10_000;

/**
 * `feeds[0]` names the user in its payload (an empty payload means anyone); a notice on any other
 * feed (the catalogue's version, for the prices and stock a cart shows) drops every answer.
 */
function createAnswerCache(feeds: ChangeFeed[]): AnswerCache & { drop(payload?: string): void } {
  const held = new Map<number, Answer>();
  const generations = () => feeds.map((f) => f.generation);
  return {
    drop(payload) {
      const userId = payload === undefined ? NaN : Number(payload);
      if (Number.isInteger(userId)) held.delete(userId);
      else held.clear();
    },
    async get(userId, build) {
      const hit = held.get(userId);
      if (hit) return hit;
      const seen = generations();
      const body = JSON.stringify(await build());
      const answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
      // An answer read while anything was announced may already be old: it is sent but not kept.
      if (feeds.every((f, i) => f.trusted(seen[i]!))) {
        if (held.size >= ENTRIES_MAX) held.delete(held.keys().next().value!);
        held.set(userId, answer);
      }
      return answer;
    },
    forget(userId) {
      feeds[0]!.changed(String(userId));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    accountAnswers: { cart: AnswerCache; orderHistory: AnswerCache };
  }
}

/** Sends a kept answer, or 304 when the client already holds it. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  // Private: a shared cache must never hand one shopper's cart to another; no-cache: always revalidate.
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accesstoken, authorization');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export default fp(async function accountAnswers(
  app: FastifyInstance,
  opts: { database: Pick<Database, 'listen'> },
) {
  // The feeds call back only once started, after both caches exist.
  const cartFeed = followChanges(opts.database, 'cart_change', (payload) => cart.drop(payload));
  // Prices, names, images and stock in a cart come from the catalogue.
  const catalogueFeed = followChanges(opts.database, 'catalogue_version', () => cart.drop());
  const orderFeed = followChanges(opts.database, 'order_change', (payload) => orderHistory.drop(payload));
  const cart = createAnswerCache([cartFeed, catalogueFeed]);
  const orderHistory = createAnswerCache([orderFeed]);
  const feeds = [cartFeed, catalogueFeed, orderFeed];
  await Promise.all(feeds.map((f) => f.start()));
  app.addHook('onClose', async () => {
    await Promise.all(feeds.map((f) => f.stop()));
  });
  app.decorate('accountAnswers', { cart, orderHistory });
  // Whatever a shopper's own request changed, their next read here sees, without waiting for the notice.
  app.addHook('onSend', async (request) => {
    if (request.user && request.method !== 'GET' && request.method !== 'HEAD') {
      cart.forget(request.user.id);
      orderHistory.forget(request.user.id);
    }
  });
});
