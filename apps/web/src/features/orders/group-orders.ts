// Order history arrives as one item per order line; the page shows one card per order.
import type { OrderHistoryItem } from '@app/contracts/orders';

export interface OrderGroup {
  orderId: number;
  first: OrderHistoryItem;
  lines: OrderHistoryItem[];
}

/** Groups lines by order_history_id, keeping the server's order (newest first). */
export function groupOrders(items: readonly OrderHistoryItem[]): OrderGroup[] {
  const groups = new Map<number, OrderGroup>();
  for (const item of items) {
    const group = groups.get(item.order_history_id);
    if (group) group.lines.push(item);
    else groups.set(item.order_history_id, { orderId: item.order_history_id, first: item, lines: [item] });
  }
  return [...groups.values()];
}
