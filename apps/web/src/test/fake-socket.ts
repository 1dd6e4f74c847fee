// A Socket.IO client stand-in for component tests: it records listeners and `fire` delivers an event to them, as the
// server would. Tests hand it to `vi.mock('socket.io-client')` from a `vi.hoisted` dynamic import.
// `active` is whether the client would reconnect by itself (false once the server closed or refused the socket);
// `connect` and `disconnect` count the calls the app makes, and `emitted` records what it sends.
type Listener = (...args: unknown[]) => void;

export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const fake = {
    connected: true,
    active: true,
    connects: 0,
    disconnects: 0,
    emitted: [] as { event: string; payload: unknown }[],
    on(event: string, fn: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(fn);
      return fake;
    },
    off(event: string, fn: Listener) {
      listeners.get(event)?.delete(fn);
      return fake;
    },
    removeAllListeners() {
      listeners.clear();
      return fake;
    },
    emit(event: string, payload?: unknown) {
      fake.emitted.push({ event, payload });
      return fake;
    },
    connect() {
      fake.connects += 1;
      fake.active = true;
      return fake;
    },
    disconnect() {
      fake.disconnects += 1;
      return fake;
    },
    fire(event: string, ...payload: unknown[]) {
      for (const fn of [...(listeners.get(event) ?? [])]) fn(...payload);
    },
  };
  return fake;
}
