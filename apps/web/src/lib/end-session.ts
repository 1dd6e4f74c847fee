// Ending this device's session, shared by Logout and by deleting the account: both forget it in the same way.
import { clearConsentRequired } from './consent-gate.ts';
import { clearSession } from './storage.ts';

/**
 * Turns this browser's notifications off and forgets the stored session. `revoke` asks the server to end the session
 * first (Logout); a deleted account's sessions are already gone on the server. What the tab holds in memory (the
 * query cache, the socket) is the caller's: Logout reloads the page, the deletion clears them.
 */
export async function endSession({ revoke }: { revoke: boolean }): Promise<void> {
  try {
    // Not part of the first paint: these load when a session ends.
    const { turnOffPush } = await import('./push.ts');
    // Unsubscribed while the token still holds, so the server forgets this device too.
    await turnOffPush().catch(() => {});
    if (revoke) {
      const { api } = await import('./api.ts');
      await api.post('/auth/logout');
    }
  } catch {
    // The session is forgotten locally either way; a dead token needs no server-side revocation.
  }
  clearSession();
  clearConsentRequired();
}
