import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps a path on this site', () => {
    expect(safeNext('/free-question')).toBe('/free-question');
    expect(safeNext('/consultations/5?tab=a')).toBe('/consultations/5?tab=a');
  });

  it.each([null, undefined, '', 'free-question', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\\b', '/a\nb'])(
    'refuses %j',
    (value) => expect(safeNext(value)).toBeNull(),
  );
});

describe('withNext', () => {
  it('appends an encoded return path', () => {
    expect(withNext('/user/login', '/free-question')).toBe('/user/login?next=%2Ffree-question');
    expect(withNext('/a?b=1', '/x')).toBe('/a?b=1&next=%2Fx');
  });

  it('leaves the address alone without a safe path', () => {
    expect(withNext('/user/login', null)).toBe('/user/login');
    expect(withNext('/user/login', '//evil.example')).toBe('/user/login');
  });
});
