// How many slider pictures fit side by side at the current viewport width: 1 on phones, 2 on tablets, 3 on desktops.
import { useSyncExternalStore } from 'react';

const BREAKPOINTS = [
  { query: '(min-width: 1024px)', perPage: 3 },
  { query: '(min-width: 640px)', perPage: 2 },
] as const;

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const lists = BREAKPOINTS.map((bp) => window.matchMedia(bp.query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

function getSnapshot(): number {
  if (!hasMatchMedia()) return 1;
  return BREAKPOINTS.find((bp) => window.matchMedia(bp.query).matches)?.perPage ?? 1;
}

export function useSlidesPerPage(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => 1);
}
