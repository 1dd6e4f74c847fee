// A signed-in user's saved kundli matches: the birth details of both people are kept, and the match is drawn again
// from them on opening, so a saved match reads as it was matched.
import type { Locale } from '@app/contracts/i18n';
import type { Kundli, Place } from '@app/contracts/kundli';
import type { KundliMatchRequest, VerdictBand } from '@app/contracts/kundli-match';
import { SAVED_MATCHES_MAX, SAVED_MATCH_MESSAGES, type SavedMatchSummary } from '@app/contracts/kundli-matches';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import { drawKundli } from './chart.ts';
import { renderMatchPdf } from './kundli-match-pdf.ts';
import { matchOf, resolveSides } from './kundli-match.service.ts';
import * as repo from './kundli-matches.repository.ts';
import { consultationForItsAstrologer } from './kundli.service.ts';

type Side = 'boy' | 'girl';

/** The columns of one person: the birth details as matched, the place's label, coordinates and zone. */
function columnsOf(kundli: Kundli) {
  const { birth } = kundli;
  return {
    name: kundli.name,
    birthDate: birth.date,
    birthTime: birth.time,
    placeId: birth.place.id,
    placeLabel: birth.place.label.slice(0, 200),
    latitude: birth.place.latitude,
    longitude: birth.place.longitude,
    timeZone: birth.place.time_zone,
  };
}

/** The stored coordinates and zone decide, so a later gazetteer update never moves a saved match. */
function kundliOf(row: repo.SavedMatchRow, side: Side): Kundli {
  const label = side === 'boy' ? row.boyPlaceLabel : row.girlPlaceLabel;
  const place: Place = {
    id: side === 'boy' ? row.boyPlaceId : row.girlPlaceId,
    name: label.split(',')[0]!.trim(),
    region: '',
    country: '',
    country_code: '',
    latitude: side === 'boy' ? row.boyLatitude : row.girlLatitude,
    longitude: side === 'boy' ? row.boyLongitude : row.girlLongitude,
    time_zone: side === 'boy' ? row.boyTimeZone : row.girlTimeZone,
    label,
  };
  const [date, time, name] =
    side === 'boy' ? [row.boyBirthDate, row.boyBirthTime, row.boyName] : [row.girlBirthDate, row.girlBirthTime, row.girlName];
  return drawKundli({ date, time: time.replace(/^(\d{2}:\d{2}):00$/, '$1'), place, name });
}

/** Matches first, so only a match that can be drawn is ever stored; at most SAVED_MATCHES_MAX per account. */
export async function saveMatch(db: Db, userId: number, body: KundliMatchRequest) {
  const { boy, girl } = await resolveSides(db, userId, body);
  const match = matchOf(boy, girl);
  const id = await db.transaction(async (tx) => {
    await requireLiveAccount(tx, userId);
    if ((await repo.countSaved(tx, userId)) >= SAVED_MATCHES_MAX) throw conflict('matches_full', SAVED_MATCH_MESSAGES.full);
    const [b, g] = [columnsOf(boy), columnsOf(girl)];
    return repo.insertSaved(tx, {
      userId,
      boyName: b.name,
      boyBirthDate: b.birthDate,
      boyBirthTime: b.birthTime,
      boyPlaceId: b.placeId,
      boyPlaceLabel: b.placeLabel,
      boyLatitude: b.latitude,
      boyLongitude: b.longitude,
      boyTimeZone: b.timeZone,
      girlName: g.name,
      girlBirthDate: g.birthDate,
      girlBirthTime: g.birthTime,
      girlPlaceId: g.placeId,
      girlPlaceLabel: g.placeLabel,
      girlLatitude: g.latitude,
      girlLongitude: g.longitude,
      girlTimeZone: g.timeZone,
      total: match.guna_milan.total,
      band: match.verdict.band,
    });
  });
  return { message: SAVED_MATCH_MESSAGES.saved, id, match };
}

export async function savedMatches(db: Db, userId: number): Promise<{ matches: SavedMatchSummary[] }> {
  const rows = await repo.listSaved(db, userId);
  return {
    matches: rows.map((r) => ({
      id: r.id,
      boy_name: r.boyName,
      girl_name: r.girlName,
      total: r.total,
      band: r.band as VerdictBand,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function savedMatch(db: Db, userId: number, id: number) {
  const row = await repo.findSaved(db, userId, id);
  if (!row) throw notFound('match_not_found', SAVED_MATCH_MESSAGES.notFound);
  return { id: row.id, match: matchOf(kundliOf(row, 'boy'), kundliOf(row, 'girl')) };
}

/**
 * The match a consultation's user attached, for its astrologer and the admin, drawn from the user's saved match; a
 * consultation without one (or whose match was deleted since) answers 404 match_not_found.
 */
export async function consultationMatch(db: Db, caller: SessionUser, consultationId: number) {
  const { userId, matchId } = await consultationForItsAstrologer(db, caller, consultationId);
  if (matchId === null) throw notFound('match_not_found', SAVED_MATCH_MESSAGES.notFound);
  return savedMatch(db, userId, matchId);
}

export async function removeMatch(db: Db, userId: number, id: number) {
  if (!(await repo.deleteSaved(db, userId, id))) throw notFound('match_not_found', SAVED_MATCH_MESSAGES.notFound);
  return { message: SAVED_MATCH_MESSAGES.removed };
}

/** The saved match as a PDF in the reader's language, named by its id (the names may be in any script). */
export async function savedMatchPdf(db: Db, userId: number, id: number, generatedAt: Date, locale: Locale = 'en') {
  const { match } = await savedMatch(db, userId, id);
  return { pdf: await renderMatchPdf(match, generatedAt, locale), disposition: `attachment; filename="kundli-matching-${id}.pdf"` };
}
