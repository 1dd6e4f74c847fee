// POST /auth/logout: revokes the admin's session before the stored token is forgotten.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const logout = () => api.post<unknown>('/auth/logout');

export const useLogout = () => useMutation({ mutationFn: logout });
