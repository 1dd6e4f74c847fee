// The contact schema accepts good input and answers bad input with the spec's exact messages.
import { describe, expect, it } from 'vitest';
import { CONTACT_FAILURE, CONTACT_MESSAGES, CONTACT_SUCCESS, contactSchema } from './contact.ts';

const valid = {
  name: 'Asha Sharma',
  email: 'asha@example.in',
  contactNumber: '9876543210',
  message: 'I would like a kundli reading.',
};

function errorsFor(input: Record<string, unknown>): Record<string, string | undefined> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string | undefined> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe('contactSchema', () => {
  it('accepts a valid message and trims it', () => {
    const parsed = contactSchema.parse({ ...valid, name: '  Asha Sharma ', contactNumber: '98765 43210' });
    expect(parsed.name).toBe('Asha Sharma');
    expect(parsed.contactNumber).toBe('9876543210');
  });

  it('accepts names in Devanagari', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'आशा शर्मा' }).success).toBe(true);
  });

  it.each(['', 'Al', '   Al  ', 'R2D2 Unit', 'Asha_Sharma', 'Dr. Rao'])('refuses the name %j', (name) => {
    expect(errorsFor({ ...valid, name }).name).toBe(CONTACT_MESSAGES.name);
  });

  it('refuses a name longer than 100 characters', () => {
    expect(errorsFor({ ...valid, name: 'a'.repeat(101) }).name).toBe(CONTACT_MESSAGES.nameTooLong);
  });

  it.each(['', 'asha', 'asha@', 'asha@example', 'a b@example.in'])('refuses the e-mail %j', (email) => {
    expect(errorsFor({ ...valid, email }).email).toBe('Please enter a valid email address');
  });

  it.each(['', '12345', '5876543210', '98765432101', '98765abcde', '+919876543210'])(
    'refuses the phone %j',
    (contactNumber) => {
      expect(errorsFor({ ...valid, contactNumber }).contactNumber).toBe(
        'Please enter a valid 10-digit phone number.',
      );
    },
  );

  it.each(['6000000000', '7123456789', '8123456789', '9123456789'])('accepts the phone %j', (contactNumber) => {
    expect(contactSchema.safeParse({ ...valid, contactNumber }).success).toBe(true);
  });

  it.each(['', 'Too short', '   short   '])('refuses the message %j', (message) => {
    expect(errorsFor({ ...valid, message }).message).toBe('Message must be at least 10 characters long.');
  });

  it('refuses a message longer than 2000 characters', () => {
    expect(errorsFor({ ...valid, message: 'x'.repeat(2001) }).message).toBe(CONTACT_MESSAGES.messageTooLong);
  });

  it('reports missing fields with the field messages', () => {
    expect(errorsFor({})).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      contactNumber: CONTACT_MESSAGES.contactNumber,
      message: CONTACT_MESSAGES.message,
    });
  });

  it('exports the spec wording for the outcome', () => {
    expect(CONTACT_SUCCESS).toBe('Message sent successfully!');
    expect(CONTACT_FAILURE).toBe('Failed to send message. Please try again.');
  });
});
