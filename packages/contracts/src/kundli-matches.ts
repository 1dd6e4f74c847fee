// A signed-in user's saved kundli matches: saving a match, the list, opening one and removing it.
import { z } from 'zod';
import { VERDICT_BANDS, kundliMatchResponse } from './kundli-match.ts';

/** Enough for every proposal a family weighs at once; the oldest can be removed to save another. */
export const SAVED_MATCHES_MAX = 50;

export const SAVED_MATCH_MESSAGES = {
  saved: 'Match saved to your profile',
  removed: 'Match removed from your profile',
  notFound: 'That saved match was not found.',
  full: `You can save up to ${SAVED_MATCHES_MAX} matches. Remove one to save another.`,
} as const;

/** POST /api/kundli/matches and GET /api/kundli/matches/:id: the saved match's id and the match drawn again. */
export const savedMatchResponse = z.object({ id: z.number().int(), match: kundliMatchResponse });
export const saveMatchResponse = savedMatchResponse.extend({ message: z.string() });

export const savedMatchSummary = z.object({
  id: z.number().int(),
  boy_name: z.string().nullable(),
  girl_name: z.string().nullable(),
  total: z.number(),
  band: z.enum(VERDICT_BANDS),
  created_at: z.string(),
});
export type SavedMatchSummary = z.infer<typeof savedMatchSummary>;
/** GET /api/kundli/matches: newest first. */
export const savedMatchesResponse = z.object({ matches: z.array(savedMatchSummary) });
