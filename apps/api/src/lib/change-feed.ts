// Follows one NOTIFY channel, so a process can keep a copy of database rows in memory and know when to drop it.
import type { Database } from '../db/client.ts';

const RELISTEN_MS = 1000;

export interface ChangeFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Moves on at every notification, and whenever notifications may have been missed (before LISTEN
   * took hold, after the listening connection was lost). A copy read while `trusted(g)` held for the
   * generation `g` seen before the read stays good until the generation moves.
   */
  readonly generation: number;
  /** True when LISTEN is up and nothing has changed since generation `seen` was read. */
  trusted(seen: number): boolean;
  /**
   * A change made by this process: drop copies now, before the database's notification arrives.
   * With a payload, only what the payload names (as a notification carrying it would).
   */
  changed(payload?: string): void;
}

/**
 * `onChange` runs whenever the generation moves, so the owner can drop what it holds: with the
 * notification's payload, or with none when anything may have changed.
 */
export function followChanges(
  database: Pick<Database, 'listen'>,
  channel: string,
  onChange: (payload?: string) => void = () => {},
): ChangeFeed {
  let generation = 0;
  let listening = false;
  let stopped = false;
  let stopListening: (() => Promise<void>) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function changed(payload?: string) {
    generation++;
    onChange(payload || undefined);
  }

  function relistenLater() {
    if (stopped) return;
    retry = setTimeout(() => void listen(), RELISTEN_MS);
    retry.unref();
  }

  async function listen() {
    try {
      stopListening = await database.listen(
        channel,
        (payload) => changed(payload),
        () => {
          // Notifications may have been missed: nothing is trusted until listening again.
          listening = false;
          stopListening = null;
          changed();
          relistenLater();
        },
      );
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
      listening = false;
      changed();
      await stopListening?.();
    },
    get generation() {
      return generation;
    },
    trusted: (seen) => listening && seen === generation,
    changed,
  };
}
