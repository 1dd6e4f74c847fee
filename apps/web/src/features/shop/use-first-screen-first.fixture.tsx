// A list through useFirstScreenFirst with a first screen of two items, for the hook's tests in the browser and on
// the server.
import { useFirstScreenFirst } from './use-first-screen-first.ts';

export function List({ items }: { items: string[] }) {
  const rendered = useFirstScreenFirst(items, 2);
  return (
    <ul>
      {rendered.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
