// The code page: no identity, the 6-digit rule, and the resend control's countdown and 429 message.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, switchLocale } from '../../../lib/i18n.tsx';
import type { PendingIdentity } from '../pending-identity.ts';
import { OtpPage, type OtpFlow } from './otp-page.tsx';

const flow: OtpFlow = {
  title: 'otp.title',
  backTo: '/user/login',
  keepSession: true,
  onVerified: vi.fn(),
};

function renderPage(identity?: PendingIdentity) {
  const router = createMemoryRouter([{ path: '/user/otp', element: <OtpPage flow={flow} /> }], {
    initialEntries: [{ pathname: '/user/otp', state: identity ? { identity } : null }],
  });
  render(<RouterProvider router={router} />);
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);

afterEach(() => switchLocale('en'));

describe('OtpPage', () => {
  it("shows the account's language after a right code: a Hindi account reads Hindi on this device too", async () => {
    const user = userEvent.setup();
    const answer = {
      accessToken: 'tok',
      locale: 'hi',
      user_id: 7,
      role: 'user',
      is_astrologer: false,
      is_astroprofile_exist: true,
      is_verified_astrologer: false,
      is_new_user: false,
      consent_required: false,
    };
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(answer)));
    renderPage({ kind: 'user', email: 'hindi@example.com', sentAt: Date.now() });
    expect(screen.getByRole('heading', { name: 'Verify your code' })).toBeVisible();
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123456' } });
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await vi.waitFor(() => expect(currentLocale()).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi');
    expect(flow.onVerified).toHaveBeenCalled();
  });

  it('says so when no e-mail or phone is pending', () => {
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid request. No email or phone found.');
  });

  it('asks for all six digits, keeps digits only and moves back on backspace', async () => {
    const user = userEvent.setup();
    renderPage({ kind: 'user', email: 'a@example.com', sentAt: Date.now() });
    await user.click(box(1));
    await user.keyboard('4a2');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a 6-digit OTP');
  });

  it('fills every box from a pasted code', () => {
    renderPage({ kind: 'user', phone: '9876543210', sentAt: Date.now() });
    fireEvent.paste(box(3), { clipboardData: { getData: () => 'code: 123 456' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe('123456');
  });

  it('counts the resend cool-down from the time the code was sent', () => {
    renderPage({ kind: 'user', email: 'a@example.com', sentAt: Date.now() - 15_000 });
    expect(screen.getByRole('button', { name: /Resend code in 45s/ })).toBeDisabled();
  });

  it("shows a 429's message and counts down the wait its body names (otp_cooldown)", async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, 'error').mockReturnValue('id');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'Please wait 42 seconds before requesting another OTP.', errors: {}, code: 'otp_cooldown', retry_after_seconds: 42 },
          { status: 429 },
        ),
      ),
    );
    renderPage({ kind: 'user', email: 'b@example.com', sentAt: Date.now() - 61_000 });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(toast.error).toHaveBeenCalledWith('Please wait 42 seconds before requesting another OTP.');
    expect(await screen.findByRole('button', { name: /Resend code in 42s/ })).toBeDisabled();
  });
});
