import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedQuantities } from './use-debounced-quantities.ts';

describe('useDebouncedQuantities', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each change at once and saves once, 500 ms after the last change', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useDebouncedQuantities(save, 500));

    act(() => result.current.setQuantity({ product_id: 1, category_id: 2, quantity: 2 }));
    expect(result.current.overrides.get(1)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => result.current.setQuantity({ product_id: 1, category_id: 2, quantity: 3 }));
    act(() => result.current.setQuantity({ product_id: 5, category_id: 2, quantity: 0 }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.overrides.get(1)).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith([
      { product_id: 1, category_id: 2, quantity: 3 },
      { product_id: 5, category_id: 2, quantity: 0 },
    ]);
    expect(result.current.overrides.size).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves what is pending when the page is left before the delay', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, unmount } = renderHook(() => useDebouncedQuantities(save, 500));
    act(() => result.current.setQuantity({ product_id: 1, category_id: 2, quantity: 4 }));
    unmount();
    expect(save).toHaveBeenCalledWith([{ product_id: 1, category_id: 2, quantity: 4 }]);
  });

  it('keeps a newer change made while a save was in flight', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useDebouncedQuantities(save, 500));
    act(() => result.current.setQuantity({ product_id: 1, category_id: 2, quantity: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    act(() => result.current.setQuantity({ product_id: 1, category_id: 2, quantity: 3 }));
    await act(async () => finish());
    expect(result.current.overrides.get(1)).toBe(3);
  });
});
