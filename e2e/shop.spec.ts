// The shop for a visitor: browse, search, filter, sort, a product, the sign-in prompts, and the confirmation page.
import { test as plain, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SHOP_PAGE_SIZE, amountOf, catalogue, pick, rupees, type SeedProduct } from './shop-support.ts';

const found = (n: number) => `${n} ${n === 1 ? 'product' : 'products'} found`;
const matches = (p: SeedProduct, q: string) =>
  p.name.toLowerCase().includes(q) || (p.description ?? '').toLowerCase().includes(q);

async function shownPrices(page: Page) {
  return (await page.getByRole('main').getByTestId('price').allTextContents()).map(amountOf);
}

test('a visitor searches, filters and sorts the shop, opens a product and is asked to sign in', async ({ page }) => {
  const products = await catalogue(page);
  // Held back until the skeleton has been seen: six placeholder cards while the products load.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/shop\/open\/all-product(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  // The shop's own address arrives rendered by the server; a visit from another page loads the products.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page.getByTestId('product-skeleton')).toHaveCount(6);
  release();
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await expect(page.getByText(found(products.length))).toBeVisible();
  // The first page of results: other journeys may have added products beyond it.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(products.length, SHOP_PAGE_SIZE));

  // A card: discount badge, struck original price = price / (1 - discount/100), rating to one decimal.
  const rated = pick(products, (p) => p.discount > 0 && (p.rating ?? 0) > 0, 'discounted, rated product');
  const card = page.getByRole('article').filter({ hasText: rated.name });
  await expect(card.getByText(`${rated.discount}% OFF`)).toBeVisible();
  const original = Math.round((rated.price_in_rupee / (1 - rated.discount / 100)) * 100) / 100;
  await expect(card.locator('s')).toContainText(rupees(original));
  await expect(card.getByText(`Rating ${(rated.rating ?? 0).toFixed(1)}`)).toBeVisible();

  // Search: case-insensitive, on name or description, answered by the server once typing pauses.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  const searched = page.waitForRequest((r) => new URL(r.url()).searchParams.get('q') === 'YANTRA');
  await search.fill('YANTRA');
  await searched;
  const yantras = products.filter((p) => matches(p, 'yantra'));
  await expect(page.getByText(found(yantras.length))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(yantras.length);
  await expect(page).toHaveURL(/\/shopping\?q=YANTRA$/);
  await search.fill('no such thing at all');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await search.fill('');

  // Category filter, then back to all.
  const category = products[products.length - 1]!;
  const inCategory = products.filter((p) => p.category_id === category.category_id);
  await page.getByRole('navigation', { name: 'Product categories' }).getByRole('button', { name: category.category_name }).click();
  await expect(page.getByRole('heading', { name: category.category_name, level: 2 })).toBeVisible();
  await expect(page.getByText(found(inCategory.length))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]category=${category.category_id}$`));
  await page.getByRole('button', { name: 'All Categories' }).click();
  await expect(page.getByText(found(products.length))).toBeVisible();

  // Sort by price both ways.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: Low to High' });
  const ascending = products.map((p) => p.price_in_rupee).sort((a, b) => a - b);
  await expect.poll(() => shownPrices(page)).toEqual(ascending);
  await sort.selectOption({ label: 'Price: High to Low' });
  await expect.poll(() => shownPrices(page)).toEqual([...ascending].reverse());

  // Guests cannot add, open the cart or the orders.
  await card.getByRole('button', { name: `Add ${rated.name} to cart` }).click();
  await expect(page.getByText('Please login or signup to access the cart.')).toBeVisible();
  await page.getByRole('button', { name: 'My Cart' }).click();
  await expect(page.getByText('Please login or signup to access the My Cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Orders' }).click();
  await expect(page.getByText('Please login or signup to access the Orders.')).toBeVisible();
  await expect(page).toHaveURL(/\/shopping(\?[^/]*)?$/);

  // Product detail: stock line, stepper limit, then a guest add is sent home.
  const few = [...products].filter((p) => p.stock_quantity >= 2).sort((a, b) => a.stock_quantity - b.stock_quantity)[0]!;
  await page.getByRole('link', { name: few.name }).click();
  await expect(page).toHaveURL(`/shopping/product/${few.product_id}`);
  await expect(page.getByRole('heading', { name: few.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`Product ID: ${few.product_id}`)).toBeVisible();
  await expect(page.getByText(`${few.stock_quantity} available in stock`)).toBeVisible();
  const quantity = page.getByRole('group', { name: 'Quantity' });
  await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  for (let i = 1; i < few.stock_quantity; i += 1) await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.getByRole('status')).toHaveText(String(few.stock_quantity));
  await expect(page.getByText('Maximum quantity reached')).toHaveCount(0);
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Maximum quantity reached')).toBeVisible();
  await expect(quantity.getByRole('status')).toHaveText(String(few.stock_quantity));

  const alert = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  expect(await alert).toBe('Please login or signup to access the shopping page.');
  await expect(page).toHaveURL(/\/$/);

  const soldOut = pick(products, (p) => p.stock_quantity === 0, 'sold-out product');
  await page.goto(`/shopping/product/${soldOut.product_id}`);
  await expect(page.getByText('Out of stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();

  // Order history and checkout need a session.
  await page.goto('/shopping/orders');
  await expect(page.getByText('Please login or signup to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/shopping/checkout');
  await expect(page).toHaveURL(/\/login/);
});

test('the listing comes a page at a time, and a shared link keeps the search, category and sort', async ({ page }) => {
  const products = await catalogue(page);
  // Pages of 10 instead of the shop's 24, so that the seed spans three of them.
  await page.route(/\/shop\/open\/all-product\?/, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '10');
    await route.continue({ url: url.toString() });
  });
  // The first page of /shopping comes rendered by the server, with the shop's page size: the smaller pages start
  // with the first list the browser asks for, the sort chosen here.
  await page.goto('/shopping');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-high');
  await expect(page).toHaveURL(/\?sort=price-high$/);
  const articles = page.getByRole('main').getByRole('article');
  await expect(page.getByText(found(products.length))).toBeVisible();
  await expect(articles).toHaveCount(10);
  await expect(page.getByText(`Showing 10 of ${products.length}`)).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more products' });
  await more.click();
  await expect(articles).toHaveCount(20);
  await more.click();
  await expect(articles).toHaveCount(products.length);
  await expect(more).toHaveCount(0);
  const descending = products.map((p) => p.price_in_rupee).sort((a, b) => b - a);
  expect(await shownPrices(page)).toEqual(descending);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-high');

  // A link with a search and a category opens on it, the box filled in.
  const category = products[0]!;
  const q = category.name.split(' ')[0]!.toLowerCase();
  await page.goto(`/shopping?q=${encodeURIComponent(q)}&category=${category.category_id}`);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(q);
  await expect(page.getByRole('heading', { name: category.category_name, level: 2 })).toBeVisible();
  const expected = products.filter((p) => p.category_id === category.category_id && matches(p, q));
  await expect(page.getByText(found(expected.length))).toBeVisible();
  await expect(articles).toHaveCount(expected.length);
});

test('the confirmation page counts down from 60 seconds and then goes home', async ({ page }) => {
  await page.clock.install();
  await page.goto('/shopping/thanks');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  // Opened without an order in the navigation state (a reload, a bookmark): a placeholder number.
  await expect(page.getByText(/Your order #\d+ has been placed successfully\./)).toBeVisible();
  await expect(page.getByText("You'll be redirected in 60 seconds...")).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText("You'll be redirected in 50 seconds...")).toBeVisible();
  await page.clock.runFor(50_000);
  await expect(page).toHaveURL(/\/$/);
});

// A missing product is a 404 answer, which the browser itself logs as a console error: that line is expected here.
plain('a product that does not exist, or does not load, says so and leads back to the shop', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(m.text()));
  await page.goto('/shopping/product/999999');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shopping$/);

  // A server failure is not "not found": it says the load failed and offers the way back.
  const first = (await catalogue(page))[0]!;
  await page.route(`**/shop/open/product/${first.product_id}`, (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
  await page.getByRole('link', { name: first.name }).click();
  await expect(page.getByText('Failed to load product details')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/shopping$/);
  expect(problems).toEqual([]);
});

plain.describe('before the script runs', () => {
  plain.use({ javaScriptEnabled: false });

  // The pages visitors land on arrive rendered by the server: the first screen, its title and its description show
  // without the app's code.
  plain('the home page, the shop and a product are in the HTML itself', async ({ page }) => {
    const products = await catalogue(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover What The Stars Reveal About...' })).toBeVisible();

    await page.goto('/shopping');
    await expect(page.getByRole('heading', { name: 'Spiritual Shop' })).toBeVisible();
    await expect(page).toHaveTitle('Shop | Jyotish Kendra');
    await expect(page.getByText(found(products.length))).toBeVisible();
    const first = products[0]!;
    await expect(page.getByRole('article').filter({ hasText: first.name })).toBeVisible();

    const product = pick(products, (p) => p.stock_quantity > 0, 'product in stock');
    await page.goto(`/shopping/product/${product.product_id}`);
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByTestId('price').first()).toContainText(rupees(product.price_in_rupee));
    await expect(page).toHaveTitle(`${product.name} | Jyotish Kendra`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', product.description ?? '');
  });
});
