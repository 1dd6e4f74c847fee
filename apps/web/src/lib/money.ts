// Money arithmetic the shop screens share: line totals and sums in whole paise, so no float drift shows.
export { originalPriceRupees as originalPrice } from '@app/contracts/catalogue-rules';

/** price * quantity, computed in paise and turned back into rupees. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

/** Sum of line totals, again in paise. */
export function sumLines(lines: readonly { price_in_rupee: number; quantity: number }[]): number {
  const paise = lines.reduce((sum, line) => sum + Math.round(line.price_in_rupee * 100) * line.quantity, 0);
  return paise / 100;
}
