// Helpers for the shop journeys: the seeded catalogue read through the API, a signed-in shopper, rupee text.
import { expect, type Page } from '@playwright/test';
import { signInByApi, storeSession } from './fixtures.ts';

export interface SeedProduct {
  product_id: number;
  category_id: number;
  category_name: string;
  name: string;
  description: string | null;
  price_in_rupee: number;
  discount: number;
  rating: number | null;
  stock_quantity: number;
}

/** The catalogue as the API serves it, so the tests follow the seed instead of copying it. */
export async function catalogue(page: Page): Promise<SeedProduct[]> {
  const response = await page.request.get('/shop/open/all-product');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SeedProduct[];
}

export function pick(products: SeedProduct[], test: (p: SeedProduct) => boolean, what: string): SeedProduct {
  const found = products.find(test);
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
/** The same text the screens show for an amount: "₹1,499.00". */
export const rupees = (amount: number) => rupeeFormat.format(amount);
/** "₹1,23,456.50" -> 123456.5 */
export const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/** Paise arithmetic, as the app does it. */
export const times = (price: number, quantity: number) => (Math.round(price * 100) * quantity) / 100;

/** Signs a new shopper in through the API and stores the session where the web app reads it. */
export async function signIn(page: Page, email: string): Promise<string> {
  const session = await signInByApi(page.request, { email }, 'user', { name: 'Shop Tester' });
  await page.goto('/shopping');
  await storeSession(page, session);
  return session.accessToken;
}

/** Fills the cart and an address straight through the API, for journeys that start at checkout. */
export async function prepareCheckout(page: Page, token: string, product: SeedProduct, addressFields: Record<string, string> = {}) {
  const headers = { accessToken: token };
  const cart = await page.request.post('/api/cart', {
    headers,
    data: { products: [{ product_id: product.product_id, category_id: product.category_id, quantity: 1 }] },
  });
  expect(cart.ok(), await cart.text()).toBe(true);
  const address = await page.request.post('/api/address', {
    headers,
    data: { street: '12 MI Road', city: 'Jaipur', state: 'Rajasthan', postal_code: '302001', country: 'India', address_type: 'Home', phone: '9829012345', ...addressFields },
  });
  expect(address.ok(), await address.text()).toBe(true);
}

/** Opens the address form, tries every wrong value and checks each message, then saves a good address. */
export async function fillAddressWithMistakes(page: Page) {
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Address' });
  const field = (label: string) => form.getByLabel(label, { exact: false });
  const save = form.getByRole('button', { name: 'Save Address' });
  const shows = (message: string) => expect(form.getByText(message, { exact: true })).toBeVisible();

  await field('Country').fill('');
  await field('Address Name').fill('   ');
  await save.click();
  for (const message of [
    'Address is a required field',
    'Street address is a required field',
    'City is required',
    'State is required',
    'Postal code is a required field',
    'Country is a required field',
    'Mobile number is required',
  ]) await shows(message);

  // Editing a field clears its error at once.
  await field('Street Address').fill('A street name far longer than twenty');
  await expect(form.getByText('Street address is a required field')).toHaveCount(0);
  await field('City').fill('Jaipur 1');
  await field('Postal Code').fill('30200');
  await field('Mobile Number').fill('12345');
  await save.click();
  await shows('Street address must be less than 20 characters');
  await shows('City should not contain numbers');
  await shows('Postal code must be 6 digits');
  await shows('Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9');
  await field('City').fill('C'.repeat(51));
  await save.click();
  await shows('City must be less than 50 characters');
  // The state is chosen from the official list; a PIN outside it is refused.
  await field('Street Address').fill('12 MI Road');
  await field('City').fill('Jaipur');
  await form.getByLabel('State').selectOption('Karnataka');
  await field('Postal Code').fill('302001');
  await field('Mobile Number').fill('+91 98290 12345');
  await field('Address Name').fill("Mom's house");
  await field('Country').fill('India');
  await save.click();
  await shows('PIN code 302001 is not in Karnataka. Please check the state or the PIN code.');

  // Cancel closes and clears the errors.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(form.getByText('City should not contain numbers')).toHaveCount(0);

  await field('Address Name').fill("Mom's house");
  await field('Street Address').fill('12 MI Road');
  await field('City').fill('Jaipur');
  await form.getByLabel('State').selectOption('Rajasthan');
  await field('Postal Code').fill('302001');
  await field('Mobile Number').fill('98290-12345');
  await field('Country').fill('India');
  await form.getByLabel('Address Type').selectOption('Office');
  await save.click();
  await expect(form).toBeHidden();
}

/** How many products the shop shows before "Load more" (SHOP_PAGE_SIZE in the shop feature). */
export const SHOP_PAGE_SIZE = 24;
