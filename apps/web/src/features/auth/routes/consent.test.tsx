// Consent where it reveals nothing: a sign-up's code page asks for it with the code, and a code that answers
// consent_required asks for it on its own before the session is kept.
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearConsentRequired } from '../../../lib/consent-gate.ts';
import { getToken } from '../../../lib/storage.ts';
import type { PendingIdentity } from '../pending-identity.ts';
import { OtpPage, type OtpFlow } from './otp-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';

const session = (over: Record<string, unknown> = {}) => ({
  accessToken: 'new-token',
  user_id: 41,
  role: 'user',
  is_astrologer: false,
  is_astroprofile_exist: false,
  is_verified_astrologer: false,
  is_new_user: true,
  consent_required: false,
  ...over,
});
const consentGiven = () =>
  Response.json({ message: AUTH_MESSAGES.consentRecorded, age_confirmed_at: 'x', privacy_consent_at: 'x' });

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
async function typeCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(box(1));
  await user.keyboard('123456');
}

function renderCodePage(flow: OtpFlow, identity: PendingIdentity) {
  const router = createMemoryRouter(
    [
      { path: '/code', element: <OtpPage flow={flow} /> },
      { path: '/astrologer/login', element: <h1>Astrologer login</h1> },
    ],
    {
      initialEntries: [{ pathname: '/code', state: { identity } }],
    },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => clearConsentRequired());

describe("a sign-up's code page", () => {
  const flow: OtpFlow = { title: 'Verify your code', backTo: '/user/signup', keepSession: true, asksConsent: true, onVerified: vi.fn() };

  it('asks for both boxes with the code, in the contract words, and sends them with it', async () => {
    const calls = stubApi({ '/auth/submit-otp': () => Response.json(session()) });
    const user = userEvent.setup();
    renderCodePage(flow, { kind: 'user', email: 'new@example.com', name: 'Asha', sentAt: Date.now() });
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText(AUTH_MESSAGES.ageRequired, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.privacyConsentRequired)).toBeInTheDocument();
    const age = screen.getByRole('checkbox', { name: /I confirm I am 18 years of age or older/ });
    expect(age).toHaveAccessibleDescription(AUTH_MESSAGES.ageRequired);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(calls).toEqual([]);

    await user.click(age);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(flow.onVerified).toHaveBeenCalled(), { timeout: 10_000 });
    expect(calls[0]!.body).toEqual({ username: 'new@example.com', otp: '123456', age_confirmed: true, privacy_consent: true });
    expect(getToken()).toBe('new-token');
  }, 30_000);
});

describe('a code whose account has not given consent', () => {
  it('asks for it on its own, keeping no session until it is recorded, then goes on', async () => {
    const flow: OtpFlow = { title: 'Verify your code', backTo: '/user/login', keepSession: true, onVerified: vi.fn() };
    const calls = stubApi({
      '/auth/submit-otp': () => Response.json(session({ consent_required: true })),
      '/api/account/consent': consentGiven,
    });
    const user = userEvent.setup();
    renderCodePage(flow, { kind: 'user', phone: '9876543210', sentAt: Date.now() });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { name: 'Before you continue' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ username: '9876543210', otp: '123456' });
    expect(getToken()).toBeNull();
    expect(flow.onVerified).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /I confirm I am 18 years of age or older/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(flow.onVerified).toHaveBeenCalled(), { timeout: 10_000 });
    expect(calls[1]).toEqual({ url: '/api/account/consent', method: 'POST', body: { age_confirmed: true, privacy_consent: true }, token: 'new-token' });
    expect(getToken()).toBe('new-token');
  }, 30_000);

  it('of the other kind is told so only now, and its session is ended', async () => {
    const flow: OtpFlow = { title: 'Verify your code', backTo: '/user/login', keepSession: true, onVerified: vi.fn() };
    vi.spyOn(toast, 'error').mockReturnValue('id');
    const calls = stubApi({
      '/auth/submit-otp': () => Response.json(session({ is_astrologer: true, role: 'astro', is_new_user: false })),
      '/auth/logout': () => Response.json({ message: AUTH_MESSAGES.loggedOut }),
    });
    const user = userEvent.setup();
    renderCodePage(flow, { kind: 'user', email: 'astro@example.com', sentAt: Date.now() });
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AUTH_MESSAGES.notAUser));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/auth/logout'));
    expect(calls.find((c) => c.url === '/auth/logout')!.token).toBe('new-token');
    expect(getToken()).toBeNull();
    expect(flow.onVerified).not.toHaveBeenCalled();
  }, 30_000);
});
