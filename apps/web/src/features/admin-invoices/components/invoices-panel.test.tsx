// The admin's Invoices panel: this month (India time) to begin with, each invoice with its PDF from the admin's path,
// the register of the chosen days as a CSV, and a range the contract refuses is said on its field, asking nothing.
import { INVOICE_MESSAGES, type AdminInvoicesResponse, type InvoiceSummary } from '@app/contracts/invoices';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { thisMonthInIndia } from '../lib/ist-range.ts';
import { InvoicesPanel } from './invoices-panel.tsx';

const invoice = (over: Partial<InvoiceSummary>): InvoiceSummary => ({
  invoice_id: 42,
  number: 'INV/2026-27/000042',
  kind: 'order',
  order_id: 17,
  recharge_id: null,
  user_id: 5,
  issued_at: '2026-11-20T06:30:00Z',
  financial_year: '2026-27',
  buyer_name: 'Meera Kapoor',
  buyer_contact: 'meera@example.com',
  place_of_supply: 'Rajasthan',
  inter_state: false,
  taxable: 1000,
  cgst: 90,
  sgst: 90,
  igst: 0,
  total: 1180,
  retained_until: null,
  ...over,
});

function stubApi(invoices: InvoiceSummary[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/admin/invoices?')) {
        const body: AdminInvoicesResponse = {
          invoices,
          pagination: { currentPage: 1, totalPages: 1, totalRecords: invoices.length, limit: 20 },
        };
        return Response.json(body);
      }
      return new Response('%PDF', { headers: { 'content-type': 'application/octet-stream' } });
    }),
  );
  return urls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InvoicesPanel />
    </QueryClientProvider>,
  );
}

function catchSaves() {
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('InvoicesPanel', () => {
  it('lists this month’s invoices with their PDF from the admin’s path', async () => {
    const urls = stubApi([
      invoice({}),
      invoice({
        invoice_id: 43,
        number: 'INV/2026-27/000043',
        kind: 'recharge',
        order_id: null,
        recharge_id: 9,
        inter_state: true,
        cgst: 0,
        sgst: 0,
        igst: 18,
        taxable: 100,
        total: 118,
      }),
    ]);
    const names = catchSaves();
    const user = userEvent.setup();
    renderPanel();
    const { from, to } = thisMonthInIndia();
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
    const table = await screen.findByRole('table');
    expect(urls[0]).toBe(`/api/admin/invoices?from=${from}&to=${to}&page=1`);
    expect(within(table).getByText('Order #17')).toBeInTheDocument();
    expect(within(table).getByText('Wallet recharge #9')).toBeInTheDocument();
    expect(within(table).getByText('₹1,180.00')).toBeInTheDocument();
    expect(within(table).getByText('IGST')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'PDF INV/2026-27/000042' }));
    await waitFor(() => expect(names).toEqual(['INV-2026-27-000042.pdf']));
    expect(urls).toContain('/api/admin/invoices/42/pdf');
  });

  it('says until when an invoice of a deleted account is kept as issued', async () => {
    stubApi([invoice({ retained_until: '2033-12-31' }), invoice({ invoice_id: 43, number: 'INV/2026-27/000043' })]);
    renderPanel();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText(INVOICE_MESSAGES.retainedUntil('31 Dec 2033'))).toHaveLength(1);
  });

  it('downloads the register of the chosen days as a CSV', async () => {
    const urls = stubApi([]);
    const names = catchSaves();
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('No invoices in these days.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    await user.click(screen.getByRole('button', { name: INVOICE_MESSAGES.registerDownload }));
    await waitFor(() => expect(names).toEqual(['invoices-2026-04-01-to-2026-06-30.csv']));
    expect(urls).toContain('/api/admin/invoices/register.csv?from=2026-04-01&to=2026-06-30');
  });

  it('says why a range is refused and asks nothing for it', async () => {
    const urls = stubApi([]);
    renderPanel();
    await screen.findByText('No invoices in these days.');
    const asked = urls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-05-20' } });
    expect(screen.getByText(INVOICE_MESSAGES.rangeTooLong)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-05-01' } });
    expect(screen.getByText(INVOICE_MESSAGES.dateRange)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: INVOICE_MESSAGES.registerDownload })).toBeDisabled();
    expect(urls).toHaveLength(asked);
  });
});
