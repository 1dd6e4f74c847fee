// A long list rendered in two steps: the items of the first screen at once, the rest in a background render
// (a transition, which React splits into short tasks), so the first cards and their pictures appear sooner. A page
// rendered on the server has them all in its HTML already: the app takes them over in one go.
import { startTransition, useEffect, useState } from 'react';
import { rendersServerHtml } from '../../lib/hydration.ts';

export function useFirstScreenFirst<T>(items: T[], firstScreen: number): T[] {
  const [everything, setEverything] = useState(rendersServerHtml);
  const waiting = !everything && items.length > firstScreen;
  useEffect(() => {
    if (waiting) startTransition(() => setEverything(true));
  }, [waiting]);
  return waiting ? items.slice(0, firstScreen) : items;
}
