// Answers kept for about a second: a burst of visitors asking the same thing shares one query, and statuses,
// which change often, are never older than that.
import { LRUCache } from 'lru-cache';

export interface ShortLived<V> {
  /** The answer built less than `ttlMs` ago for this key, or the one `build` makes now (built once for concurrent callers). */
  fetch(key: string, build: () => Promise<V>): Promise<V>;
}

export function createShortLived<V>(now: () => Date, ttlMs: number, max: number): ShortLived<V> {
  const held = new LRUCache<string, { until: number; value: Promise<V> }>({ max });
  return {
    fetch(key, build) {
      const at = now().getTime();
      const hit = held.get(key);
      if (hit && hit.until > at) return hit.value;
      const value = build();
      const entry = { until: at + ttlMs, value };
      held.set(key, entry);
      // A failure is answered to those who asked, not kept for the next ones.
      value.catch(() => {
        if (held.get(key) === entry) held.delete(key);
      });
      return value;
    },
  };
}
