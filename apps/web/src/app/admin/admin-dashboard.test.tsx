// The dashboard puts together panels from three admin features: every tile must open its own feature's panel.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboard } from './admin-dashboard.tsx';

/** Empty answers of the endpoints the panels read, by path. */
const ANSWERS: Record<string, unknown> = {
  '/api/astrologers': [],
  '/api/product-category': [],
  '/api/all-product': [],
  '/api/get-all-profile': [],
  '/api/get-all-interaction': { interactions: [] },
  '/api/order/get-all-orders': { orders: [], totalPages: 0, totalOrders: 0, ordersPerPage: 10 },
  '/api/total-amount': { amount: 0 },
  '/api/admin/free-questions': { questions: [], page: 1, total_pages: 1, total: 0 },
  '/api/admin/invoices': { invoices: [], pagination: { currentPage: 1, totalPages: 0, totalRecords: 0, limit: 20 } },
  '/api/admin/account-deletions': { deletions: [], page: 1, total_pages: 1, total: 0 },
  '/api/admin/charts': {
    from: '2026-11-01',
    to: '2026-11-30',
    days: [],
    totals: Object.fromEntries(
      ['shop_net', 'shop_gst', 'shop_total', 'recharge_net', 'recharge_gst', 'recharge_total', 'consultation_charges', 'sessions', 'minutes', 'payouts', 'commission', 'refunds', 'refunds_from_astrologers', 'refunds_from_platform', 'new_users', 'converted_users'].map((k) => [k, 0]),
    ),
    astrologers: [],
    conversion_percent: 0,
  },
  '/api/astro-payment-detail': {
    data: [],
    pagination: { currentPage: 1, limit: 10, totalRecords: 0, totalPages: 0 },
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const found = path in ANSWERS;
      return new Response(JSON.stringify(found ? ANSWERS[path] : { message: 'Not found', errors: {} }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin-dashboard']}>
        <AdminDashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});

describe('AdminDashboard', () => {
  it.each([
    ['Add Category', 'Add Category', 'Category name'],
    ['Add Product', 'Add Product', 'Product name'],
    ['Show Categories', 'Categories', 'No categories yet.'],
    ['Show Products', 'Products', 'No products yet.'],
    ['Show Payments', 'Payment History', 'No payment history found'],
    ['Category & Products', 'Category & Products', 'Please select a category to view products.'],
    ['Show Orders', 'Order History', 'No orders yet.'],
    ['Chats/Call History', 'Chat & Call History', 'No History Found'],
    ['All Users', 'Registered Users', 'No users found'],
    ['Create Astrologer', 'Create Astrologer', '1. User account'],
    ['Bulk Upload', 'Bulk Astrologer Upload', 'Astrologers file'],
    ['Free Questions', 'Free Questions', 'No free questions.'],
    ['Invoices', 'Invoices', 'No invoices in these days.'],
    ['Account Deletions', 'Account Deletions', 'No account has been deleted.'],
    ['Charts', 'Charts', 'Nothing in these days.'],
  ])(
    'the %s tile opens the %s panel with its content',
    async (tile, title, content) => {
      const tiles = screen.getByRole('navigation', { name: 'Dashboard sections' });
      await userEvent.click(within(tiles).getByRole('button', { name: tile }));
      const panel = screen.getByRole('region', { name: title });
      // The panel's code loads on demand, which takes a while the first time a test run transforms it.
      expect(
        await within(panel).findAllByText(content, { exact: false }, { timeout: 10_000 }),
      ).not.toHaveLength(0);
      expect(within(tiles).getByRole('button', { pressed: true })).toHaveAccessibleName(
        tile.replace(/^Show /, 'Hide '),
      );
    },
    20_000,
  );

  it('brings a panel that opens out of sight into view, and leaves one in sight where it is', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    let headingTop = 2000;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.tagName === 'H2' ? headingTop : 0;
      return { top, bottom: top + 30, left: 0, right: 300, width: 300, height: 30, x: 0, y: top, toJSON: () => ({}) };
    });
    const tiles = screen.getByRole('navigation', { name: 'Dashboard sections' });
    await userEvent.click(within(tiles).getByRole('button', { name: 'Show Orders' }));
    expect(scrolled).toEqual([screen.getByRole('heading', { name: 'Order History' }).id]);
    expect(screen.getByRole('heading', { name: 'Order History' })).toHaveFocus();

    headingTop = 200;
    await userEvent.click(within(tiles).getByRole('button', { name: 'All Users' }));
    expect(screen.getByRole('heading', { name: 'Registered Users' })).toHaveFocus();
    expect(scrolled).toHaveLength(1);
    rect.mockRestore();
  });

  it('shows the top bar and the astrologer lists below the tiles', async () => {
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect((await screen.findAllByText('None at the moment.')).length).toBeGreaterThan(0);
  });
});
