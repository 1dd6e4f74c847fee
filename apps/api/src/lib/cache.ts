// The one in-memory cache of database answers: bounded (lru-cache), dropped by change feeds, never trusted while a feed is down.
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed.ts';

export interface Follow<K> {
  feed: ChangeFeed;
  /** The one entry a notice's payload names; without it (or for an empty payload) a notice drops every entry. */
  key?: (payload: string) => K | undefined;
}

export interface CacheOptions<K, V> {
  follows: Follow<K>[];
  /** At most this many entries. */
  max: number;
  /** And, if set, at most this many units of `sizeOf` in all. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

export interface Cache<K, V> {
  /** The kept value, only while every followed feed is listening: a copy nobody can drop is not served. */
  get(key: K): V | undefined;
  /**
   * The kept value, or the one `build` reads, kept only if no notice arrived meanwhile (a read that
   * raced a change may already be old: it is answered but not kept). Concurrent misses build once;
   * a build that finds nothing (undefined) keeps nothing.
   */
  fetch<R extends V | undefined>(key: K, build: () => Promise<R>): Promise<R>;
  delete(key: K): void;
}

export function createCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  opts: CacheOptions<K, V>,
): Cache<K, V> {
  const held = new LRUCache<K, V>({
    max: opts.max,
    ...(opts.maxSize && opts.sizeOf
      ? { maxSize: opts.maxSize, sizeCalculation: (value: V) => Math.max(1, opts.sizeOf!(value)) }
      : {}),
  });
  /** Builds under way, by generation and key, so a burst of identical misses asks the database once. */
  const building = new Map<string, Promise<V | undefined>>();
  const feeds = opts.follows.map((f) => f.feed);
  const generations = () => feeds.map((f) => f.generation);
  const trusted = (seen: number[]) => feeds.every((f, i) => f.trusted(seen[i]!));
  for (const { feed, key } of opts.follows) {
    feed.subscribe((payload) => {
      const named = payload === undefined ? undefined : key?.(payload);
      if (named === undefined) held.clear();
      else held.delete(named);
    });
  }

  const get = (key: K) => (feeds.every((f) => f.listening) ? held.get(key) : undefined);
  return {
    get,
    fetch<R extends V | undefined>(key: K, build: () => Promise<R>): Promise<R> {
      const hit = get(key);
      // A kept value is what `build` answered before, so it is of the caller's type.
      if (hit !== undefined) return Promise.resolve(hit as R);
      const seen = generations();
      const flight = `${seen.join(',')}|${String(key)}`;
      const pending = building.get(flight);
      if (pending) return pending as Promise<R>;
      const promise = build()
        .then((value) => {
          if (value !== undefined && trusted(seen)) held.set(key, value);
          return value;
        })
        .finally(() => building.delete(flight));
      building.set(flight, promise);
      return promise;
    },
    delete: (key) => void held.delete(key),
  };
}

/** A payload naming a user (the triggers send the user id), or undefined for anything else. */
export const userIdPayload = (payload: string): number | undefined => {
  const id = Number(payload);
  return payload !== '' && Number.isInteger(id) ? id : undefined;
};
