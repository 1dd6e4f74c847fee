// /kundli-matching against a stubbed API: the form's own checks name each person's field, the server's 400s land on
// the person's field, and a match shows its total and kootas.
import { KUNDLI_MESSAGES } from '@app/contracts/kundli';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JAIPUR, PUNE } from '../../../test/kundli-factory.ts';
import { makeMatch } from '../../../test/match-factory.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { KundliMatchingPage } from './kundli-matching-page.tsx';

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

const places = () => Response.json({ places: [PUNE, JAIPUR] });
const group = (name: RegExp) => screen.getByRole('group', { name });

async function fillPerson(user: ReturnType<typeof userEvent.setup>, name: RegExp, date: string, place: RegExp) {
  const person = group(name);
  fireEvent.change(within(person).getByLabelText(/Date of birth/), { target: { value: date } });
  fireEvent.change(within(person).getByLabelText(/Time of birth/), { target: { value: '06:30' } });
  await user.type(within(person).getByRole('combobox', { name: /Place of birth/ }), 'Pu');
  await user.click(await screen.findByRole('option', { name: place }));
}

describe('the kundli matching page', () => {
  it("checks both people's details before sending, naming each person's fields", async () => {
    const calls = stubApi({ '/api/places?q=Pu': places });
    const user = userEvent.setup();
    renderPage();
    await fillPerson(user, /Boy's details/, '1750-01-01', /Pune, Maharashtra/);
    await user.click(screen.getByRole('button', { name: 'Match kundlis' }));
    expect(await within(group(/Boy's details/)).findByText(KUNDLI_MESSAGES.dateRange)).toBeInTheDocument();
    const girl = within(group(/Girl's details/));
    expect(girl.getByText(KUNDLI_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(girl.getByText(KUNDLI_MESSAGES.timeRequired)).toBeInTheDocument();
    expect(girl.getByText(KUNDLI_MESSAGES.placeRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/api/kundli/match'))).toHaveLength(0);
  });

  it("sends both people and shows the server's refusal on that person's field", async () => {
    const calls = stubApi({
      '/api/places?q=Pu': places,
      '/api/kundli/match': () =>
        Response.json(
          { message: KUNDLI_MESSAGES.dateRange, errors: { 'girl.date_of_birth': KUNDLI_MESSAGES.dateRange }, code: 'validation' },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderPage();
    await fillPerson(user, /Boy's details/, '1990-05-14', /Pune, Maharashtra/);
    await fillPerson(user, /Girl's details/, '1992-11-03', /Jaipur/);
    await user.click(screen.getByRole('button', { name: 'Match kundlis' }));
    expect(await within(group(/Girl's details/)).findByText(KUNDLI_MESSAGES.dateRange)).toBeInTheDocument();
    expect(within(group(/Boy's details/)).queryByText(KUNDLI_MESSAGES.dateRange)).toBeNull();
    expect(calls.find((c) => c.url.endsWith('/api/kundli/match'))?.body).toEqual({
      boy: { date_of_birth: '1990-05-14', time_of_birth: '06:30', place_id: PUNE.id },
      girl: { date_of_birth: '1992-11-03', time_of_birth: '06:30', place_id: JAIPUR.id },
    });
  });

  it('shows the total out of 36 and the eight kootas once matched', async () => {
    stubApi({ '/api/places?q=Pu': places, '/api/kundli/match': () => Response.json(makeMatch()) });
    const user = userEvent.setup();
    renderPage();
    await fillPerson(user, /Boy's details/, '1990-05-14', /Pune, Maharashtra/);
    await fillPerson(user, /Girl's details/, '1992-11-03', /Jaipur/);
    await user.click(screen.getByRole('button', { name: 'Match kundlis' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Guna milan of Rohan Sharma/ })).toBeInTheDocument();
    expect(screen.getByTestId('match-total')).toHaveTextContent('15.5/36 gunas');
    expect(screen.getAllByRole('heading', { level: 4 }).slice(0, 8).map((h) => h.textContent)).toContain('Graha Maitri');
  });
});
