// POST /auth/submit-otp: exchanges the code for a session token and the account's astrologer flags.
import type { SubmitOtpRequest, SubmitOtpResponse } from '@app/contracts/auth';
import { api } from '../../../lib/api.ts';

export type { SubmitOtpResponse };

export const submitOtp = (body: SubmitOtpRequest) => api.post<SubmitOtpResponse>('/auth/submit-otp', body);
