// The shop for a shopper: fill the cart, add an address (every mistake first), pay, and the ways a payment fails.
import { test as plain } from '@playwright/test';
import { PHONE, expect, expectNoHorizontalScroll, test } from './fixtures.ts';
import { catalogue, fillAddressWithMistakes, pick, prepareCheckout, rupees, signIn, times } from './shop-support.ts';

for (const screen of [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: PHONE },
]) {
  test(`a shopper fills the cart, adds an address, pays and finds the order (${screen.name})`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    const phone = screen.name === 'phone';
    const products = await catalogue(page);
    const mala = pick(products, (p) => p.discount > 0 && p.stock_quantity >= 10, 'discounted product in stock');
    const few = [...products].filter((p) => p.stock_quantity >= 2 && p.product_id !== mala.product_id)
      .sort((a, b) => a.stock_quantity - b.stock_quantity)[0]!;
    await signIn(page, `buyer-${screen.name}-${Date.now()}@example.com`);

    await page.goto('/shopping');
    if (phone) {
      // The category list folds away on a phone.
      const categories = page.getByRole('navigation', { name: 'Product categories' });
      await expect(categories).toBeHidden();
      await page.getByRole('button', { name: 'Show Filters' }).click();
      await expect(categories.getByRole('button', { name: 'All Categories' })).toBeVisible();
      await page.getByRole('button', { name: 'Hide Filters' }).click();
      await expect(categories).toBeHidden();
      await expectNoHorizontalScroll(page);
    }
    const add = page.getByRole('button', { name: `Add ${mala.name} to cart` });
    await add.click();
    await expect(page.getByText('Item added to cart!')).toBeVisible();
    await add.click();
    await expect(page.getByText('Item already in cart. You can update the quantity there!')).toBeVisible();

    await page.goto(`/shopping/product/${few.product_id}`);
    if (phone) await expectNoHorizontalScroll(page);
    // The stepper's quantity is not sent: the cart gets one unit.
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Item added to cart!').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Item is already in your cart. You can adjust the quantity from the cart.')).toBeVisible();

    // Cart: quantities change at once and are saved after a pause; the stock limit is enforced.
    await page.goto('/shopping/mycart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    if (phone) await expectNoHorizontalScroll(page);
    const malaQty = page.getByRole('group', { name: `Quantity of ${mala.name}` });
    const fewQty = page.getByRole('group', { name: `Quantity of ${few.name}` });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'POST');
    await malaQty.getByRole('button', { name: 'Increase quantity' }).click();
    await malaQty.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(malaQty.getByRole('status')).toHaveText('3');
    const total = times(mala.price_in_rupee, 3) + few.price_in_rupee;
    await expect(page.getByTestId('summary-total')).toHaveText(rupees(total));
    for (let i = 1; i < few.stock_quantity; i += 1) await fewQty.getByRole('button', { name: 'Increase quantity' }).click();
    await fewQty.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('Stock limit reached')).toBeVisible();
    for (let i = 1; i < few.stock_quantity; i += 1) await fewQty.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(fewQty.getByRole('status')).toHaveText('1');
    await saved;
    await page.waitForTimeout(800);
    await page.reload();
    await expect(page.getByRole('group', { name: `Quantity of ${mala.name}` }).getByRole('status')).toHaveText('3');
    await expect(page.getByTestId('summary-total')).toHaveText(rupees(total));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // Checkout without an address: Place Order waits for one.
    await expect(page).toHaveURL(/\/shopping\/checkout$/);
    await expect(page.getByText('No addresses found. Please add a delivery address to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await expect(page.getByTestId('checkout-total')).toHaveText(rupees(total));
    if (phone) await expectNoHorizontalScroll(page);
    await fillAddressWithMistakes(page);
    await expect(page.getByText('Address added successfully!')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Mom's house/ })).toBeChecked();

    // Pay through the fake gateway; the server's amount is the cart's total.
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/payment/confirm'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const gateway = page.getByRole('dialog', { name: /test payment/ });
    await expect(gateway).toContainText(rupees(total));
    await gateway.getByRole('button', { name: /^Pay/ }).click();
    const { order_id: orderId } = (await (await confirmed).json()) as { order_id: number };
    await expect(page.getByText('Payment Successfully Done!')).toBeVisible();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();

    await expect(page).toHaveURL(/\/shopping\/thanks$/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText(`Your order #${orderId} has been placed successfully.`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Order Placed' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByText(/You'll be redirected in \d+ seconds\.\.\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/contact');
    if (phone) await expectNoHorizontalScroll(page);

    await page.goto('/shopping/orders');
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(page.getByText('1 order(s) placed')).toBeVisible();
    const order = page.getByTestId('order-card');
    await expect(order.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(order).toContainText(rupees(times(mala.price_in_rupee, 3)));
    await expect(order).toContainText(rupees(few.price_in_rupee));
    await expect(order).toContainText(`${mala.discount}% OFF`);
    await expect(order).toContainText('12 MI Road');
    if (phone) await expectNoHorizontalScroll(page);
    await page.goto('/shopping/mycart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });
}

test('a declined payment leaves the shopper at checkout to try again', async ({ page }) => {
  const products = await catalogue(page);
  const item = pick(products, (p) => p.stock_quantity >= 5, 'product in stock');
  const token = await signIn(page, `declined-${Date.now()}@example.com`);
  await page.goto('/shopping/checkout');
  await expect(page.getByText('Your cart is empty. Please add some items before checkout.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await prepareCheckout(page, token, item);
  await prepareCheckout(page, token, item, { street: '4 Park Street', city: 'Kolkata', address_type: 'Office' });

  // The default address starts selected; picking another offers "Set as default".
  await page.reload();
  await expect(page.getByRole('radio', { name: /12 MI Road/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Set as default' })).toHaveCount(0);
  await page.getByText('4 Park Street').click();
  await expect(page.getByRole('radio', { name: /4 Park Street/ })).toBeChecked();
  await page.getByRole('button', { name: 'Set as default' }).click();
  await expect(page.getByText('Default address updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set as default' })).toHaveCount(0);

  // A checkout script that does not arrive: the browser alert of the spec.
  await page.route('**/dev/payments/checkout.js', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* blocked */' }),
  );
  await page.goto('/shopping/checkout');
  const alert = page.waitForEvent('dialog').then(async (d) => {
    const message = d.message();
    await d.accept();
    return message;
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect(await alert).toBe('Failed to load Razorpay SDK. Please check your internet connection.');
  await page.unroute('**/dev/payments/checkout.js');

  await page.reload();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const gateway = page.getByRole('dialog', { name: /test payment/ });
  await gateway.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();
  await gateway.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/shopping\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
});

// The server refusing the confirmation is a 400, which the browser and the app log as errors: those lines are expected.
plain('a payment the server cannot confirm tells the shopper it failed', async ({ page }) => {
  const problems: string[] = [];
  const expected = ['Failed to load resource', 'Payment confirmation failed'];
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected.some((e) => m.text().startsWith(e))) problems.push(m.text());
  });
  const products = await catalogue(page);
  const item = pick(products, (p) => p.stock_quantity >= 5, 'product in stock');
  const token = await signIn(page, `unconfirmed-${Date.now()}@example.com`);
  await prepareCheckout(page, token, item);
  await page.route('**/api/payment/confirm', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Payment verification failed' }) }),
  );
  await page.goto('/shopping/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: /test payment/ }).getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Payment Failed, Please Try Again!')).toBeVisible();
  await expect(page).toHaveURL(/\/shopping\/checkout$/);
  expect(problems).toEqual([]);
});
