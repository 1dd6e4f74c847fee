// Sign-up and login send the code and go to the code page whatever the answer: the sign-in answers alike for an
// e-mail with an account and one without, so these pages neither ask for consent (the code page does) nor tell.
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
      { path: '/user/otp', element: <h1>User login code</h1> },
      { path: '/usersignup/otp', element: <h1>User code</h1> },
      { path: '/astro/otp', element: <h1>Astrologer code</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const ok = () => json({ message: 'OTP sent successfully', is_astrologer: false });

describe('sign-up', () => {
  it.each([
    ['/user/signup', 'user', '/usersignup/otp'],
    ['/astrologer/signup', 'astro', '/astro/otp'],
  ])('%s sends the name and e-mail, and no consent, then goes to the code page', async (path, kind, otp) => {
    const bodies = stubSignin(ok);
    vi.spyOn(toast, 'success').mockReturnValue('id');
    const user = userEvent.setup();
    const router = renderAt(path);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByLabelText(/Full name/), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(otp));
    expect(bodies).toEqual([{ email: 'asha@example.com', name: 'Asha Verma', user_type: kind }]);
  });
});

describe('login', () => {
  it('goes to the code page for any e-mail: the answer does not say whether it has an account', async () => {
    const bodies = stubSignin(ok);
    vi.spyOn(toast, 'success').mockReturnValue('id');
    const user = userEvent.setup();
    const router = renderAt('/user/login');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new-or-not@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/otp'));
    expect(bodies).toEqual([{ email: 'new-or-not@example.com', user_type: 'user' }]);
  });
});
