// Small factories for test data: accounts with sessions, categories and products.
import { users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { createSession } from '../modules/auth/session.repository.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestAccount {
  id: number;
  email: string;
  phone: string;
  token: string;
  headers: { accesstoken: string };
}

/** An account as sign-up makes it: consented (18+ and privacy) unless `consented: false` asks for one still to give it. */
export async function createAccount(
  db: Db,
  overrides: Partial<{ role: 'user' | 'astro' | 'admin'; email: string; phone: string; name: string; consented: boolean }> = {},
): Promise<TestAccount> {
  // Counted on every call: parallel accounts with a given e-mail still get distinct phones.
  const n = ++counter;
  const email = overrides.email ?? `user-${unique()}@example.com`;
  const phone = overrides.phone ?? `9${String(Date.now() + n).slice(-9)}`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      phone,
      name: overrides.name ?? 'Test User',
      role: overrides.role ?? 'user',
      ...(overrides.consented === false ? {} : { ageConfirmedAt: new Date(), privacyConsentAt: new Date() }),
    })
    .returning({ id: users.id });
  const token = await createSession(db, user!.id, new Date());
  return { id: user!.id, email, phone, token, headers: { accesstoken: token } };
}

/** A session for the seeded admin (user id 1). */
export async function adminAccount(db: Db): Promise<TestAccount> {
  const token = await createSession(db, 1, new Date());
  return { id: 1, email: 'admin@example.com', phone: '9999999999', token, headers: { accesstoken: token } };
}
