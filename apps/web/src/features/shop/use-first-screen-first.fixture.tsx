// A list through useFirstScreenFirst with a first screen of two items, for the hook's tests in the browser and on
// the server. `onCommit` receives what each committed render showed, so a test can see the steps that act() would
// otherwise run together before its next assertion.
import { useLayoutEffect } from 'react';
import { useFirstScreenFirst } from './use-first-screen-first.ts';

export function List({ items, onCommit }: { items: string[]; onCommit?: (shown: string[]) => void }) {
  const rendered = useFirstScreenFirst(items, 2);
  useLayoutEffect(() => {
    onCommit?.(rendered);
  });
  return (
    <ul>
      {rendered.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
