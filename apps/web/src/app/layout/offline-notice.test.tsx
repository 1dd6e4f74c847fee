// The offline notice follows the browser's online and offline events.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT, OfflineNotice } from './offline-notice.tsx';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineNotice', () => {
  afterEach(() => setOnline(true));

  it('appears while the device is offline and goes when it is back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
