// POST /api/create-user: the first step of creating an astrologer, an account with user_type 'astro'.
import type { CreateUserRequest, CreateUserResponse } from '@app/contracts/admin-accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const createUser = (body: CreateUserRequest) => api.post<CreateUserResponse>('/api/create-user', body);

export const useCreateUser = () => useMutation({ mutationFn: createUser });
