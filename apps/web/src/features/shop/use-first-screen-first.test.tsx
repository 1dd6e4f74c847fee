import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { List } from './use-first-screen-first.fixture.tsx';

describe('useFirstScreenFirst', () => {
  it('renders the first screen, then every item', async () => {
    const { rerender } = render(<List items={[]} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<List items={['a', 'b', 'c', 'd']} />);
    expect(await screen.findByText('d')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c', 'd']);
    // Once everything is shown, later pages are shown whole at once.
    rerender(<List items={['a', 'b', 'c', 'd', 'e', 'f']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows a short list whole', () => {
    render(<List items={['a', 'b']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
