// The waiting-request alert: one beep and buzz per new request, and the tab's title while any waits.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newRequestTitle, useRequestAlert } from './request-alert.ts';

describe('useRequestAlert', () => {
  it('buzzes once per new request and titles the tab until none waits', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    document.title = 'Astrologer console';
    const { rerender } = renderHook(({ ids }) => useRequestAlert(ids), { initialProps: { ids: [] as number[] } });
    expect(vibrate).not.toHaveBeenCalled();

    rerender({ ids: [5] });
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(1) New request');

    rerender({ ids: [5, 6] });
    expect(vibrate).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('(2) New requests');

    rerender({ ids: [6] });
    expect(vibrate).toHaveBeenCalledTimes(2);
    rerender({ ids: [] });
    expect(document.title).toBe('Astrologer console');
  });

  it('names the count', () => {
    expect(newRequestTitle(1)).toBe('(1) New request');
    expect(newRequestTitle(3)).toBe('(3) New requests');
  });
});
