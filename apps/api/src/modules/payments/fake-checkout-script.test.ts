// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_CHECKOUT_SCRIPT } from './fake-checkout-script.ts';

interface FakeInstance {
  open(): void;
  on(event: string, cb: (failure: unknown) => void): void;
}
type FakeConstructor = new (options: Record<string, unknown>) => FakeInstance;

// The API project compiles without the DOM library, so the little of it used here is typed locally.
interface El {
  textContent: string | null;
  getAttribute(name: string): string | null;
  click(): void;
}
interface BrowserGlobals {
  Razorpay: FakeConstructor;
  KeyboardEvent: new (type: string, init: { key: string }) => unknown;
  document: {
    body: { innerHTML: string };
    activeElement: El | null;
    querySelector(selector: string): El | null;
    querySelectorAll(selector: string): ArrayLike<El>;
    getElementById(id: string): El | null;
    dispatchEvent(event: unknown): boolean;
  };
}
const browser = globalThis as unknown as BrowserGlobals;
const page = () => browser.document;

const success = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };
const failure = { error: { code: 'BAD_REQUEST_ERROR', description: 'Declined', source: 'customer', step: 'payment_authorization', reason: 'payment_failed', metadata: { order_id: 'order_1', payment_id: 'pay_2' } } };

let Razorpay: FakeConstructor;
const fetchMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // Runs the served text as the browser would run a classic script.
  new Function(FAKE_CHECKOUT_SCRIPT)();
  Razorpay = browser.Razorpay;
});
afterEach(() => {
  page().body.innerHTML = '';
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const dialog = () => page().querySelector('[role="dialog"]');
const buttonNamed = (name: RegExp) =>
  Array.from(page().querySelectorAll('button')).find((b) => name.test(b.textContent ?? ''))!;
const answer = (body: unknown) => fetchMock.mockResolvedValueOnce({ ok: true, json: async () => body });

describe('fake checkout.js', () => {
  it('opens a labelled modal dialog with Pay focused, and hands a success to the handler', async () => {
    const handler = vi.fn();
    new Razorpay({ key: 'k', amount: 49_950, currency: 'INR', name: 'Jyotish Kendra', order_id: 'order_1', handler }).open();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(page().getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toContain('Jyotish Kendra');
    expect(page().activeElement?.textContent).toMatch(/^Pay /);
    answer(success);
    buttonNamed(/^Pay /).click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(success));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/dev\/payments\/order_1\/pay$/), expect.objectContaining({ method: 'POST', body: '{"outcome":"success"}' }));
    expect(dialog()).toBeNull();
  });

  it("tells the 'payment.failed' listeners and keeps the dialog open to retry", async () => {
    const onFailed = vi.fn();
    const rzp = new Razorpay({ amount: 100, order_id: 'order_1', handler: vi.fn() });
    rzp.on('payment.failed', onFailed);
    rzp.open();
    answer(failure);
    buttonNamed(/^Fail$/).click();
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure));
    expect(dialog()).not.toBeNull();
    expect(page().querySelector('[role="status"]')?.textContent).toContain('Declined');
  });

  it('closes on Escape and calls modal.ondismiss', () => {
    const ondismiss = vi.fn();
    new Razorpay({ amount: 100, order_id: 'order_1', handler: vi.fn(), modal: { ondismiss } }).open();
    page().dispatchEvent(new browser.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(ondismiss).toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });
});
