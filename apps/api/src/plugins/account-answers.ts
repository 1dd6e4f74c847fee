// A shopper's own cart and order history, each answer built once and kept in memory until a change to it is announced.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCache, userIdPayload, type Follow } from '../lib/cache.ts';
import { etagMatches } from '../lib/etag.ts';

export interface Answer {
  /** JSON text, as the route's response schema serialised it. */
  body: string;
  /** Weak, from the body itself: the same answer has the same tag in every process. */
  etag: string;
}

/** One kind of per-user answer: read through `get`, dropped by the feeds it follows. */
export interface AnswerCache {
  /** `build` answers the JSON text (see `schemaChecked`). */
  get(userId: number, build: () => Promise<string>): Promise<Answer>;
}

/** At most this many answers per kind; bodies are a few kilobytes. */
const ENTRIES_MAX = 10_000;

/**
 * `follows` are the feeds whose notices drop answers: one that names users (its payload is a user id)
 * drops only that user's answer; any other notice drops them all.
 */
export function createAnswerCache(follows: Follow<number>[]): AnswerCache {
  const held = createCache<number, Answer>({ follows, max: ENTRIES_MAX });
  return {
    get: (userId, build) =>
      held.fetch(userId, async () => {
        const body = await build();
        return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
      }),
  };
}

/** Follows a feed whose payload names the user. */
export const byUser = (feed: Follow<number>['feed']): Follow<number> => ({ feed, key: userIdPayload });

/**
 * The value as the route's declared 200 schema serialises it (Fastify's `reply.serializeInput`), so a kept
 * answer is exactly what an uncached one would be. Fastify types the input as an object map and the result
 * loosely; lists serialise the same way and the zod serializer answers text.
 */
export const schemaChecked = (reply: FastifyReply, value: object): string =>
  String(reply.serializeInput(value as Record<string, unknown>, '200'));

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
