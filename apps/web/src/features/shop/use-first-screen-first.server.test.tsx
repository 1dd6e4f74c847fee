// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { List } from './use-first-screen-first.fixture.tsx';

describe('useFirstScreenFirst on the server', () => {
  it('renders every item into the HTML at once', () => {
    const html = renderToString(<List items={['a', 'b', 'c', 'd']} />);
    expect(html.match(/<li>/g)).toHaveLength(4);
  });
});
