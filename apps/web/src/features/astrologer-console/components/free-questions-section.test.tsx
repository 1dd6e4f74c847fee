// The console's free questions against stubbed API answers and a socket the test controls: the queue, a claim won
// and a claim lost (409: toast and re-read), the claimed question with its deadline and kundli, the answer's limits,
// a deadline passed, giving back, and live updates.
import { FREE_QUESTION_MESSAGES, type ConsoleQuestion } from '@app/contracts/free-questions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test-fixtures.tsx';
import { FreeQuestionsSection } from './free-questions-section.tsx';

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const LIST = 'GET /api/console/free-questions';
const NO_CHART = 'Add your date, time and place of birth to draw the kundli.';

const question = (over: Partial<ConsoleQuestion> = {}): ConsoleQuestion => ({
  question_id: 7,
  question: 'Will I get a government job this year?',
  status: 'open',
  asked_at: '2026-03-05T09:00:00Z',
  birth_details: {
    name: 'Rohan Mehta',
    gender: 'Male',
    date_of_birth: '1995-11-02',
    time_of_birth: '21:15:00',
    place_of_birth: 'Lucknow',
  },
  answer_due_at: null,
  answer: null,
  answered_at: null,
  ...over,
});

const lists = (over: Partial<{ queue: ConsoleQuestion[]; mine: ConsoleQuestion[]; answered: ConsoleQuestion[] }> = {}) => ({
  queue: [],
  mine: [],
  answered: [],
  fee: 10,
  answer_hours: 24,
  ...over,
});

const claimed = () =>
  question({ status: 'claimed', answer_due_at: new Date(Date.now() + (5 * 3600 + 30 * 60 + 30) * 1000).toISOString() });

/** The console's answers, with the claimed question's kundli (none: the profile lacks a place). */
const consoleApi = (answers: Record<string, unknown>) =>
  mockApi({ 'GET /api/console/free-questions/7/kundli': { kundli: null, reason: NO_CHART }, ...answers });

const reads = (api: { calls: string[] }) => api.calls.filter((c) => c === LIST).length;

beforeEach(() => {
  localStorage.setItem('token', 'astro-token');
  for (const kind of ['info', 'success', 'error'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FreeQuestionsSection />
    </QueryClientProvider>,
  );
}

describe('the queue', () => {
  it('shows each waiting question with the birth details, when it was asked, the fee and Claim', async () => {
    consoleApi({ [LIST]: lists({ queue: [question()] }) });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Question from Rohan Mehta' });
    expect(card).toHaveTextContent('Will I get a government job this year?');
    expect(card).toHaveTextContent('2 November 1995');
    expect(card).toHaveTextContent('9:15 pm');
    expect(card).toHaveTextContent('Lucknow');
    expect(card).toHaveTextContent('Asked 5 Mar 2026, 2:30 pm');
    expect(card).toHaveTextContent('Earn ₹10');
    expect(screen.getByText('Earn ₹10 per answer')).toBeInTheDocument();
    expect(screen.getByText(/answer within 24 hours/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('claims a question: says so and reads the lists again', async () => {
    const user = userEvent.setup();
    const api = consoleApi({
      [LIST]: lists({ queue: [question()] }),
      'POST /api/console/free-questions/7/claim': () => {
        api.answers[LIST] = lists({ mine: [claimed()] });
        return Response.json({ message: FREE_QUESTION_MESSAGES.claimed, question: claimed() });
      },
    });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Question from Rohan Mehta' });
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('article', { name: 'Your question from Rohan Mehta' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.claimed);
  });

  it("loses a claim to another astrologer (409): the server's message, and the lists read again", async () => {
    const user = userEvent.setup();
    const api = consoleApi({
      [LIST]: lists({ queue: [question()] }),
      'POST /api/console/free-questions/7/claim': () => {
        api.answers[LIST] = lists();
        return Response.json({ message: FREE_QUESTION_MESSAGES.alreadyClaimed, errors: {} }, { status: 409 });
      },
    });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Question from Rohan Mehta' });
    const before = reads(api);
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.alreadyClaimed));
    await waitFor(() => expect(reads(api)).toBeGreaterThan(before));
    expect(await screen.findByText(/No questions waiting/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('closes claiming while the astrologer holds as many as allowed', async () => {
    const mine = [1, 2, 3].map((n) => ({ ...claimed(), question_id: n }));
    const charts = Object.fromEntries(mine.map((q) => [`GET /api/console/free-questions/${q.question_id}/kundli`, { kundli: null, reason: NO_CHART }]));
    consoleApi({ [LIST]: lists({ queue: [question()], mine }), ...charts });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Question from Rohan Mehta' });
    expect(within(card).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(screen.getByText(FREE_QUESTION_MESSAGES.claimLimit)).toBeInTheDocument();
  });

  it('reads the lists again on a free_question event', async () => {
    const api = consoleApi({ [LIST]: lists() });
    renderSection();
    expect(await screen.findByText(/No questions waiting/)).toBeInTheDocument();
    api.answers[LIST] = lists({ queue: [question()] });
    act(() => socket.fire('free_question', { question_id: 7, status: 'open' }));
    expect(await screen.findByRole('article', { name: 'Question from Rohan Mehta' })).toBeInTheDocument();
  });
});

describe('a claimed question', () => {
  const ANSWER = 'POST /api/console/free-questions/7/answer';

  it('shows the time left and the kundli from the question\'s own address', async () => {
    const api = consoleApi({
      [LIST]: lists({ mine: [claimed()] }),
      'GET /api/console/free-questions/7/kundli': { kundli: null, reason: NO_CHART },
    });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Your question from Rohan Mehta' });
    expect(within(card).getByTestId('answer-countdown')).toHaveTextContent('5 h 30 min left');
    const kundli = within(card).getByRole('region', { name: 'Kundli of Rohan Mehta' });
    expect(await within(kundli).findByText(NO_CHART)).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/console/free-questions/7/kundli');
  });

  it('folds the kundli under the question on a narrow screen, fetching it once opened', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const api = consoleApi({ [LIST]: lists({ mine: [claimed()] }) });
    renderSection();
    const card = await screen.findByRole('article', { name: 'Your question from Rohan Mehta' });
    expect(within(card).queryByRole('region', { name: 'Kundli of Rohan Mehta' })).not.toBeInTheDocument();
    expect(api.calls).not.toContain('GET /api/console/free-questions/7/kundli');
    await user.click(within(card).getByText('Kundli of Rohan Mehta'));
    expect(await within(card).findByText(NO_CHART)).toBeInTheDocument();
  });

  it('counts the answer and refuses one under 20 characters before sending it', async () => {
    const user = userEvent.setup();
    const api = consoleApi({ [LIST]: lists({ mine: [claimed()] }) });
    renderSection();
    const box = await screen.findByRole('textbox', { name: /Your answer/ });
    await user.clear(box);
    await user.type(box, 'Yes, soon.');
    expect(screen.getByTestId('char-count')).toHaveTextContent('10 / 3000 · at least 20');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(FREE_QUESTION_MESSAGES.answerTooShort)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // An emoji is one character, as the server counts it: ten of them are still short of 20.
    await user.clear(box);
    await user.click(box);
    await user.paste('🙏'.repeat(10));
    expect(screen.getByTestId('char-count')).toHaveTextContent('10 / 3000 · at least 20');
    expect(api.calls).not.toContain(ANSWER);
  });

  it('sends the answer and thanks the astrologer in the server\'s words', async () => {
    const user = userEvent.setup();
    const text = 'Yes. Jupiter transits your tenth house from June; apply before Diwali.';
    const api = consoleApi({
      [LIST]: lists({ mine: [claimed()] }),
      [ANSWER]: (init: RequestInit) => {
        expect(JSON.parse(String(init.body))).toEqual({ answer: text });
        api.answers[LIST] = lists({ answered: [question({ status: 'answered', answer: text, answered_at: '2026-03-05T10:00:00Z' })] });
        return Response.json({ message: FREE_QUESTION_MESSAGES.answered, question: claimed(), masked: ['upi', 'abuse'] });
      },
    });
    renderSection();
    // Drafts outlive the card (and this test's neighbours' cards): start from an empty box.
    await user.clear(await screen.findByRole('textbox', { name: /Your answer/ }));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.answered));
    // The astrologer is told what the filter hid from the user.
    expect(toast.info).toHaveBeenCalledWith(
      'We hid the UPI id in your answer: contact details stay in the app, where users are protected. Offensive words were hidden. Please keep the conversation respectful.',
    );
    expect(await screen.findByText('Recently answered (1)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your answer/ })).not.toBeInTheDocument();
  });

  it('thanks the astrologer even when the question left the screen before the answer\'s response arrived', async () => {
    const user = userEvent.setup();
    const text = 'Saturn leaves your sixth house in March; the wait ends with it.';
    let respond: (r: Response) => void = () => undefined;
    const api = consoleApi({
      [LIST]: lists({ mine: [claimed()] }),
      [ANSWER]: () => {
        // The answer is stored: the list's event comes first, the answer's own response later.
        api.answers[LIST] = lists({ answered: [question({ status: 'answered', answer: text, answered_at: '2026-03-05T10:00:00Z' })] });
        return new Promise<Response>((resolve) => (respond = resolve));
      },
    });
    renderSection();
    await user.clear(await screen.findByRole('textbox', { name: /Your answer/ }));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(api.calls).toContain(ANSWER));
    act(() => socket.fire('free_question', { question_id: 7, status: 'answered' }));
    expect(await screen.findByText('Recently answered (1)')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your answer/ })).not.toBeInTheDocument();
    act(() => respond(Response.json({ message: FREE_QUESTION_MESSAGES.answered, question: claimed() })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.answered));
  });

  it('says so when the deadline passed meanwhile (409), and reads the lists again', async () => {
    const user = userEvent.setup();
    const api = consoleApi({
      [LIST]: lists({ mine: [claimed()] }),
      [ANSWER]: () => {
        api.answers[LIST] = lists({ queue: [question()] });
        return Response.json({ message: FREE_QUESTION_MESSAGES.deadlinePassed, errors: {} }, { status: 409 });
      },
    });
    renderSection();
    // Drafts outlive the card (and this test's neighbours' cards): start from an empty box.
    await user.clear(await screen.findByRole('textbox', { name: /Your answer/ }));
    await user.paste('Yes, within the year, after June.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.deadlinePassed));
    expect(await screen.findByRole('article', { name: 'Question from Rohan Mehta' })).toBeInTheDocument();
  });

  it('gives the question back only after confirming', async () => {
    const user = userEvent.setup();
    const api = consoleApi({
      [LIST]: lists({ mine: [claimed()] }),
      'POST /api/console/free-questions/7/release': () => {
        api.answers[LIST] = lists({ queue: [question()] });
        return Response.json({ message: FREE_QUESTION_MESSAGES.released, question: question() });
      },
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Give back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give this question back?' });
    expect(api.calls).not.toContain('POST /api/console/free-questions/7/release');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, give it back' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.released));
    expect(await screen.findByRole('article', { name: 'Question from Rohan Mehta' })).toBeInTheDocument();
  });
});
