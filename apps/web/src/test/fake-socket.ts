// A Socket.IO client stand-in for component tests: it records listeners and `fire` delivers an event to them, as the
// server would. Tests hand it to `vi.mock('socket.io-client')` from a `vi.hoisted` dynamic import.
type Listener = (payload: unknown) => void;

export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const fake = {
    connected: true,
    on(event: string, fn: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(fn);
      return fake;
    },
    off(event: string, fn: Listener) {
      listeners.get(event)?.delete(fn);
      return fake;
    },
    disconnect() {},
    fire(event: string, payload?: unknown) {
      for (const fn of [...(listeners.get(event) ?? [])]) fn(payload);
    },
  };
  return fake;
}
