// Trust and safety's entry for the other modules: a text an account wrote is filtered (contact details and abuse
// masked, not refused) and, when something was masked, the masking is written down against the account in the
// caller's transaction; SAFETY_STRIKES of them within 24 hours flag the account for the admin (docs/decisions/safety.md).
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import * as repo from './safety.repository.ts';
import type { Filtered } from './text-filter.ts';

export { filterText, type Filtered, type MaskKind } from './text-filter.ts';
export type { SafetySource } from './safety.repository.ts';

type Ctx = Pick<AppContext, 'dbClock' | 'config'>;

/** Writes down what `filtered` masked in what the account wrote, and flags the account once it keeps trying. */
export async function recordMasking(
  ctx: Ctx,
  tx: Tx,
  accountId: number,
  filtered: Filtered,
  source: repo.SafetySource,
  sourceId: number | null,
): Promise<void> {
  if (filtered.masked.length === 0) return;
  await repo.insertEvents(tx, ctx.dbClock, accountId, filtered.masked, source, sourceId);
  const strikes = await repo.countRecent(tx, ctx.dbClock, accountId);
  if (strikes >= ctx.config.SAFETY_STRIKES) await repo.raiseFlag(tx, ctx.dbClock, accountId, strikes);
}
