// The e-mail or phone a code was sent to, carried from the sign-in form to the code page.
// Navigation state carries it; sessionStorage keeps it across a reload of the code page.
import type { AccountKind, SigninBody } from './api/signin.ts';

/** 'admin' signs in through the same endpoints; the role stored on the account decides, not user_type. */
export type IdentityKind = AccountKind | 'admin';

export type PendingIdentity = {
  kind: IdentityKind;
  email?: string;
  phone?: string;
  name?: string;
  /** When the last code was sent (ms since epoch): the resend countdown survives a reload. */
  sentAt?: number;
};

const KEY = 'pending_identity';

function isIdentity(value: unknown): value is PendingIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const hasTarget =
    (typeof v.email === 'string' && v.email !== '') || (typeof v.phone === 'string' && v.phone !== '');
  return (v.kind === 'user' || v.kind === 'astro' || v.kind === 'admin') && hasTarget;
}

/** Keeps the identity a code was just sent to, stamped with the time of sending; returns what it kept. */
export function savePendingIdentity(identity: PendingIdentity): PendingIdentity {
  const kept = { ...identity, sentAt: Date.now() };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    /* the navigation state still carries it */
  }
  return kept;
}

/** The identity from navigation state, else from sessionStorage, else null. */
export function readPendingIdentity(state: unknown): PendingIdentity | null {
  if (typeof state === 'object' && state !== null && isIdentity((state as { identity?: unknown }).identity)) {
    return (state as { identity: PendingIdentity }).identity;
  }
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isIdentity(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingIdentity(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

/** What submit-otp expects as `username`: the same e-mail or phone the code went to. */
export const usernameOf = (identity: PendingIdentity): string => identity.email || identity.phone || '';

/** The sign-in body that (re)sends the code. */
export function signinBodyOf(identity: PendingIdentity): SigninBody {
  return {
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.phone ? { phone: identity.phone } : {}),
    ...(identity.name ? { name: identity.name } : {}),
    user_type: identity.kind === 'admin' ? 'user' : identity.kind,
  };
}
