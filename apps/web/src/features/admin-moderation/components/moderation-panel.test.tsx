// The moderation panel against a stubbed API: the open report and flag with their parties, the transcript read on
// demand (the server audits each read), a dismissal with its note, and the audit log below.
import { MODERATION_MESSAGES } from '@app/contracts/safety';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api.ts';
import { ModerationPanel } from './moderation-panel.tsx';

const party = (account_id: number, name: string, role: string) => ({ account_id, name, role });
const REPORT = {
  report_id: 4,
  consultation_id: 12,
  reason: 'fear_selling',
  text: 'He said my family is cursed.',
  status: 'open',
  reporter: party(20, 'Kiran Rao', 'user'),
  reported: party(30, 'Acharya Dev', 'astro'),
  reports_against: 2,
  created_at: '2026-11-29T04:00:00Z',
};
const QUEUE = {
  reports: [REPORT],
  flags: [{ flag_id: 9, account: party(30, 'Acharya Dev', 'astro'), strikes: 3, kinds: { phone: 2, upi: 1 }, created_at: '2026-11-29T03:00:00Z' }],
  audit: [{ audit_id: 1, admin: 'Admin', action: 'view_report', report_id: 3, flag_id: null, note: '', created_at: '2026-11-29T02:00:00Z' }],
};

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  for (const kind of ['success', 'error'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});

describe('the moderation panel', () => {
  it('lists the open report and flag, reads the transcript on demand and dismisses with a note', async () => {
    const calls = stubApi({
      '/api/admin/moderation': () => Response.json(QUEUE),
      '/api/admin/moderation/reports/4': () =>
        Response.json({
          report: REPORT,
          transcript: [
            { message_id: 1, sender: 'astro', text: 'Pay at ••••••', voice_url: null, masked: ['upi'], created_at: '2026-11-29T03:59:00Z' },
            { message_id: 2, sender: 'astro', text: null, voice_url: '/api/consultations/12/messages/2/voice', masked: [], created_at: '2026-11-29T03:59:30Z' },
          ],
          audit: [],
        }),
      '/api/admin/moderation/reports/4/dismiss': () => Response.json({ message: MODERATION_MESSAGES.dismissed }),
      '/api/consultations/12/messages/2/voice': () => new Response('opus', { headers: { 'content-type': 'audio/ogg' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:voice', revokeObjectURL: () => undefined }));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModerationPanel />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('listitem', { name: 'Report about Acharya Dev' });
    expect(card).toHaveTextContent('Kiran Rao reported Acharya Dev (consultation #12)');
    expect(card).toHaveTextContent('Fear or ritual selling');
    expect(card).toHaveTextContent('He said my family is cursed.');
    expect(card).toHaveTextContent('2 reports about this account');
    expect(screen.getByRole('listitem', { name: 'Flag on Acharya Dev' })).toHaveTextContent('phone numbers × 2, UPI ids × 1');
    expect(screen.getByRole('list', { name: 'Audit log' })).toHaveTextContent('Admin: read report #3');
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/moderation']);

    await user.click(within(card).getByRole('button', { name: 'Read the transcript' }));
    const transcript = await within(card).findByRole('list', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Astrologer: Pay at ••••••');
    // A voice note plays there, fetched with the admin's session.
    expect(await within(transcript).findByLabelText('Voice note')).toHaveAttribute('src', 'blob:voice');
    expect(calls.find((c) => c.url.endsWith('/voice'))?.token).toBe('admin-token');
    await user.type(within(card).getByRole('textbox', { name: 'Note (optional)' }), 'Warned.');
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.dismissed));
    expect(calls.find((c) => c.url.endsWith('/dismiss'))?.body).toEqual({ note: 'Warned.' });
  });
});
