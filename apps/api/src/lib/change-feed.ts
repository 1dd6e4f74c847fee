// Follows the NOTIFY channels, so a process can keep copies of database rows in memory and know when to drop them.
import type { Database } from '../db/client.ts';
import type { Channel } from './channels.ts';

const RELISTEN_MS = 1000;

export interface ChangeFeed {
  /**
   * Moves on at every notification, and whenever notifications may have been missed (before LISTEN
   * took hold, after the listening connection was lost). A copy read while `trusted(g)` held for the
   * generation `g` seen before the read stays good until the generation moves.
   */
  readonly generation: number;
  /** LISTEN is up: a notification sent now will arrive. */
  readonly listening: boolean;
  /** True when LISTEN is up and nothing has changed since generation `seen` was read. */
  trusted(seen: number): boolean;
  /**
   * `onChange` runs whenever the generation moves: with the notification's payload, or with none
   * when anything may have changed.
   */
  subscribe(onChange: (payload?: string) => void): void;
}

/** One feed per channel for one app: the caches follow them, the services that write announce through them. */
export interface ChangeFeeds {
  feed(channel: Channel): ChangeFeed;
  /**
   * A change this process made: copies are dropped now, before the database's notification arrives,
   * exactly as that notification would drop them (a payload names a user; none means anyone).
   */
  changed(channel: Channel, payload?: string | number): void;
  /** Channels whose LISTEN is not up (not yet, or lost and not yet back): their copies are not served. */
  lost(): Channel[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Followed extends ChangeFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
  changed(payload?: string): void;
}

function follow(database: Pick<Database, 'listen'>, channel: Channel): Followed {
  let generation = 0;
  let listening = false;
  let stopped = false;
  let stopListening: (() => Promise<void>) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const subscribers: ((payload?: string) => void)[] = [];

  function changed(payload?: string) {
    generation++;
    for (const onChange of subscribers) onChange(payload || undefined);
  }

  function relistenLater() {
    // One loss can be reported twice (the connection's end, and the LISTEN in flight on it failing):
    // a second retry would subscribe twice and leak the first subscription.
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RELISTEN_MS);
    retry.unref();
  }

  async function listen() {
    if (stopped) return;
    let lost = false;
    try {
      const stop = await database.listen(
        channel,
        (payload) => changed(payload),
        () => {
          // Notifications may have been missed: nothing is trusted until listening again.
          lost = true;
          listening = false;
          stopListening = null;
          changed();
          relistenLater();
        },
      );
      // Lost before this attempt was told it listens (the retry is already due), or stopped meanwhile.
      if (lost || stopped) {
        await stop();
        return;
      }
      stopListening = stop;
      listening = true;
      // Whatever committed before the LISTEN took hold was never announced.
      changed();
    } catch {
      listening = false;
      relistenLater();
    }
  }

  return {
    start: listen,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      retry = undefined;
      listening = false;
      changed();
      await stopListening?.();
    },
    get generation() {
      return generation;
    },
    get listening() {
      return listening;
    },
    trusted: (seen) => listening && seen === generation,
    subscribe: (onChange) => void subscribers.push(onChange),
    changed,
  };
}

export function createChangeFeeds(database: Pick<Database, 'listen'>): ChangeFeeds {
  const feeds = new Map<Channel, Followed>();
  let started = false;
  const feed = (channel: Channel) => {
    let found = feeds.get(channel);
    if (!found) {
      found = follow(database, channel);
      feeds.set(channel, found);
      // A cache created after start (a module registered late) still gets its feed listening.
      if (started) void found.start();
    }
    return found;
  };
  return {
    feed,
    changed: (channel, payload) => feed(channel).changed(payload === undefined ? undefined : String(payload)),
    lost: () => [...feeds].filter(([, f]) => !f.listening).map(([channel]) => channel),
    async start() {
      started = true;
      await Promise.all([...feeds.values()].map((f) => f.start()));
    },
    async stop() {
      await Promise.all([...feeds.values()].map((f) => f.stop()));
    },
  };
}
