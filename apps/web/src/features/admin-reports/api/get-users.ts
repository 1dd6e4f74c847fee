// GET /api/get-all-profile: every registered user's profile, paged in the browser.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from '../../../lib/admin-query-keys.ts';
import type { RegisteredUser } from './types.ts';

export const getUsers = () => api.get<RegisteredUser[]>('/api/get-all-profile');

export const useUsers = () => useQuery({ queryKey: adminKeys.users(), queryFn: getUsers });
