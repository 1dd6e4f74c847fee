// Kundli matching for the page: each person from birth details or their owner's saved kundli, then the engine's match.
import type { Kundli } from '@app/contracts/kundli';
import {
  MATCH_MESSAGES,
  type KundliMatchRequest,
  type KundliMatchResponse,
  type MatchSide,
  type MatchSideKey,
  type MatchedPerson,
} from '@app/contracts/kundli-match';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { drawRequested, savedKundli } from './kundli.service.ts';
import { matchKundlis, type BirthMoment } from './match/match.ts';

/**
 * The chart of one side. A saved kundli is its owner's alone (its id is the owner's account id): a guest or another
 * account is told it was not found, never whose it is. A refusal of the birth details keeps its field messages,
 * named for the side (`boy.place_id`), so the form marks the right field.
 */
async function sideKundli(db: Db, callerId: number | null, side: MatchSide, key: MatchSideKey): Promise<Kundli> {
  if ('kundli_id' in side) {
    const kundli = side.kundli_id === callerId ? await savedKundli(db, side.kundli_id) : null;
    if (!kundli) throw notFound('kundli_not_found', MATCH_MESSAGES.kundliNotFound);
    return kundli;
  }
  try {
    return drawRequested(side);
  } catch (err) {
    if (!(err instanceof AppError) || !err.errors) throw err;
    const errors = Object.fromEntries(Object.entries(err.errors).map(([field, message]) => [`${key}.${field}`, message]));
    throw new AppError(err.kind, err.message, { code: err.code, errors });
  }
}

const moment = (kundli: Kundli): BirthMoment => ({
  utcMs: Date.parse(kundli.birth.utc),
  latitude: kundli.birth.place.latitude,
  longitude: kundli.birth.place.longitude,
});

const who = (kundli: Kundli): Pick<MatchedPerson, 'name' | 'birth'> => ({
  name: kundli.name,
  birth: { date: kundli.birth.date, time: kundli.birth.time, place_label: kundli.birth.place.label },
});

/** Both people's charts, from their birth details or the caller's saved kundli. */
export async function resolveSides(db: Db, callerId: number | null, body: KundliMatchRequest) {
  return { boy: await sideKundli(db, callerId, body.boy, 'boy'), girl: await sideKundli(db, callerId, body.girl, 'girl') };
}

/** The engine's match of two charts, with who was matched. */
export function matchOf(boy: Kundli, girl: Kundli): KundliMatchResponse {
  const match = matchKundlis(moment(boy), moment(girl));
  return { ...match, boy: { ...who(boy), ...match.boy }, girl: { ...who(girl), ...match.girl } };
}

export async function matchRequested(db: Db, callerId: number | null, body: KundliMatchRequest): Promise<KundliMatchResponse> {
  const { boy, girl } = await resolveSides(db, callerId, body);
  return matchOf(boy, girl);
}
