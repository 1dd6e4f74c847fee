// POST /auth/signin: sends a one-time code to the e-mail or phone, with the same answer whether or not it has an account.
import type { SigninResponse, UserType } from '@app/contracts/auth';
import { api } from '../../../lib/api.ts';

export type AccountKind = UserType;

/** The body as the forms send it: e-mail and/or phone (the server uses the e-mail when both are given). */
export type SigninBody = {
  email?: string;
  phone?: string;
  name?: string;
  user_type: AccountKind;
};

export const signin = (body: SigninBody) => api.post<SigninResponse>('/auth/signin', body);
