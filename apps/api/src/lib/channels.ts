// The NOTIFY channels the database's triggers announce changes on; the migrations name them in SQL too.

export const CHANNELS = {
  /** Any session may have stopped being valid (migration 0004); no payload. */
  session: 'session_change',
  /** A shopper's cart changed; the payload is the user id, empty for anyone (migration 0005). */
  cart: 'cart_change',
  /** A shopper's orders changed; the payload is the user id, empty for anyone (migration 0005). */
  order: 'order_change',
  /** The catalogue's version moved: products, categories or stock changed (migration 0002); no payload. */
  catalogue: 'catalogue_version',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
