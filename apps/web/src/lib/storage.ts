// Session values in localStorage under the keys the existing clients use, and the helpers around them.
import { useSyncExternalStore } from 'react';

export const STORAGE_KEYS = {
  token: 'token',
  userId: 'user_id',
  tokenNumber: 'Token_Number',
  tokenNo: 'token_no',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (disabled cookies, private mode quotas); a missing value is the safe answer.
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* nothing sensible to do: the session simply is not kept */
  }
}

function remove(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* ignore, as in read() */
  }
}

export const getToken = (): string | null => read(STORAGE_KEYS.token);
export const setToken = (token: string): void => write(STORAGE_KEYS.token, token);
export const getUserId = (): string | null => read(STORAGE_KEYS.userId);
export const setUserId = (id: string | number): void => write(STORAGE_KEYS.userId, String(id));
export const getTokenNumber = (): string | null => read(STORAGE_KEYS.tokenNumber) ?? read(STORAGE_KEYS.tokenNo);
export const setTokenNumber = (value: string | number): void => {
  write(STORAGE_KEYS.tokenNumber, String(value));
  write(STORAGE_KEYS.tokenNo, String(value));
};

/** Logged in means a token is stored; the server decides whether it is still valid. */
export function isLoggedIn(): boolean {
  return Boolean(getToken());
}

// Another tab logging in or out changes storage; this one hears of it through the storage event.
function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * isLoggedIn for rendering: a server-rendered page is rendered for a visitor (the server cannot read this
 * browser's storage), so the browser's first render matches that, then shows the stored session.
 */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, isLoggedIn, () => false);
}

/** Forgets the session: token, user id and both spellings of the token number. */
export function clearSession(): void {
  remove(STORAGE_KEYS.token);
  remove(STORAGE_KEYS.userId);
  remove(STORAGE_KEYS.tokenNo);
  remove(STORAGE_KEYS.tokenNumber);
}
