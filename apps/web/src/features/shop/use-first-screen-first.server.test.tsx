// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFirstScreenFirst } from './use-first-screen-first.ts';

function List({ items }: { items: string[] }) {
  const rendered = useFirstScreenFirst(items, 2);
  return (
    <ul>
      {rendered.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useFirstScreenFirst on the server', () => {
  it('renders every item into the HTML at once', () => {
    const html = renderToString(<List items={['a', 'b', 'c', 'd']} />);
    expect(html.match(/<li>/g)).toHaveLength(4);
  });
});
