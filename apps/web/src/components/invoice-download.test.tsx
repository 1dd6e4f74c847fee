// The invoice button: fetches the PDF with the session and saves it under the server's name (else one made from the
// invoice number); a refusal is toasted in the server's words, a failure in the contract's.
import { INVOICE_MESSAGES } from '@app/contracts/invoices';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceDownload } from './invoice-download.tsx';

function stubFetch(response: () => Response) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
      return response();
    }),
  );
  return calls;
}

function catchSaves() {
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('InvoiceDownload', () => {
  it('downloads the buyer’s PDF with the session, named after the invoice', async () => {
    localStorage.setItem('token', 'buyer');
    const calls = stubFetch(
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const names = catchSaves();
    const user = userEvent.setup();
    render(<InvoiceDownload invoiceId={42} invoiceNumber="INV/2026-27/000042" />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Tax invoice (PDF) INV/2026-27/000042');
    await user.click(button);
    await waitFor(() => expect(names).toEqual(['INV-2026-27-000042.pdf']));
    expect(calls).toEqual([{ url: '/api/invoices/42/pdf', headers: { accessToken: 'buyer' } }]);
  });

  it('takes the admin’s path and the server’s file name when given', async () => {
    stubFetch(
      () =>
        new Response('%PDF-1.7', {
          headers: { 'content-disposition': 'attachment; filename="INV-2026-27-000007.pdf"' },
        }),
    );
    const names = catchSaves();
    const user = userEvent.setup();
    render(
      <InvoiceDownload
        invoiceId={7}
        invoiceNumber="INV/2026-27/000007"
        path="/api/admin/invoices/7/pdf"
        label="PDF"
      />,
    );
    await user.click(screen.getByRole('button', { name: /^PDF/ }));
    await waitFor(() => expect(names).toEqual(['INV-2026-27-000007.pdf']));
  });

  it("toasts the server's refusal, and the contract's words when the server fails", async () => {
    vi.spyOn(toast, 'error').mockReturnValue('id');
    const user = userEvent.setup();
    stubFetch(() => Response.json({ message: INVOICE_MESSAGES.notFound }, { status: 404 }));
    const { unmount } = render(<InvoiceDownload invoiceId={1} invoiceNumber="INV/2026-27/000001" />);
    await user.click(screen.getByRole('button', { name: /Tax invoice/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(INVOICE_MESSAGES.notFound));
    unmount();

    stubFetch(() => new Response('boom', { status: 500 }));
    render(<InvoiceDownload invoiceId={1} invoiceNumber="INV/2026-27/000001" />);
    await user.click(screen.getByRole('button', { name: /Tax invoice/ }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(INVOICE_MESSAGES.downloadFailed));
  });
});
