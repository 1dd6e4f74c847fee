// My questions against stubbed API answers and a socket the test controls: empty, waiting, being answered, answered,
// newest first, and an answer arriving live.
import { FREE_QUESTION_MESSAGES } from '@app/contracts/free-questions';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '../../../lib/i18n.tsx';
import { mine, mockApi, question, renderAt } from '../test-fixtures.tsx';
import { MyQuestionsPage } from './my-questions-page.tsx';

const socket = await vi.hoisted(async () => (await import('../../../test/fake-socket.ts')).createFakeSocket());
vi.mock('socket.io-client', () => ({ io: () => socket }));

const MINE = 'GET /api/free-questions/mine';

beforeEach(() => {
  localStorage.setItem('token', 'user-token');
});

const renderPage = () => renderAt('/my-questions', <MyQuestionsPage />);

describe('My questions', () => {
  it('sends a guest to sign in, coming back here afterwards', async () => {
    localStorage.clear();
    mockApi({});
    renderPage();
    expect(await screen.findByText('at /user/login?next=%2Fmy-questions')).toBeInTheDocument();
  });

  it('with no question yet, offers the free question', async () => {
    mockApi({ [MINE]: mine() });
    renderPage();
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask your free question' })).toHaveAttribute('href', '/free-question');
  });

  it('with no question and no right to ask, says why', async () => {
    mockApi({ [MINE]: mine({ can_ask: false, reason: FREE_QUESTION_MESSAGES.phoneOrEmailUsed, reason_code: 'phone_or_email_used' }) });
    renderPage();
    expect(await screen.findByText(FREE_QUESTION_MESSAGES.phoneOrEmailUsed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask your free question' })).not.toBeInTheDocument();
  });

  it('shows each question with its status, newest first, and the answer with who gave it and when', async () => {
    mockApi({
      [MINE]: mine({
        can_ask: false,
        reason: FREE_QUESTION_MESSAGES.alreadyAsked,
        reason_code: 'already_asked',
        questions: [
          question({ question_id: 1, question: 'Older question, still waiting?', asked_at: '2026-03-01T09:00:00Z' }),
          question({
            question_id: 3,
            question: 'Newest question, answered?',
            asked_at: '2026-03-05T09:00:00Z',
            status: 'answered',
            answer: 'Yes: Jupiter moves into your tenth house in June, a good time for a change.',
            answered_at: '2026-03-05T11:30:00Z',
            astrologer_name: 'Pandit Ravi',
            astrologer_id: 3,
          }),
          question({ question_id: 2, question: 'Middle question, claimed?', asked_at: '2026-03-03T09:00:00Z', status: 'claimed' }),
        ],
      }),
    });
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Newest question'),
      expect.stringContaining('Middle question'),
      expect.stringContaining('Older question'),
    ]);
    expect(cards[0]).toHaveTextContent('Answered');
    const answer = within(cards[0]!).getByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('Pandit Ravi answered · 5 Mar 2026, 5:00 pm');
    expect(answer).toHaveTextContent('Jupiter moves into your tenth house');
    expect(cards[1]).toHaveTextContent('Being answered');
    expect(cards[2]).toHaveTextContent('Waiting for an astrologer');
    expect(cards[2]).toHaveTextContent('Asked 1 Mar 2026, 2:30 pm');
    expect(screen.queryByRole('link', { name: 'Ask your free question' })).not.toBeInTheDocument();
  });

  it('reads the list again when the answer arrives', async () => {
    const api = mockApi({ [MINE]: mine({ can_ask: false, questions: [question({ status: 'claimed' })] }) });
    renderPage();
    expect(await screen.findByText('Being answered')).toBeInTheDocument();
    api.answers[MINE] = mine({
      can_ask: false,
      questions: [
        question({
          status: 'answered',
          answer: 'Saturn favours patience: wait until after your birthday.',
          answered_at: '2026-03-05T10:00:00Z',
          astrologer_name: 'Pandit Ravi',
        }),
      ],
    });
    act(() => socket.fire('free_question', { question_id: 5, status: 'answered' }));
    expect(await screen.findByText('Saturn favours patience: wait until after your birthday.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it("says why the server refuses the list (an astrologer's account), with a retry", async () => {
    mockApi({ [MINE]: () => Response.json({ message: FREE_QUESTION_MESSAGES.usersOnly }, { status: 403 }) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FREE_QUESTION_MESSAGES.usersOnly);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('My questions in Hindi', () => {
  afterEach(() => switchLocale('en'));

  it('reads the page and a waiting question in Hindi', async () => {
    await switchLocale('hi');
    mockApi({ [MINE]: mine({ questions: [question({ question_id: 1, question: 'Will I travel abroad?' })] }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे प्रश्न' })).toBeInTheDocument();
    expect(screen.getByText('ज्योतिषी की प्रतीक्षा में')).toBeInTheDocument();
    expect(screen.getByText(/आपका प्रश्न कतार में है/)).toBeInTheDocument();
  });
});
