// A first session on the house: a person's first paid consultation has its first FIRST_SESSION_FREE_MINUTES paid by
// the platform, once per person (per verified e-mail or phone, across a second account and a deletion), as the free
// question is once per person. docs/decisions/fair-meter.md gives the rule.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { identityMarks } from '../../lib/identity-marks.ts';
import { hmacHex } from '../../lib/tokens.ts';
import { otpSecret } from '../auth/auth.service.ts';
import { hadFirstSession } from './consultations.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** The account's first-session marks: keyed by the one-time-code secret, so every process computes the same ones. */
export async function firstSessionMarks(ctx: Ctx, userId: number): Promise<string[]> {
  const [account] = await ctx.db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!account) return [];
  return identityMarks(hmacHex(await otpSecret(ctx.config, ctx.db), 'first-session-identity:v1'), account);
}

/** The free minutes a new request of this user would have: all of them until the person's first session, then none. */
export async function freeMinutesFor(ctx: Ctx, userId: number, marks?: string[]): Promise<number> {
  const free = ctx.config.FIRST_SESSION_FREE_MINUTES;
  if (free === 0) return 0;
  const mine = marks ?? (await firstSessionMarks(ctx, userId));
  return (await hadFirstSession(ctx.db as Db, userId, mine)) ? 0 : free;
}
