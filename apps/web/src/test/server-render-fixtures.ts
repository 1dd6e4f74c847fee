// Catalogue and directory answers for tests of the server render and of its hydration, and the API that serves them.
import type { Product } from '@app/contracts/catalogue';
import type { DirectoryAstrologer } from '@app/contracts/consultations';
import { ONLINE_NOW_PATH } from '../features/astrologers/api/get-online-now.ts';

export const product = (id: number, fields: Partial<Product> = {}): Product => ({
  product_id: id,
  category_id: 1,
  category_name: 'Malas',
  name: `Product ${id}`,
  description: `About product ${id}`,
  price_in_rupee: 499,
  discount: 0,
  rating: null,
  image: null,
  stock_quantity: 5,
  instruction: null,
  kit_includes: null,
  quality: 1,
  ...fields,
});

export { onlineAstrologer as astrologer } from './astrologer-factory.ts';

/** The home page's strip of astrologers online now, as the directory answers it. */
export const onlineNow = (astrologers: DirectoryAstrologer[]) => ({
  [ONLINE_NOW_PATH]: { astrologers, page: 1, total_pages: 1, total: astrologers.length },
});

/** The API as a render reaches it: JSON answers by path (404 for the rest), each path asked for written down. */
export function api(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = (async (input: string) => {
    asked.push(input);
    const body = answers[input];
    if (body === undefined) return Response.json({ message: 'Not found', errors: {} }, { status: 404 });
    return Response.json(body, { headers: { 'x-total-count': Array.isArray(body) ? String(body.length) : '1' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}
