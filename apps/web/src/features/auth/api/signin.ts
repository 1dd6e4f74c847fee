// POST /auth/signin: creates the account when new and sends a one-time code to the e-mail or phone.
import type { SigninResponse, UserType } from '@app/contracts/auth';
import { api } from '../../../lib/api.ts';

export type AccountKind = UserType;

/** The body as the forms send it: e-mail and/or phone (the server uses the e-mail when both are given). */
export type SigninBody = {
  email?: string;
  phone?: string;
  name?: string;
  user_type: AccountKind;
  /** Sign-up only (a new account): both must be true, and the server records when they were given. */
  age_confirmed?: boolean;
  privacy_consent?: boolean;
};

export const signin = (body: SigninBody) => api.post<SigninResponse>('/auth/signin', body);
