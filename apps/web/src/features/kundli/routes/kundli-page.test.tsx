// /kundli against stubbed API answers: a visitor draws a chart; the form's own checks and the server's 400s show on
// their fields in the server's words; a user finds the saved chart, saves a new one and downloads the PDF.
import { KUNDLI_MESSAGES, type KundliRequest } from '@app/contracts/kundli';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JAIPUR, PUNE, makeKundli } from '../../../test/kundli-factory.ts';
import { KundliPage } from './kundli-page.tsx';

type Answer = unknown | ((init: RequestInit) => Response);

/** Answers "METHOD /path" with a body (200) or a handler; records every call with its body and session header. */
function stubApi(answers: Record<string, Answer>) {
  const calls: { key: string; body: unknown; token: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input}`;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ key, body, token: new Headers(init.headers).get('accessToken') });
      const answer = answers[key];
      if (answer === undefined) return Response.json({ message: 'Not found', errors: {} }, { status: 404 });
      return typeof answer === 'function'
        ? (answer as (init: RequestInit) => Response)(init)
        : Response.json(answer);
    }),
  );
  return calls;
}

const badRequest = (message: string, errors: Record<string, string>) => () =>
  Response.json({ message, errors }, { status: 400 });

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/kundli']}>
        <KundliPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);

async function fillBirth(user: ReturnType<typeof userEvent.setup>, date = '1990-04-12', time = '06:30') {
  fireEvent.change(await screen.findByLabelText(/Date of birth/), { target: { value: date } });
  fireEvent.change(field(/Time of birth/), { target: { value: time } });
  await user.type(screen.getByRole('combobox', { name: /Place of birth/ }), 'Pu');
  await user.click(await screen.findByRole('option', { name: /Pune, Maharashtra/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Draw kundli' }));

beforeEach(() => {
  for (const kind of ['success', 'error', 'info'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
});

describe('a visitor', () => {
  it('draws a kundli: the chart, the details and a hint to sign in to save it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/places?q=Pu': { places: [PUNE] },
      'POST /api/kundli': makeKundli({ name: 'Meera' }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Vedic birth chart' })).toBeInTheDocument();
    await user.type(field(/Name/), 'Meera');
    await fillBirth(user);
    await submit(user);

    const heading = await screen.findByRole('heading', { name: 'Kundli of Meera' });
    await waitFor(() => expect(heading).toHaveFocus());
    const chart = screen.getByRole('img', { name: /North Indian chart/ });
    expect(chart.querySelectorAll('[data-house]')).toHaveLength(12);
    expect(screen.getAllByTestId('planet-row')).toHaveLength(9);
    expect(screen.getByTestId('sign-in-hint')).toHaveTextContent('to save this kundli to your profile');
    expect(calls.find((c) => c.key === 'POST /api/kundli')?.body).toEqual({
      name: 'Meera',
      date_of_birth: '1990-04-12',
      time_of_birth: '06:30',
      place_id: PUNE.id,
    } satisfies KundliRequest);
    // Nobody is signed in: the saved chart is not asked for.
    expect(calls.some((c) => c.key.includes('/api/kundli/mine'))).toBe(false);
  });

  it('is told what is missing before anything is sent', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderPage();
    await submit(user);
    expect(await screen.findByText(KUNDLI_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(KUNDLI_MESSAGES.timeRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Place of birth/ })).toHaveAccessibleDescription(
      KUNDLI_MESSAGES.placeRequired,
    );
    expect(field(/Date of birth/)).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('is told when the date is outside the years a chart can be drawn for', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/places?q=Pu': { places: [PUNE] } });
    renderPage();
    await fillBirth(user, '1750-06-01');
    await submit(user);
    expect(await screen.findByText(KUNDLI_MESSAGES.dateRange)).toBeInTheDocument();
    expect(field(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key === 'POST /api/kundli')).toBe(false);
  });
});

describe('the server’s refusals', () => {
  it('shows a 400 on the fields it names, exactly as worded, and no chart', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/places?q=Pu': { places: [PUNE] },
      'POST /api/kundli': badRequest(KUNDLI_MESSAGES.timeSkipped, {
        time_of_birth: KUNDLI_MESSAGES.timeSkipped,
        place_id: KUNDLI_MESSAGES.placeNotFound,
      }),
    });
    renderPage();
    await fillBirth(user, '1990-04-12', '02:30');
    await submit(user);
    const time = field(/Time of birth/);
    await waitFor(() => expect(time).toHaveAccessibleDescription(KUNDLI_MESSAGES.timeSkipped));
    expect(time).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Place of birth/ })).toHaveAccessibleDescription(
      KUNDLI_MESSAGES.placeNotFound,
    );
    expect(screen.queryByRole('img', { name: /North Indian chart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal that names no field under the button', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/places?q=Pu': { places: [PUNE] },
      'POST /api/kundli': () =>
        Response.json({ message: 'Too many charts. Please wait a minute.', errors: {} }, { status: 429 }),
    });
    renderPage();
    await fillBirth(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many charts. Please wait a minute.');
  });
});

describe('a signed-in user', () => {
  beforeEach(() => localStorage.setItem('token', 'user-token'));

  it('finds the saved chart in the form and on the page, and downloads it as a PDF', async () => {
    const user = userEvent.setup();
    const saved = makeKundli({ name: 'Asha', place: JAIPUR });
    const calls = stubApi({
      'GET /api/kundli/mine': { kundli: saved },
      'GET /api/kundli/mine/pdf': () =>
        new Response('%PDF-1.7 test', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="kundli-asha.pdf"`,
          },
        }),
    });
    const objectUrl = vi.fn(() => 'blob:kundli');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Kundli of Asha' })).toBeInTheDocument();
    expect(field(/Name/)).toHaveValue('Asha');
    expect(field(/Date of birth/)).toHaveValue('1990-04-12');
    expect(field(/Time of birth/)).toHaveValue('06:30');
    expect(screen.getByRole('combobox', { name: /Place of birth/ })).toHaveValue(JAIPUR.label);
    expect(screen.getByTestId('saved-note')).toHaveTextContent('Saved to your profile');

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('kundli-asha.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:kundli');
    expect(calls.find((c) => c.key === 'GET /api/kundli/mine/pdf')?.token).toBe('user-token');
  });

  it('saves a newly drawn chart to the profile and hears the server’s message', async () => {
    const user = userEvent.setup();
    const drawn = makeKundli({ name: null });
    const calls = stubApi({
      'GET /api/kundli/mine': { kundli: null },
      'GET /api/places?q=Pu': { places: [PUNE] },
      'POST /api/kundli': drawn,
      'PUT /api/kundli/mine': { message: KUNDLI_MESSAGES.saved, kundli: drawn },
    });
    renderPage();
    await fillBirth(user);
    await submit(user);
    const result = await screen.findByRole('region', { name: 'Your kundli' });
    await user.click(within(result).getByRole('button', { name: 'Save to my profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(KUNDLI_MESSAGES.saved));
    expect(calls.find((c) => c.key === 'PUT /api/kundli/mine')).toMatchObject({
      body: { date_of_birth: '1990-04-12', time_of_birth: '06:30', place_id: PUNE.id },
      token: 'user-token',
    });
    expect(await within(result).findByTestId('saved-note')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('with nothing saved, opens with the chart of the profile’s birth details drawn, ready to save', async () => {
    const user = userEvent.setup();
    const fromProfile = makeKundli({ name: 'Kavya', place: JAIPUR });
    const calls = stubApi({
      'GET /api/kundli/mine': { kundli: null, from_profile: fromProfile },
      'PUT /api/kundli/mine': { message: KUNDLI_MESSAGES.saved, kundli: fromProfile },
    });
    renderPage();
    const result = await screen.findByRole('region', { name: 'Kundli of Kavya' });
    expect(field(/Date of birth/)).toHaveValue(fromProfile.birth.date);
    expect(screen.getByRole('combobox', { name: /Place of birth/ })).toHaveValue(JAIPUR.label);
    expect(screen.getByTestId('from-profile-note')).toBeInTheDocument();
    expect(within(result).queryByTestId('saved-note')).not.toBeInTheDocument();

    await user.click(within(result).getByRole('button', { name: 'Save to my profile' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(KUNDLI_MESSAGES.saved));
    expect(calls.find((c) => c.key === 'PUT /api/kundli/mine')?.body).toEqual({
      date_of_birth: fromProfile.birth.date,
      time_of_birth: fromProfile.birth.time.slice(0, 5),
      place_id: JAIPUR.id,
      name: 'Kavya',
    });
    expect(await within(result).findByTestId('saved-note')).toBeInTheDocument();
    expect(screen.queryByTestId('from-profile-note')).not.toBeInTheDocument();
  });

  it('tells a PDF refusal in the server’s words', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/kundli/mine': { kundli: makeKundli() },
      'GET /api/kundli/mine/pdf': () =>
        Response.json({ message: KUNDLI_MESSAGES.notSaved, errors: {} }, { status: 404 }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(KUNDLI_MESSAGES.notSaved));
  });

  it('offers no saving to an account that is not a user’s', async () => {
    stubApi({
      'GET /api/kundli/mine': () => Response.json({ message: 'Forbidden', errors: {} }, { status: 403 }),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Draw kundli' })).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-hint')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to my profile' })).not.toBeInTheDocument();
  });
});
