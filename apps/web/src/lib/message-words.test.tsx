// A form field's error, a contracts message in English, reads in the page's language: Hindi with its values kept.
import { ADDRESS_MESSAGES } from '@app/contracts/addresses';
import { CART_MESSAGES } from '@app/contracts/cart';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from '../components/ui/field.tsx';
import { loadNamespaces, switchLocale } from './i18n.tsx';
import { messageNow } from './message-words.ts';

afterEach(() => switchLocale('en'));

describe('the contracts messages on screen', () => {
  it('shows a field error in English as the spec words it, and in Hindi after the switch', async () => {
    const { rerender } = render(<Input label="PIN" error={ADDRESS_MESSAGES.postalFormat} />);
    expect(screen.getByText('Postal code must be 6 digits')).toBeVisible();
    await switchLocale('hi');
    await loadNamespaces(['messages']);
    rerender(<Input label="PIN" error={ADDRESS_MESSAGES.postalFormat} />);
    expect(await screen.findByText('पिन कोड 6 अंकों का होना चाहिए')).toBeVisible();
  });

  it('keeps the values of a message made from them, and leaves a message it does not know as it is', async () => {
    expect(messageNow(CART_MESSAGES.overStock('Sphatik Mala', 2))).toBe('Only 2 left in stock for Sphatik Mala');
    await switchLocale('hi');
    await loadNamespaces(['messages']);
    expect(messageNow(CART_MESSAGES.overStock('Sphatik Mala', 2))).toBe('Sphatik Mala के सिर्फ़ 2 स्टॉक में बचे हैं');
    expect(messageNow('Words no table has')).toBe('Words no table has');
  });
});
