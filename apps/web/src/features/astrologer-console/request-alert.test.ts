// The waiting-request alert: a ring (beep and buzz) repeated while a request waits, until answered or silenced,
// and the tab's title while any waits.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newRequestTitle, RING_EVERY_MS, useRequestAlert } from './request-alert.ts';

describe('useRequestAlert', () => {
  const vibrate = vi.fn((_pattern: number | number[]) => true);
  const rings = () => vibrate.mock.calls.filter(([pattern]) => pattern !== 0).length;
  beforeEach(() => {
    vi.useFakeTimers();
    vibrate.mockClear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    document.title = 'Astrologer console';
  });
  afterEach(() => vi.useRealTimers());

  it('rings at once and again every few seconds while a request waits, and stops when none does', () => {
    const { result, rerender } = renderHook(({ ids }) => useRequestAlert(ids), { initialProps: { ids: [] as number[] } });
    expect(result.current.ringing).toBe(false);
    expect(rings()).toBe(0);

    rerender({ ids: [5] });
    expect(result.current.ringing).toBe(true);
    expect(rings()).toBe(1);
    expect(document.title).toBe('(1) New request');
    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 2));
    expect(rings()).toBe(3);

    rerender({ ids: [5, 6] });
    expect(document.title).toBe('(2) New requests');
    rerender({ ids: [] });
    expect(result.current.ringing).toBe(false);
    const stoppedAt = rings();
    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(rings()).toBe(stoppedAt);
    expect(document.title).toBe('Astrologer console');
  });

  it('stays quiet once silenced, until another request arrives', () => {
    const { result, rerender } = renderHook(({ ids }) => useRequestAlert(ids), { initialProps: { ids: [5] } });
    expect(rings()).toBe(1);
    act(() => result.current.silence());
    expect(result.current.ringing).toBe(false);
    act(() => vi.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(rings()).toBe(1);

    rerender({ ids: [5, 7] });
    expect(result.current.ringing).toBe(true);
    expect(rings()).toBe(2);
  });

  it('names the count', () => {
    expect(newRequestTitle(1)).toBe('(1) New request');
    expect(newRequestTitle(3)).toBe('(3) New requests');
  });
});
