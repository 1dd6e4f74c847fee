// /panchang against stubbed API answers: a day in English and in Hindi with times on the place's clock, the previous
// and next day, another place, and the server's refusal in its own words.
import { PANCHANG_MESSAGES } from '@app/contracts/panchang';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PUNE } from '../../../test/kundli-factory.ts';
import { makePanchangDay } from '../../../test/panchang-factory.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { switchLocale } from '../../../lib/i18n.tsx';
import { PanchangPage } from './panchang-page.tsx';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderPage(entry = '/panchang') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/panchang" element={<><PanchangPage /><Address /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const row = (section: string, term: string) =>
  within(screen.getByRole('region', { name: section })).getByText(term).closest('div')!;

afterEach(() => switchLocale('en'));

describe('/panchang', () => {
  it("shows today's panchang at New Delhi: limbs with their ends, the next day's date on a later end, kaals and months", async () => {
    const calls = stubApi({ '/api/panchang': () => Response.json(makePanchangDay()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Panchang for New Delhi' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/panchang']);
    expect(row('Sun', 'Sunrise')).toHaveTextContent('06:42');
    expect(row('Sun', 'Sunset')).toHaveTextContent('17:27');
    const tithi = row('The five limbs', 'Tithi');
    expect(tithi).toHaveTextContent('Krishna Chaturdashi until 14:45');
    expect(tithi).toHaveTextContent('Krishna Amavasya until 14:57, 13 Nov');
    expect(row('The five limbs', 'Nakshatra')).toHaveTextContent('Swati until 02:51, 13 Nov');
    expect(row('The five limbs', 'Vara (weekday)')).toHaveTextContent('Sunday (Ravivara)');
    expect(row('Sun and Moon signs', 'Moon sign')).toHaveTextContent('Tula (Libra)');
    expect(row('Inauspicious times', 'Rahu kaal')).toHaveTextContent('16:07 to 17:27');
    expect(row('Auspicious time', 'Abhijit muhurat')).toHaveTextContent('11:43 to 12:26');
    expect(row('Month and year', 'Amanta month')).toHaveTextContent('Ashwin');
    expect(row('Month and year', 'Purnimanta month')).toHaveTextContent('Kartika');
    expect(row('Month and year', 'Vikram samvat')).toHaveTextContent('2080');
  });

  it('shows the day in Hindi', async () => {
    await switchLocale('hi');
    stubApi({ '/api/panchang': () => Response.json(makePanchangDay()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'नई दिल्ली का पंचांग' })).toBeInTheDocument();
    const tithi = row('पंचांग के पाँच अंग', 'तिथि');
    expect(tithi).toHaveTextContent('कृष्ण चतुर्दशी 14:45 तक');
    expect(tithi).toHaveTextContent('कृष्ण अमावस्या 14:57, 13 नव॰ तक');
    expect(row('पंचांग के पाँच अंग', 'वार')).toHaveTextContent('रविवार');
    expect(row('मास और संवत', 'पूर्णिमांत मास')).toHaveTextContent('कार्तिक');
  });

  it('steps to the next and the previous day through the address', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      '/api/panchang?date=2023-11-12': () => Response.json(makePanchangDay()),
      '/api/panchang?date=2023-11-13': () =>
        Response.json(makePanchangDay({ date: '2023-11-13', vara: { number: 2, name: 'somavara' } })),
      '/api/panchang?date=2023-11-11': () =>
        Response.json(makePanchangDay({ date: '2023-11-11', vara: { number: 7, name: 'shanivara' } })),
    });
    renderPage('/panchang?date=2023-11-12');
    const vara = () => row('The five limbs', 'Vara (weekday)');
    await screen.findByRole('heading', { level: 1, name: 'Panchang for New Delhi' });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(vara()).toHaveTextContent('Monday (Somavara)'));
    expect(screen.getByTestId('address')).toHaveTextContent('/panchang?date=2023-11-13');
    expect(screen.getByLabelText('Date')).toHaveValue('2023-11-13');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(await screen.findByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(vara()).toHaveTextContent('Saturday (Shanivara)'));
    expect(calls.map((c) => c.url)).toEqual([
      '/api/panchang?date=2023-11-12',
      '/api/panchang?date=2023-11-13',
      '/api/panchang?date=2023-11-11',
    ]);
  });

  it('changes the place through the picker, keeping the day', async () => {
    const user = userEvent.setup();
    const pune = makePanchangDay({
      place: { id: PUNE.id, name: 'Pune', label: PUNE.label, latitude: PUNE.latitude, longitude: PUNE.longitude, zone: 'Asia/Kolkata', name_hi: 'पुणे' },
    });
    const calls = stubApi({
      '/api/panchang?date=2023-11-12': () => Response.json(makePanchangDay()),
      '/api/places?q=Pu': () => Response.json({ places: [PUNE] }),
      [`/api/panchang?date=2023-11-12&place_id=${PUNE.id}`]: () => Response.json(pune),
    });
    renderPage('/panchang?date=2023-11-12');
    const picker = await screen.findByRole('combobox', { name: /Place/ });
    await user.clear(picker);
    await user.type(picker, 'Pu');
    await user.click(await screen.findByRole('option', { name: /Pune, Maharashtra/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panchang for Pune' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(`/panchang?date=2023-11-12&place=${PUNE.id}`);
    expect(calls.map((c) => c.url)).toContain(`/api/panchang?date=2023-11-12&place_id=${PUNE.id}`);
  });

  it("shows the server's refusal of a date in its words", async () => {
    stubApi({
      '/api/panchang?date=2101-01-01': () =>
        Response.json(
          { message: PANCHANG_MESSAGES.dateRange, errors: { date: PANCHANG_MESSAGES.dateRange }, code: 'validation' },
          { status: 400 },
        ),
    });
    renderPage('/panchang?date=2101-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(PANCHANG_MESSAGES.dateRange);
  });
});
