// Every unit test project: a console.error or console.warn fails the test that logged it, so an error a test did not
// expect (React's act() warnings, a failed request, a rejected promise someone logged) cannot pass unseen. A test that
// expects a log says so with its own `vi.spyOn(console, 'error').mockImplementation(...)` and asserts what was logged.
import { afterEach, beforeEach, vi } from 'vitest';

const LEVELS = ['error', 'warn'] as const;
const original = { error: console.error, warn: console.warn };
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const level of LEVELS) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      original[level](...args);
      logged.push(`console.${level}: ${args.map(String).join(' ')}`);
      // Thrown as well, as epic-stack's setup does, so the stack points at the line that logged.
      throw new Error(`console.${level} was called; a test that expects it mocks console.${level} and asserts the message`);
    });
  }
});

afterEach(() => {
  for (const level of LEVELS) {
    const current = console[level];
    if (vi.isMockFunction(current)) current.mockRestore();
  }
  // Also catches a log whose throw was swallowed by the code under test (a catch block, an event emitter).
  if (logged.length > 0) throw new Error(`The test logged:\n${logged.join('\n')}`);
});
