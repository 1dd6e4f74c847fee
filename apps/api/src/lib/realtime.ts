// The services' way to push an event to connected clients, whatever carries it: the Socket.IO server attaches
// itself here when it starts; before that (and in an app without sockets) events go nowhere, and clients catch up
// from the API when they connect.

export interface RealtimeEmitter {
  toUsers(userIds: readonly number[], event: string, payload: unknown): void;
  toEveryone(event: string, payload: unknown): void;
  /** Closes these accounts' sockets on every process (a deleted account); without it they go at the next heartbeat. */
  disconnectUsers?(userIds: readonly number[]): void;
  /**
   * Closes the sockets opened with these sessions on every process (a logout), and resolves once every process has
   * closed them (or was not heard from in time: its heartbeat drops them then).
   */
  disconnectSessions?(sessionIds: readonly number[]): Promise<void>;
}

export interface Realtime extends RealtimeEmitter {
  attach(emitter: RealtimeEmitter | null): void;
  disconnectUsers(userIds: readonly number[]): void;
  disconnectSessions(sessionIds: readonly number[]): Promise<void>;
}

export function createRealtime(): Realtime {
  let emitter: RealtimeEmitter | null = null;
  return {
    attach(next) {
      emitter = next;
    },
    toUsers(userIds, event, payload) {
      if (userIds.length > 0) emitter?.toUsers(userIds, event, payload);
    },
    toEveryone(event, payload) {
      emitter?.toEveryone(event, payload);
    },
    disconnectUsers(userIds) {
      if (userIds.length > 0) emitter?.disconnectUsers?.(userIds);
    },
    async disconnectSessions(sessionIds) {
      if (sessionIds.length > 0) await emitter?.disconnectSessions?.(sessionIds);
    },
  };
}
