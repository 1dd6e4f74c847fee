import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.tsx';

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : 'unknown' };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>Failed: {this.state.message}</p>;
  }
}

describe('onDemand', () => {
  it('shows the placeholder, then the loaded component with its props, loading the code once', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Greeting = onDemand(load, <p>Loading</p>);
    const { unmount } = render(<Greeting name="Asha" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    unmount();
    // Already loaded: the next mount renders it at once.
    render(<Greeting name="Ravi" />);
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and loads again on the next mount', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce(() => <p>Back</p>);
    const Page = onDemand(load);
    const first = render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: chunk gone')).toBeInTheDocument();
    first.unmount();
    render(<Page />);
    expect(await screen.findByText('Back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // React reports the error the boundary caught, once.
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'chunk gone' }),
      'The above error occurred in the <OnDemand> component.',
      expect.any(String),
    );
    spy.mockRestore();
  });
});
