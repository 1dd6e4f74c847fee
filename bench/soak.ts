// The soak: mixed traffic for minutes while the server's memory is sampled, to catch growth that short rows hide.
import type autocannon from 'autocannon';
import type { BenchDatabase } from './database.ts';
import { getRequest, runLoad } from './load.ts';
import type { MemorySampler } from './memory.ts';
import { PurchaseTally, purchaseSequence } from './purchase.ts';

export interface SoakResult {
  minutes: number;
  rps: number;
  purchasesPerS: number;
  peakMb: number;
  /** Peak resident memory of each minute. */
  minutePeaksMb: number[];
  /** Last minute's peak over the second minute's, in percent. */
  growthPct: number;
}

/** Half the buyers browse and read their cart and history, half browse and buy. */
export async function runSoak(
  url: string | string[],
  db: BenchDatabase,
  addressIds: number[],
  sampler: MemorySampler,
  minutes: number,
  connections: number,
  withPurchases: boolean,
): Promise<SoakResult> {
  const tally = new PurchaseTally();
  const from = sampler.elapsedMs();
  const browse = (token: Record<string, string>): autocannon.Request[] => [
    getRequest('/shop/open/all-product', token),
    getRequest(`/shop/open/product/${db.cartProducts[0]!.id}`, token),
    getRequest(`/shop/open/product/category/${db.plentiful.categoryId}`, token),
  ];
  const result = await runLoad({
    url,
    connections,
    durationS: Math.round(minutes * 60),
    sequenceFor: (connection) => {
      const index = connection % db.buyers.length;
      const buyer = db.buyers[index]!;
      const headers = { accesstoken: buyer.token };
      // Buyers keep their roles: a reader's history stays the same size, so memory reflects the server, not the data.
      if (withPurchases && index % 2 === 0) {
        return [...browse(headers), ...purchaseSequence(buyer, addressIds[index]!, db.plentiful, tally)];
      }
      return [
        ...browse(headers),
        getRequest('/api/cart', headers),
        getRequest('/api/order-history', headers),
      ];
    },
  });
  const to = sampler.elapsedMs();
  const minutePeaksMb: number[] = [];
  // Whole minutes, and a last part only when it is long enough to mean something.
  for (let start = from; start + 30_000 <= to; start += 60_000)
    minutePeaksMb.push(sampler.peakBetween(start, Math.min(start + 60_000, to)));
  const second = minutePeaksMb[1] ?? minutePeaksMb[0] ?? 0;
  const last = minutePeaksMb.at(-1) ?? 0;
  return {
    minutes,
    rps: result.rps,
    purchasesPerS: tally.completed / result.durationS,
    peakMb: Math.max(...minutePeaksMb, 0),
    minutePeaksMb,
    growthPct: second > 0 ? ((last - second) / second) * 100 : 0,
  };
}
