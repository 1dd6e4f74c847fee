// Reporting from the room: the sheet asks what happened before it sends, sends the reason, the words and the block
// choice, thanks in the server's words, and Block alone blocks without a report.
import { SAFETY_MESSAGES } from '@app/contracts/safety';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { ReportButton } from './report-sheet.tsx';

beforeEach(() => {
  localStorage.setItem('token', 'user-token');
  for (const kind of ['success', 'error'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportButton consultationId={7} otherName="Acharya Ravi" />
    </QueryClientProvider>,
  );
}

describe('the report sheet', () => {
  it('asks what happened, then sends the reason, the words and the block', async () => {
    const calls = stubApi({ '/api/consultations/7/report': () => Response.json({ message: SAFETY_MESSAGES.reported, report_id: 3 }, { status: 201 }) });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report or block Acharya Ravi' }));
    const sheet = screen.getByRole('dialog', { name: 'Report Acharya Ravi' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose what happened.');
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Asked me to pay or talk outside the app' }));
    await user.type(screen.getByRole('textbox', { name: 'Tell us more (optional)' }), 'He gave me a UPI id.');
    await user.click(screen.getByRole('checkbox', { name: 'Also block Acharya Ravi' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SAFETY_MESSAGES.reported, expect.anything()));
    expect(calls).toEqual([
      { url: '/api/consultations/7/report', method: 'POST', body: { reason: 'off_platform', text: 'He gave me a UPI id.', block: true }, token: 'user-token' },
    ]);
    expect(sheet).not.toBeInTheDocument();
  });

  it('blocks without a report', async () => {
    const calls = stubApi({ '/api/consultations/7/block': () => Response.json({ message: SAFETY_MESSAGES.blocked }) });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Report or block Acharya Ravi' }));
    await user.click(screen.getByRole('button', { name: 'Block only' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SAFETY_MESSAGES.blocked, expect.anything()));
    expect(calls.map((c) => c.url)).toEqual(['/api/consultations/7/block']);
  });
});
