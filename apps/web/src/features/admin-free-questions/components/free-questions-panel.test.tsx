// The admin's Free Questions panel against stubbed API answers: the table, the status filter and pages, and the
// reassignment of a stuck question to a verified astrologer or back to the queue.
import { FREE_QUESTION_MESSAGES, type AdminQuestion } from '@app/contracts/free-questions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../lib/i18n.tsx';
import { FreeQuestionsPanel } from './free-questions-panel.tsx';

type Handler = (init: RequestInit) => Response;

function mockApi(answers: Record<string, unknown>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[key];
      if (answer === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
      return typeof answer === 'function' ? (answer as Handler)(init) : Response.json(answer);
    }),
  );
  return { answers, calls };
}

const row = (over: Partial<AdminQuestion> = {}): AdminQuestion => ({
  question_id: 11,
  question: 'Is this a good year to buy a house?',
  status: 'answered',
  overdue: false,
  user_id: 20,
  user_name: 'Meera Kapoor',
  asked_at: '2026-03-05T09:00:00Z',
  astrologer_id: 3,
  astrologer_name: 'Pandit Ravi',
  claimed_at: '2026-03-05T10:00:00Z',
  answer_due_at: null,
  answered_at: '2026-03-05T12:20:10Z',
  answer_seconds: 3 * 3600 + 20 * 60 + 10,
  answer: 'Yes, after Makar Sankranti.',
  fee: 10,
  times_returned: 0,
  ...over,
});

const stuck = row({
  question_id: 12,
  question: 'When will I marry?',
  status: 'claimed',
  overdue: true,
  user_name: 'Arjun Rao',
  answer_due_at: '2026-03-06T10:00:00Z',
  answered_at: null,
  answer_seconds: null,
  answer: null,
  fee: null,
  times_returned: 1,
});

const page = (questions: AdminQuestion[], over = {}) => ({ questions, page: 1, total_pages: 1, total: questions.length, ...over });
const astrologer = (astro_id: number, name: string, is_verified: boolean) => ({ astro_id, id: astro_id, name, token_no: `T${astro_id}`, is_verified });

const LIST = 'GET /api/admin/free-questions?page=1';

beforeEach(() => {
  for (const kind of ['success', 'error'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FreeQuestionsPanel />
    </QueryClientProvider>,
  );
}

describe('FreeQuestionsPanel', () => {
  it('lists the questions: who asked, status (overdue flagged), who answered, how long it took and the fee', async () => {
    mockApi({ [LIST]: page([row(), stuck]) });
    renderPanel();
    const table = await screen.findByRole('table');
    const [answered, claimed] = within(table).getAllByRole('row').slice(1);
    expect(answered).toHaveTextContent('Is this a good year to buy a house?');
    expect(answered).toHaveTextContent('Meera Kapoor');
    expect(answered).toHaveTextContent('Answered');
    expect(answered).toHaveTextContent('Pandit Ravi');
    expect(answered).toHaveTextContent('3 h 20 min');
    expect(answered).toHaveTextContent('₹10.00');
    expect(within(answered!).queryByRole('button', { name: /Reassign/ })).not.toBeInTheDocument();
    expect(claimed).toHaveTextContent('Being answered');
    expect(claimed).toHaveTextContent('Overdue');
    expect(claimed).toHaveTextContent('returned 1×');
    expect(within(claimed!).getByRole('button', { name: "Reassign Arjun Rao's question" })).toBeInTheDocument();
    expect(screen.getByText('2 question(s)')).toBeInTheDocument();
  });

  it('filters by status and pages through', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LIST]: page([row()], { total_pages: 2, total: 21 }),
      'GET /api/admin/free-questions?page=2': page([stuck], { page: 2, total_pages: 2, total: 21 }),
      'GET /api/admin/free-questions?page=1&status=claimed': page([stuck]),
    });
    renderPanel();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Being answered');
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('GET /api/admin/free-questions?page=1&status=claimed'));
    expect(await screen.findByText('1 question(s)')).toBeInTheDocument();
  });

  it('reassigns a stuck question to a verified astrologer after confirming, and says so', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LIST]: page([stuck]),
      'GET /api/astrologers': [astrologer(3, 'Pandit Ravi', true), astrologer(4, 'Acharya Meena', true), astrologer(5, 'New Applicant', false)],
      'POST /api/admin/free-questions/12/reassign': { message: FREE_QUESTION_MESSAGES.reassigned, question: stuck },
    });
    renderPanel();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: /Reassign/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign this question' });
    const select = within(dialog).getByRole('combobox', { name: 'Give it to' });
    await within(dialog).findByRole('option', { name: 'Acharya Meena (Token T4)' });
    expect(within(dialog).queryByRole('option', { name: /New Applicant/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reassign' })).toBeDisabled();
    await user.selectOptions(select, 'Acharya Meena (Token T4)');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.reassigned));
    expect(api.calls.find((c) => c.key === 'POST /api/admin/free-questions/12/reassign')?.body).toEqual({ astrologer_id: 4 });
  });

  it('sends a question back to the queue, and shows a refusal in the server\'s words', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LIST]: page([stuck]),
      'GET /api/astrologers': [],
      'POST /api/admin/free-questions/12/reassign': () =>
        Response.json({ message: FREE_QUESTION_MESSAGES.alreadyAnswered, errors: {} }, { status: 409 }),
    });
    renderPanel();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: /Reassign/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign this question' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Give it to' }), 'Back to the queue');
    await user.click(within(dialog).getByRole('button', { name: 'Send back to the queue' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.alreadyAnswered));
    expect(api.calls.find((c) => c.key === 'POST /api/admin/free-questions/12/reassign')?.body).toEqual({ astrologer_id: null });
  });
});

describe('FreeQuestionsPanel in Hindi', () => {
  afterEach(() => switchLocale('en'));

  it('reads the table, the statuses and the time to answer in Hindi', async () => {
    await switchLocale('hi');
    mockApi({ [LIST]: page([row(), stuck]) });
    renderPanel();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'जवाब में लगा समय' })).toBeInTheDocument();
    const [answered, claimed] = within(table).getAllByRole('row').slice(1);
    expect(answered).toHaveTextContent('जवाब दिया गया');
    expect(answered).toHaveTextContent('3 घं 20 मि');
    expect(claimed).toHaveTextContent('समय निकल गया');
    expect(within(claimed!).getByRole('button', { name: 'Arjun Rao का प्रश्न दोबारा सौंपें' })).toBeInTheDocument();
    expect(screen.getByText('2 प्रश्न')).toBeInTheDocument();
  });
});
