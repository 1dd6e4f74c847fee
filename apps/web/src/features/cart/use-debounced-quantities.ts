// Optimistic cart quantities: a change shows at once and is saved after a quiet period, all pending lines in one call.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface QuantityChange {
  product_id: number;
  category_id: number;
  quantity: number;
}

type Save = (changes: QuantityChange[]) => Promise<void>;

/**
 * overrides: the quantities the shopper set that the server has not confirmed yet, by product_id.
 * A save that succeeds or fails leaves the override in place until the caller's fresh data arrives
 * (onSaved), so the line never flickers back to the old number.
 */
export function useDebouncedQuantities(save: Save, delayMs: number) {
  const [overrides, setOverrides] = useState<ReadonlyMap<number, number>>(new Map());
  const pending = useRef(new Map<number, QuantityChange>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current.size === 0) return;
    const changes = [...pending.current.values()];
    pending.current = new Map();
    try {
      await saveRef.current(changes);
    } finally {
      // Drop only the overrides this save covered and that were not changed again meanwhile.
      setOverrides((current) => {
        const next = new Map(current);
        for (const change of changes) {
          if (next.get(change.product_id) === change.quantity && !pending.current.has(change.product_id)) {
            next.delete(change.product_id);
          }
        }
        return next;
      });
    }
  }, []);

  const setQuantity = useCallback(
    (change: QuantityChange) => {
      pending.current.set(change.product_id, change);
      setOverrides((current) => new Map(current).set(change.product_id, change.quantity));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush().catch(() => undefined), delayMs);
    },
    [delayMs, flush],
  );

  // Leaving the page must not lose a change made in the last half second.
  useEffect(
    () => () => {
      if (pending.current.size > 0) void flush().catch(() => undefined);
    },
    [flush],
  );

  return { overrides, setQuantity, flush };
}
