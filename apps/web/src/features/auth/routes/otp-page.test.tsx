// The code page: no identity, the 6-digit rule, and the resend control's countdown and 429 message.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { PendingIdentity } from '../pending-identity.ts';
import { OtpPage, type OtpFlow } from './otp-page.tsx';

const flow: OtpFlow = {
  title: 'Verify your code',
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

describe('OtpPage', () => {
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
