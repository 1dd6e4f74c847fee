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
  suspended: [],
  audit: [{ audit_id: 1, admin: 'Admin', action: 'view_report', report_id: 3, flag_id: null, account_id: null, note: '', created_at: '2026-11-29T02:00:00Z' }],
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
            { message_id: 1, sender: 'astro', text: 'Pay at ••••••', voice_url: null, voice_duration_ms: null, masked: ['upi'], created_at: '2026-11-29T03:59:00Z' },
            { message_id: 2, sender: 'astro', text: null, voice_url: '/api/consultations/12/messages/2/voice', voice_duration_ms: 7400, masked: [], created_at: '2026-11-29T03:59:30Z' },
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
    expect(await within(transcript).findByLabelText('Voice note, 00:07')).toHaveAttribute('src', 'blob:voice');
    expect(within(transcript).getByTestId('voice-length')).toHaveTextContent('00:07');
    expect(calls.find((c) => c.url.endsWith('/voice'))?.token).toBe('admin-token');
    await user.type(within(card).getByRole('textbox', { name: 'Note (optional)' }), 'Warned.');
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.dismissed));
    expect(calls.find((c) => c.url.endsWith('/dismiss'))?.body).toEqual({ note: 'Warned.' });
  });
});

describe('the moderation actions', () => {
  function renderPanel() {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModerationPanel />
      </QueryClientProvider>,
    );
  }

  it("warns, refunds and suspends from a user's report, each with the card's note, and reads the queue again", async () => {
    const calls = stubApi({
      '/api/admin/moderation': () => Response.json(QUEUE),
      '/api/admin/moderation/reports/4/warn': () => Response.json({ message: MODERATION_MESSAGES.warned }),
      '/api/admin/moderation/reports/4/refund': () => Response.json({ message: MODERATION_MESSAGES.refundedFromQueue }),
      '/api/admin/moderation/accounts/30/suspend': () => Response.json({ message: MODERATION_MESSAGES.suspended }),
    });
    const user = userEvent.setup();
    renderPanel();
    const card = await screen.findByRole('listitem', { name: 'Report about Acharya Dev' });
    await user.type(within(card).getByRole('textbox', { name: 'Note (optional)' }), 'Fear selling.');
    await user.click(within(card).getByRole('button', { name: 'Warn Acharya Dev' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.warned));
    // A refund and a suspension ask once more before they happen.
    await user.click(within(card).getByRole('button', { name: 'Refund the user' }));
    expect(calls.some((c) => c.url.endsWith('/refund'))).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Confirm: refund all that is left' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.refundedFromQueue));
    await user.click(within(card).getByRole('button', { name: 'Suspend Acharya Dev' }));
    expect(calls.some((c) => c.url.endsWith('/suspend'))).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Confirm: suspend Acharya Dev' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.suspended));
    expect(calls.find((c) => c.url.endsWith('/warn'))?.body).toEqual({ note: 'Fear selling.' });
    expect(calls.find((c) => c.url.endsWith('/refund'))?.body).toEqual({ note: 'Fear selling.' });
    // The suspension carries the report's reason and closes the report with it.
    expect(calls.find((c) => c.url.endsWith('/suspend'))?.body).toEqual({ reason: 'fear_selling', note: 'Fear selling.', report_id: 4 });
    expect(calls.filter((c) => c.url === '/api/admin/moderation').length).toBeGreaterThan(1);
  });

  it("offers no refund on an astrologer's report, suspends a flagged account, and reinstates a suspended one", async () => {
    const astroReport = { ...REPORT, reporter: party(30, 'Acharya Dev', 'astro'), reported: party(20, 'Kiran Rao', 'user') };
    const calls = stubApi({
      '/api/admin/moderation': () =>
        Response.json({
          ...QUEUE,
          reports: [astroReport],
          suspended: [{ account: party(40, 'Guru Om', 'astro'), reason: 'harassment', note: 'Abuse.', since: '2026-11-28T10:00:00Z' }],
          audit: [{ audit_id: 2, admin: 'Admin', action: 'suspend', report_id: null, flag_id: null, account_id: 40, note: 'Abuse.', created_at: '2026-11-28T10:00:00Z' }],
        }),
      '/api/admin/moderation/accounts/30/suspend': () => Response.json({ message: MODERATION_MESSAGES.suspended }),
      '/api/admin/moderation/accounts/40/reinstate': () => Response.json({ message: MODERATION_MESSAGES.reinstated }),
    });
    const user = userEvent.setup();
    renderPanel();
    const card = await screen.findByRole('listitem', { name: 'Report about Kiran Rao' });
    expect(within(card).queryByRole('button', { name: 'Refund the user' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Audit log' })).toHaveTextContent('Admin: suspended account #40');

    const flag = screen.getByRole('listitem', { name: 'Flag on Acharya Dev' });
    await user.click(within(flag).getByRole('button', { name: 'Suspend Acharya Dev' }));
    await user.click(within(flag).getByRole('button', { name: 'Confirm: suspend Acharya Dev' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.suspended));
    // Contact details masked, not abuse: the reason is taking users off the platform.
    expect(calls.find((c) => c.url.endsWith('/suspend'))?.body).toEqual({ reason: 'off_platform', note: '', flag_id: 9 });

    const suspended = screen.getByRole('listitem', { name: 'Suspension of Guru Om' });
    expect(suspended).toHaveTextContent('Guru Om (astrologer), suspended');
    expect(suspended).toHaveTextContent('Harassment or rude behaviour · “Abuse.”');
    await user.type(within(suspended).getByRole('textbox', { name: 'Note (optional)' }), 'Appeal accepted.');
    await user.click(within(suspended).getByRole('button', { name: 'Reinstate' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MODERATION_MESSAGES.reinstated));
    expect(calls.find((c) => c.url.endsWith('/reinstate'))?.body).toEqual({ note: 'Appeal accepted.' });
  });
});
