// A long list rendered in two steps: the items of the first screen at once, the rest in a background render
// (a transition, which React splits into short tasks), so the first cards and their pictures appear sooner.
import { startTransition, useEffect, useState } from 'react';

export function useFirstScreenFirst<T>(items: T[], firstScreen: number): T[] {
  const [everything, setEverything] = useState(false);
  const waiting = !everything && items.length > firstScreen;
  useEffect(() => {
    if (waiting) startTransition(() => setEverything(true));
  }, [waiting]);
  return waiting ? items.slice(0, firstScreen) : items;
}
