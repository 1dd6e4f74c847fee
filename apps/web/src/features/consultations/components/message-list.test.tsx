// The room's messages as the safety filter left them: the sender is told what was hidden and why, the other side
// only that something was.
import type { ConsultationMessage } from '@app/contracts/consultations';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageList } from './message-list.tsx';

const message = (id: number, over: Partial<ConsultationMessage>): ConsultationMessage => ({
  message_id: id,
  consultation_id: 5,
  sender: 'user',
  client_id: null,
  text: `Message ${id}`,
  voice_url: null,
  voice_duration_ms: null,
  masked: [],
  created_at: '2026-11-29T04:00:00Z',
  ...over,
});

const MESSAGES = [
  message(1, { text: 'Namaste' }),
  message(2, { text: 'Call me on •••••• or write to ••••••', masked: ['phone', 'email'] }),
  message(3, { text: 'You **** liar', masked: ['abuse'] }),
];

function bubble(text: string) {
  return within(screen.getByText(text).closest('li')!);
}

describe('masked messages', () => {
  it('tell their sender what was hidden, and why', () => {
    render(<MessageList messages={MESSAGES} own="user" otherName="Acharya Ravi" />);
    expect(bubble('Namaste').queryByTestId('masked-note')).toBeNull();
    expect(bubble('Call me on •••••• or write to ••••••').getByTestId('masked-note')).toHaveTextContent(
      'We hid the phone number and e-mail address in your message: contact details stay in the app, where your consultation is protected and refundable.',
    );
    expect(bubble('You **** liar').getByTestId('masked-note')).toHaveTextContent(
      'Offensive words were hidden. Please keep the conversation respectful.',
    );
  });

  it('tell the other side only that something was hidden', () => {
    render(<MessageList messages={MESSAGES} own="astro" otherName="Meera" />);
    for (const text of ['Call me on •••••• or write to ••••••', 'You **** liar']) {
      expect(bubble(text).getByTestId('masked-note')).toHaveTextContent('Some words were hidden by Jyotish Kendra for your safety.');
    }
  });
});
