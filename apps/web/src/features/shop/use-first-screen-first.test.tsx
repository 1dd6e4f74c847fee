import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { List } from './use-first-screen-first.fixture.tsx';

describe('useFirstScreenFirst', () => {
  it('renders the first screen, then every item', async () => {
    const commits: string[][] = [];
    const record = (shown: string[]) => commits.push(shown);
    const { rerender } = render(<List items={[]} onCommit={record} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<List items={['a', 'b', 'c', 'd']} onCommit={record} />);
    expect(await screen.findByText('d')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c', 'd']);
    // The first screen was on screen on its own before the rest was added.
    expect(commits).toEqual([[], ['a', 'b'], ['a', 'b', 'c', 'd']]);
    // Once everything is shown, later pages are shown whole at once.
    rerender(<List items={['a', 'b', 'c', 'd', 'e', 'f']} onCommit={record} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(commits.slice(3)).toEqual([['a', 'b', 'c', 'd', 'e', 'f']]);
  });

  it('shows a short list whole', () => {
    const commits: string[][] = [];
    render(<List items={['a', 'b']} onCommit={(shown) => commits.push(shown)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(commits).toEqual([['a', 'b']]);
  });
});
