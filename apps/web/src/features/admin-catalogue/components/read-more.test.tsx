import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadMore, truncateText } from './read-more.tsx';

describe('truncateText', () => {
  it('keeps text within the limit and cuts longer text', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('a'.repeat(201), 200)).toBe(`${'a'.repeat(200)}…`);
  });
});

describe('ReadMore', () => {
  it('offers Read more only past the limit and expands on click', () => {
    const long = 'x'.repeat(160);
    render(<ReadMore text={long} limit={150} />);
    expect(screen.queryByText(long)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(long, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read less' })).toBeTruthy();
  });
  it('shows short text whole with no toggle', () => {
    render(<ReadMore text="fits" limit={150} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
