// Logs a failed fetch once per error: section 8 says these failures are only logged, never shown as a message.
import { useEffect } from 'react';

export function useLogError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} failed`, error);
  }, [error, what]);
}
