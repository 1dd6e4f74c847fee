import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { astrologerPresence, consultations } from '../../db/schema/index.ts';
import { createAstrologer, createUser } from '../../test/admin-factories.ts';
import { useTestApp } from '../../test/app.ts';
import { astrologerStatus } from './status.ts';

describe('astrologer status', () => {
  const t = useTestApp();

  it('is offline until available with a fresh mark, busy while holding a session', async () => {
    const astro = await createAstrologer(t.db, { isVerified: true });
    expect(await astrologerStatus(t.db, t.ctx.dbClock, astro.id, 60)).toBe('offline');
    await t.db.insert(astrologerPresence).values({ astrologerId: astro.id, chatAvailable: true, seenAt: sql`now() - interval '61 seconds'` });
    expect(await astrologerStatus(t.db, t.ctx.dbClock, astro.id, 60)).toBe('offline');
    await t.db.update(astrologerPresence).set({ seenAt: sql`now()` });
    expect(await astrologerStatus(t.db, t.ctx.dbClock, astro.id, 60)).toBe('online');
    expect(await astrologerStatus(t.db, t.ctx.dbClock, astro.id, 60, 'call')).toBe('offline');
    const user = await createUser(t.db);
    await t.db.insert(consultations).values({
      userId: user.id,
      astrologerId: astro.id,
      type: 'chat',
      ratePaise: 1000,
      minuteSeconds: 60,
      acceptBy: sql`now() + interval '2 minutes'`,
    });
    expect(await astrologerStatus(t.db, t.ctx.dbClock, astro.id, 60)).toBe('busy');
  });
});
