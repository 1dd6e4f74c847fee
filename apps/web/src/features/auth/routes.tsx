// The account routes: role choice, sign-up, login and the five code pages, each loaded on demand.
import { Navigate, type RouteObject } from 'react-router';
import type { IdentityKind } from './pending-identity.ts';

type FlowName =
  'userLoginFlow' | 'userSignupFlow' | 'astrologerLoginFlow' | 'astrologerSignupFlow' | 'adminFlow';

const determiner = (path: string, mode: 'signup' | 'login'): RouteObject => ({
  path,
  handle: { ns: ['auth', 'messages'] },
  lazy: async () => {
    const { AccountDeterminer } = await import('./routes/account-determiner.tsx');
    return { Component: () => <AccountDeterminer mode={mode} /> };
  },
});

const signup = (path: string, kind: 'user' | 'astro'): RouteObject => ({
  path,
  handle: { ns: ['auth', 'messages'] },
  lazy: async () => {
    const { SignupPage } = await import('./routes/signup-page.tsx');
    return { Component: () => <SignupPage kind={kind} /> };
  },
});

const login = (path: string, kind: IdentityKind): RouteObject => ({
  path,
  handle: { ns: ['auth', 'messages'] },
  lazy: async () => {
    const { LoginPage } = await import('./routes/login-page.tsx');
    return { Component: () => <LoginPage kind={kind} /> };
  },
});

const codePage = (path: string, flow: FlowName): RouteObject => ({
  path,
  handle: { ns: ['auth', 'messages'] },
  lazy: async () => {
    const [{ OtpPage }, flows] = await Promise.all([
      import('./routes/otp-page.tsx'),
      import('./otp-flows.ts'),
    ]);
    return { Component: () => <OtpPage flow={flows[flow]} /> };
  },
});

export const authRoutes: RouteObject[] = [
  determiner('signup/determiner', 'signup'),
  determiner('login/determiner', 'login'),
  { path: 'login', element: <Navigate to="/login/determiner" replace /> },
  signup('user/signup', 'user'),
  login('user/login', 'user'),
  codePage('user/otp', 'userLoginFlow'),
  codePage('usersignup/otp', 'userSignupFlow'),
  signup('astrologer/signup', 'astro'),
  codePage('astro/otp', 'astrologerSignupFlow'),
  login('astrologer/login', 'astro'),
  codePage('astrologin/otp', 'astrologerLoginFlow'),
  login('admin-login', 'admin'),
  codePage('admin-otp', 'adminFlow'),
];
