// The ask form against stubbed API answers: who gets it, the live count, the birth details, the server's refusals.
import { FREE_QUESTION_MESSAGES } from '@app/contracts/free-questions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mine, mockApi, question, renderAt } from '../test-fixtures.tsx';
import { AskQuestionPage } from './ask-question-page.tsx';

const MINE = 'GET /api/free-questions/mine';
const ASK = 'POST /api/free-questions';

beforeEach(() => {
  localStorage.setItem('token', 'user-token');
  vi.spyOn(toast, 'success').mockReturnValue('id');
});

const renderPage = () => renderAt('/free-question', <AskQuestionPage />);

describe('who may ask', () => {
  it('sends a guest to sign in, coming back here afterwards', async () => {
    localStorage.clear();
    mockApi({});
    renderPage();
    expect(await screen.findByText('at /user/login?next=%2Ffree-question')).toBeInTheDocument();
  });

  it('says why a user may not ask again and leads to their questions', async () => {
    mockApi({ [MINE]: mine({ can_ask: false, reason: FREE_QUESTION_MESSAGES.alreadyAsked, reason_code: 'already_asked', questions: [question()] }) });
    renderPage();
    const notice = await screen.findByTestId('ask-notice');
    expect(notice).toHaveTextContent(FREE_QUESTION_MESSAGES.alreadyAsked);
    expect(within(notice).getByRole('link', { name: 'See my questions' })).toHaveAttribute('href', '/my-questions');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks for the birth details first when the profile is missing, coming back here', async () => {
    mockApi({ [MINE]: mine({ can_ask: false, reason: FREE_QUESTION_MESSAGES.profileRequired, reason_code: 'profile_required', birth_details: null }) });
    renderPage();
    const notice = await screen.findByTestId('ask-notice');
    expect(notice).toHaveTextContent(FREE_QUESTION_MESSAGES.profileRequired);
    expect(within(notice).getByRole('link', { name: 'Add your birth details' })).toHaveAttribute(
      'href',
      '/userprofile/signup?next=%2Ffree-question',
    );
  });
});

describe('the form', () => {
  it('shows the birth details that go with the question, with a way to change them', async () => {
    mockApi({ [MINE]: mine() });
    renderPage();
    const details = await screen.findByRole('region', { name: 'Sent with your birth details' });
    expect(details).toHaveTextContent('Meera Kapoor');
    expect(details).toHaveTextContent('12 April 1990');
    expect(details).toHaveTextContent('6:30 am');
    expect(details).toHaveTextContent('Pune');
    expect(within(details).getByRole('link', { name: 'Change birth details' })).toHaveAttribute(
      'href',
      '/userprofile/signup?next=%2Ffree-question',
    );
  });

  it('counts the characters as they are typed, against 10 and 500', async () => {
    const user = userEvent.setup();
    mockApi({ [MINE]: mine() });
    renderPage();
    const box = await screen.findByRole('textbox', { name: /Your question/ });
    expect(screen.getByTestId('char-count')).toHaveTextContent('0 / 500 · at least 10');
    await user.type(box, 'Will I   ');
    expect(screen.getByTestId('char-count')).toHaveTextContent('6 / 500 · at least 10');
    await user.type(box, 'marry soon?');
    expect(screen.getByTestId('char-count')).toHaveTextContent(/^20 \/ 500$/);
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(503));
    expect(screen.getByTestId('char-count')).toHaveTextContent('503 / 500 · 3 too many');
  });

  it('counts an emoji as one character, as the server does, and refuses five of them before sending', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [MINE]: mine() });
    renderPage();
    const box = await screen.findByRole('textbox', { name: /Your question/ });
    await user.click(box);
    await user.paste('🙏🙏🙏🙏🙏');
    expect(screen.getByTestId('char-count')).toHaveTextContent('5 / 500 · at least 10');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    expect(await screen.findByText(FREE_QUESTION_MESSAGES.questionTooShort)).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('🙏'.repeat(300));
    expect(screen.getByTestId('char-count')).toHaveTextContent(/^300 \/ 500$/);
    expect(api.calls.map((c) => c.key)).not.toContain(ASK);
  });

  it('refuses a question too short or too long before sending it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [MINE]: mine() });
    renderPage();
    const box = await screen.findByRole('textbox', { name: /Your question/ });
    await user.type(box, 'Why?');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    expect(await screen.findByText(FREE_QUESTION_MESSAGES.questionTooShort)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.click(box);
    await user.paste('y'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    expect(await screen.findByText(FREE_QUESTION_MESSAGES.questionTooLong)).toBeInTheDocument();
    expect(api.calls.map((c) => c.key)).not.toContain(ASK);
  });

  it('sends the question, says so and opens My questions', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [MINE]: mine(),
      [ASK]: () => Response.json({ message: FREE_QUESTION_MESSAGES.asked, question: question(), masked: [] }, { status: 201 }),
    });
    vi.spyOn(toast, 'info').mockReturnValue('id');
    const router = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your question/ }), '  When should I change jobs?  ');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-questions'));
    expect(toast.success).toHaveBeenCalledWith(FREE_QUESTION_MESSAGES.asked);
    // Nothing was hidden, so nothing is said about it.
    expect(toast.info).not.toHaveBeenCalled();
    expect(api.calls.find((c) => c.key === ASK)?.body).toEqual({ question: 'When should I change jobs?' });
  });

  it('tells the asker which contact details the filter hid from the astrologers', async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, 'info').mockReturnValue('id');
    mockApi({
      [MINE]: mine(),
      [ASK]: () => Response.json({ message: FREE_QUESTION_MESSAGES.asked, question: question(), masked: ['phone', 'email'] }, { status: 201 }),
    });
    const router = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your question/ }), 'Will I travel? Call 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-questions'));
    expect(toast.info).toHaveBeenCalledWith(
      'We hid the phone number and e-mail address in your question: contact details stay in the app, where your question is protected.',
    );
  });

  it("shows the server's refusal in its own words, with the way to the questions on a 409", async () => {
    const user = userEvent.setup();
    mockApi({
      [MINE]: mine(),
      [ASK]: () => Response.json({ message: FREE_QUESTION_MESSAGES.phoneOrEmailUsed, errors: {} }, { status: 409 }),
    });
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your question/ }), 'When should I change jobs?');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FREE_QUESTION_MESSAGES.phoneOrEmailUsed);
    expect(within(alert).getByRole('link', { name: 'See my questions' })).toHaveAttribute('href', '/my-questions');
  });

  it("puts a 400's field error under the question", async () => {
    const user = userEvent.setup();
    mockApi({
      [MINE]: mine(),
      [ASK]: () =>
        Response.json(
          { message: 'Invalid request', errors: { question: FREE_QUESTION_MESSAGES.questionTooShort } },
          { status: 400 },
        ),
    });
    renderPage();
    const box = await screen.findByRole('textbox', { name: /Your question/ });
    await user.type(box, 'When should I change jobs?');
    await user.click(screen.getByRole('button', { name: 'Send my question' }));
    expect(await screen.findByText(FREE_QUESTION_MESSAGES.questionTooShort)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
