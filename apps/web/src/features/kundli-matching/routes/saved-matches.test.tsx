// /kundli-matching for a signed-in user against a stubbed API: a match is saved and then downloadable as a PDF, the
// saved matches are listed to open again or remove; a visitor is asked to sign in to save.
import { SAVED_MATCH_MESSAGES } from '@app/contracts/kundli-matches';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PUNE } from '../../../test/kundli-factory.ts';
import { makeMatch } from '../../../test/match-factory.ts';
import { KundliMatchingPage } from './kundli-matching-page.tsx';

/** Answers "METHOD /path" with a JSON body; records every call. */
function stubApi(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input}`;
      calls.push(key);
      const answer = answers[key.replace(/\?.*$/, '')];
      return answer === undefined ? Response.json({ message: 'Not found', errors: {} }, { status: 404 }) : Response.json(answer);
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/kundli-matching']}>
        <KundliMatchingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const summary = { id: 7, boy_name: 'Rohan Sharma', girl_name: 'Priya Verma', total: 15.5, band: 'not_recommended', created_at: '2026-11-29T07:00:00.000Z' };

async function matchTwo(user: ReturnType<typeof userEvent.setup>) {
  for (const group of [/Boy's details/, /Girl's details/]) {
    const person = within(screen.getByRole('group', { name: group }));
    fireEvent.change(person.getByLabelText(/Date of birth/), { target: { value: '1990-05-14' } });
    fireEvent.change(person.getByLabelText(/Time of birth/), { target: { value: '10:15' } });
    await user.type(person.getByRole('combobox', { name: /Place of birth/ }), 'Pu');
    await user.click(await screen.findByRole('option', { name: /Pune, Maharashtra/ }));
  }
  await user.click(screen.getByRole('button', { name: 'Match kundlis' }));
  await screen.findByTestId('match-total');
}

describe('saved matches', () => {
  beforeEach(() => localStorage.setItem('token', 'user-token'));

  it('saves the match just made, then offers its PDF, and lists the saved ones to open or remove', async () => {
    const calls = stubApi({
      'GET /api/places': { places: [PUNE] },
      'POST /api/kundli/match': makeMatch(),
      'GET /api/kundli/matches': { matches: [summary] },
      'POST /api/kundli/matches': { id: 8, message: SAVED_MATCH_MESSAGES.saved, match: makeMatch() },
      'GET /api/kundli/matches/7': { id: 7, match: makeMatch({ manglik: 'neither' }) },
      'DELETE /api/kundli/matches/7': { message: SAVED_MATCH_MESSAGES.removed },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Your saved matches' });
    expect(list).toHaveTextContent('Rohan Sharma and Priya Verma 15.5/36 gunas');

    await matchTwo(user);
    await user.click(screen.getByRole('button', { name: 'Save to my profile' }));
    expect(await screen.findByText('Saved to your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/kundli/matches');

    await user.click(within(list).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Neither is Manglik.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/kundli/matches/7'));
  });

  it('asks a visitor to log in or register to save a match', async () => {
    localStorage.clear();
    stubApi({ 'GET /api/places': { places: [PUNE] }, 'POST /api/kundli/match': makeMatch() });
    const user = userEvent.setup();
    renderPage();
    await matchTwo(user);
    expect(screen.getByTestId('sign-in-hint')).toHaveTextContent('Log in or register to save this match to your profile');
    expect(screen.queryByRole('button', { name: 'Save to my profile' })).toBeNull();
  });
});
