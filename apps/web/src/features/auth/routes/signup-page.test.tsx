// Sign-up asks for the age and privacy consent (both required, in the contract's words) and sends them; a login with
// an e-mail that has no account goes to the sign-up with it filled in.
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubSignin(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
  return bodies;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/signup', element: <SignupPage kind="user" /> },
      { path: '/astrologer/signup', element: <SignupPage kind="astro" /> },
      { path: '/user/login', element: <LoginPage kind="user" /> },
      { path: '/usersignup/otp', element: <h1>User code</h1> },
      { path: '/astro/otp', element: <h1>Astrologer code</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const ok = () => json({ message: 'OTP sent successfully', is_astrologer: false, is_new_user: true });

describe('sign-up consent', () => {
  it.each([
    ['/user/signup', 'user'],
    ['/astrologer/signup', 'astro'],
  ])('%s refuses to sign up until both boxes are ticked', async (path) => {
    const bodies = stubSignin(ok);
    const user = userEvent.setup();
    renderAt(path);
    await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.ageRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.privacyConsentRequired)).toBeInTheDocument();
    const age = screen.getByRole('checkbox', { name: /I confirm I am 18 years of age or older/ });
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription(AUTH_MESSAGES.ageRequired);
    expect(bodies).toEqual([]);
  });

  it('links the privacy policy and sends both consents with the sign-up', async () => {
    const bodies = stubSignin(ok);
    vi.spyOn(toast, 'success').mockReturnValue('id');
    const user = userEvent.setup();
    const router = renderAt('/user/signup');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I confirm I am 18 years of age or older/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usersignup/otp'));
    expect(bodies).toEqual([
      {
        email: 'asha@example.com',
        name: 'Asha Verma',
        user_type: 'user',
        age_confirmed: true,
        privacy_consent: true,
      },
    ]);
  });

  it('sends a login whose e-mail has no account to the sign-up, with the e-mail filled in', async () => {
    stubSignin(() =>
      json(
        {
          message: AUTH_MESSAGES.ageRequired,
          errors: {
            age_confirmed: AUTH_MESSAGES.ageRequired,
            privacy_consent: AUTH_MESSAGES.privacyConsentRequired,
          },
        },
        400,
      ),
    );
    vi.spyOn(toast, 'info').mockReturnValue('id');
    const user = userEvent.setup();
    const router = renderAt('/user/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'gone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/signup'));
    expect(await screen.findByRole('heading', { name: 'User sign up' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('gone@example.com');
    expect(toast.info).toHaveBeenCalledWith(
      'There is no account with this e-mail or phone yet. Sign up to create one.',
    );
  });
});
