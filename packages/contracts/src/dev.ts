// The demo configuration's own pages (the development outbox, the fake payment gateway): what they answer to a
// visitor from another machine.
export const DEV_MESSAGES = {
  localOnly:
    'This page belongs to the demo configuration (sign-in codes in the outbox, the fake payment gateway) and answers only on the machine the server runs on.',
} as const;
