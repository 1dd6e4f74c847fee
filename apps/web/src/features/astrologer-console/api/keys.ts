// Query keys of the astrologer console, in one place so that events and mutations refresh the right data.
export const CONSOLE_KEYS = {
  all: ['astrologer-console'] as const,
  summary: ['astrologer-console', 'summary'] as const,
  requests: ['astrologer-console', 'requests'] as const,
  waitlist: ['astrologer-console', 'waitlist'] as const,
  hours: ['astrologer-console', 'hours'] as const,
  bookings: ['astrologer-console', 'bookings'] as const,
  history: (page: number) => ['astrologer-console', 'history', page] as const,
};
