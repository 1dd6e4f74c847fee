// The section 4 transitions after a correct code, against stubbed API answers.
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { VerifiedSession } from './routes/otp-page.tsx';
import {
  adminFlow,
  astrologerLoginFlow,
  astrologerSignupFlow,
  userLoginFlow,
  userSignupFlow,
} from './otp-flows.ts';

const session = (over: Partial<VerifiedSession> = {}): VerifiedSession => ({
  accessToken: 'tok',
  locale: 'en',
  token: 'tok',
  user_id: 7,
  userId: 7,
  name: null,
  role: 'user',
  is_astrologer: false,
  is_astroprofile_exist: false,
  is_verified_astrologer: false,
  is_new_user: false,
  consent_required: false,
  ...over,
});

/** Every call answers `status` with `body`. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type Navigate = (to: string, options?: { state?: { name: string | null } }) => void;
let navigate: Mock<Navigate>;
beforeEach(() => {
  navigate = vi.fn<Navigate>();
  for (const kind of ['info', 'success', 'error', 'warning'] as const)
    vi.spyOn(toast, kind).mockReturnValue('id');
});

describe('user code pages', () => {
  it('login: no profile (404) asks for one, a profile (200) goes home', async () => {
    const fetchMock = answer(404, { message: 'Profile not found' });
    await userLoginFlow.onVerified(session(), navigate);
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/7', expect.anything());
    expect(toast.info).toHaveBeenCalledWith('Create your profile to continue');
    expect(navigate).toHaveBeenLastCalledWith('/userprofile/signup', { state: { name: null } });

    answer(200, { id: 1 });
    await userLoginFlow.onVerified(session(), navigate);
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('sign-up: an existing profile says so and goes home', async () => {
    answer(200, { id: 1 });
    await userSignupFlow.onVerified(session(), navigate);
    expect(toast.info).toHaveBeenCalledWith('Profile already exists');
    expect(navigate).toHaveBeenLastCalledWith('/');
  });
});

describe('a sign-in asked for by a page (?next=)', () => {
  it('goes back to that page, through the profile form when there is no profile yet', async () => {
    answer(200, { id: 1 });
    await userLoginFlow.onVerified(session({ next: '/free-question' }), navigate);
    expect(navigate).toHaveBeenLastCalledWith('/free-question');
    await userSignupFlow.onVerified(session({ next: '/free-question' }), navigate);
    expect(navigate).toHaveBeenLastCalledWith('/free-question');

    answer(404, { message: 'Profile not found' });
    await userLoginFlow.onVerified(session({ next: '/free-question' }), navigate);
    expect(navigate).toHaveBeenLastCalledWith('/userprofile/signup?next=%2Ffree-question', { state: { name: null } });
    // The name given at sign-up goes with it, for the profile form.
    await userSignupFlow.onVerified(session({ next: '/free-question', name: 'Kavya Menon' }), navigate);
    expect(navigate).toHaveBeenLastCalledWith('/userprofile/signup?next=%2Ffree-question', { state: { name: 'Kavya Menon' } });
  });
});

describe('astrologer code pages', () => {
  it('login follows the profile and verification flags', async () => {
    await astrologerLoginFlow.onVerified(session({ is_astroprofile_exist: true }), navigate);
    expect(navigate).toHaveBeenLastCalledWith('/thank-you');
    await astrologerLoginFlow.onVerified(
      session({ is_astroprofile_exist: true, is_verified_astrologer: true }),
      navigate,
    );
    expect(toast.success).toHaveBeenCalledWith('You Are verified as Astrologer. Please go to the App');
    expect(navigate).toHaveBeenLastCalledWith('/astrologer/console');
    await astrologerLoginFlow.onVerified(session(), navigate);
    expect(toast.info).toHaveBeenCalledWith('Astrologer Profile does not exist...');
    expect(navigate).toHaveBeenLastCalledWith('/astrologermain/signup');
  });

  it('sign-up: 404 goes to the profile form, 200 says the astrologer exists', async () => {
    answer(404, { message: 'Astrologer profile not found' });
    await astrologerSignupFlow.onVerified(session(), navigate);
    expect(navigate).toHaveBeenLastCalledWith('/astrologermain/signup');
    answer(200, { id: 1 });
    await astrologerSignupFlow.onVerified(session(), navigate);
    expect(toast.warning).toHaveBeenCalledWith('Astrologer already exists');
    expect(navigate).toHaveBeenLastCalledWith('/');
  });
});

describe('admin code page', () => {
  it('keeps the session of user id 1 and opens the dashboard', async () => {
    answer(200, { user_id: 1, role: 'admin', is_admin: true });
    await adminFlow.onVerified(session({ token: 'admin-token' }), navigate);
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(localStorage.getItem('user_id')).toBe('1');
    expect(navigate).toHaveBeenLastCalledWith('/admin-dashboard');
  });

  it('refuses any other account and keeps nothing', async () => {
    answer(200, { user_id: 7, role: 'user', is_admin: false });
    await adminFlow.onVerified(session(), navigate);
    expect(toast.error).toHaveBeenCalledWith('You are not authorized to view this page.');
    expect(navigate).toHaveBeenLastCalledWith('/admin-login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('on 400 says the profile does not exist and goes back to the admin login', async () => {
    answer(400, { message: 'Profile does not exist. Please create a user profile.' });
    await adminFlow.onVerified(session(), navigate);
    expect(toast.error).toHaveBeenCalledWith('Profile does not exist. Please create a user profile.');
    expect(navigate).toHaveBeenLastCalledWith('/admin-login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
