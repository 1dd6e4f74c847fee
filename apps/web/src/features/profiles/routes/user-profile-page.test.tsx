// The user's profile form: the place of birth is picked with the kundli page's picker; the saved text is the place in
// letters only, sent with its id, coordinates and time zone; typed text that was never picked is not a place.
import { PROFILE_MESSAGES } from '@app/contracts/profiles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUNE } from '../../../test/kundli-factory.ts';
import { saveUserProfile } from '../api/save-profile.ts';
import { UserProfilePage } from './user-profile-page.tsx';

vi.mock('../api/upload-image.ts', () => ({ uploadImage: vi.fn(async () => '/uploads/me.webp') }));
vi.mock('../api/save-profile.ts', () => ({ saveUserProfile: vi.fn(async () => ({ message: 'Profile saved successfully!' })) }));

function renderForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const q = new URL(input, 'http://localhost').searchParams.get('q') ?? '';
      return Response.json({ places: q.toLowerCase().startsWith('pu') ? [PUNE] : [] });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/userprofile/signup', state: { name: 'Kavya Iyer' } }]}>
        <Routes>
          <Route path="/userprofile/signup" element={<UserProfilePage />} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillAllButPlace(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText(/Profile image/), new File(['png'], 'me.png', { type: 'image/png' }));
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1994-08-15' } });
  fireEvent.change(screen.getByLabelText(/Time of birth/), { target: { value: '05:45' } });
  await user.click(screen.getByRole('radio', { name: 'Female' }));
}

const place = () => screen.getByRole('combobox', { name: /Place of birth/ });

beforeEach(() => {
  localStorage.setItem('token', 'a-session');
  localStorage.setItem('user_id', '7');
  for (const kind of ['success', 'error'] as const) vi.spyOn(toast, kind).mockReturnValue('id');
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  vi.mocked(saveUserProfile).mockClear();
});

describe('the profile form', () => {
  it('starts with the sign-up name and saves the picked place in letters with its coordinates and zone', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Kavya Iyer');
    await fillAllButPlace(user);
    await user.type(place(), 'Pu');
    await user.click(await screen.findByRole('option', { name: /Pune, Maharashtra/ }));
    expect(place()).toHaveValue('Pune, Maharashtra, India');
    expect(screen.getByText(/time zone Asia\/Kolkata/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saveUserProfile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveUserProfile).mock.calls[0]![0]).toEqual({
      name: 'Kavya Iyer',
      date_of_birth: '1994-08-15',
      time_of_birth: '05:45',
      gender: 'Female',
      place_of_birth: 'Pune Maharashtra India',
      profile_image: '/uploads/me.webp',
      birth_place_id: PUNE.id,
      birth_latitude: PUNE.latitude,
      birth_longitude: PUNE.longitude,
      birth_time_zone: PUNE.time_zone,
    });
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('refuses typed text that was never picked, in the spec’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillAllButPlace(user);
    await user.type(place(), 'Pune 2');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.placeRequired)).toBeInTheDocument();
    expect(place()).toHaveAttribute('aria-invalid', 'true');
    expect(saveUserProfile).not.toHaveBeenCalled();
  });

  it('forgets the picked place once its text is changed', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillAllButPlace(user);
    await user.type(place(), 'Pu');
    await user.click(await screen.findByRole('option', { name: /Pune, Maharashtra/ }));
    await user.type(place(), 'x');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE_MESSAGES.placeRequired)).toBeInTheDocument();
    expect(saveUserProfile).not.toHaveBeenCalled();
  });
});
