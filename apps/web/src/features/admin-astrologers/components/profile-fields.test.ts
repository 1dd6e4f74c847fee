import { describe, expect, it } from 'vitest';
import { emptyProfile, photoProblem, profileFormSchema } from './profile-fields.ts';

const valid = {
  ...emptyProfile(7),
  name: 'Asha Devi', dob: '1980-05-06', gender: 'Female', about: 'Twenty years of Vedic practice.',
  experience: '20', rating: '4.5', language_known: 'Hindi, English', type: 'Vedic', expertise: 'Career', charge: '25', commission: '12.5',
};

describe('profileFormSchema', () => {
  it('accepts a complete profile and coerces the numbers', () => {
    const out = profileFormSchema.parse(valid);
    expect(out.user_id).toBe(7);
    expect(out.commission).toBe(12.5);
  });
  it('asks for the account first when there is no user id', () => {
    const result = profileFormSchema.safeParse({ ...valid, user_id: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'user_id')?.message).toBe('User ID is required - please create user account first');
  });
  it('uses the spec messages for short names and about texts', () => {
    const result = profileFormSchema.safeParse({ ...valid, name: 'Al', about: 'too short' });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Name must be at least 3 characters');
    expect(messages).toContain('About must be at least 20 characters');
  });
  it('refuses a rating above 5 and a commission above 100', () => {
    const messages = profileFormSchema.safeParse({ ...valid, rating: '5.5', commission: '101' }).error?.issues.map((i) => i.message);
    expect(messages).toContain('Rating must be between 0 and 5');
    expect(messages).toContain('Commission must be between 0 and 100');
  });
});

describe('photoProblem', () => {
  it('requires an image file', () => {
    expect(photoProblem(null)).toBe('Profile image is required');
    expect(photoProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('Please upload an image file');
    expect(photoProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
});
