// Whether the signed-in account still has to give its 18+ and privacy consent. The server says so with a 403 whose
// code is consent_required (any signed-in call), or with consent_required in the code step's answer; the consent
// screen then replaces the pages until POST /api/account/consent records it.
import type { ErrorCode } from '@app/contracts/errors';
import { useSyncExternalStore } from 'react';

/** The contract's CONSENT_REQUIRED_CODE, spelled here so the API client does not load the contracts (and zod). */
export const CONSENT_REQUIRED_CODE = 'consent_required' satisfies ErrorCode;

let required = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (required === next) return;
  required = next;
  for (const listener of listeners) listener();
}

export const markConsentRequired = (): void => set(true);
export const clearConsentRequired = (): void => set(false);
export const isConsentRequired = (): boolean => required;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** true while the account has to give its consent before anything else. */
export function useConsentRequired(): boolean {
  return useSyncExternalStore(subscribe, isConsentRequired, () => false);
}
