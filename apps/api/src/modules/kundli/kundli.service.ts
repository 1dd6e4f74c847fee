// Kundli rules: drawing a chart for a chosen place, the user's saved chart, and the chart an astrologer sees of a user.
import { CONSULT_MESSAGES } from '@app/contracts/consultations';
import { FREE_QUESTION_MESSAGES } from '@app/contracts/free-questions';
import {
  KUNDLI_MESSAGES,
  PLACE_RESULTS_MAX,
  type Kundli,
  type KundliRequest,
  type ParticipantKundli,
  type Place,
} from '@app/contracts/kundli';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { requireLiveAccount } from '../../plugins/live-account.ts';
import { drawKundli } from './chart.ts';
import type { Locale } from '@app/contracts/i18n';
import { renderKundliPdf } from './kundli-pdf.ts';
import { findSaved as findSavedMatch } from './kundli-matches.repository.ts';
import * as repo from './kundli.repository.ts';
import { findPlace, resolvePlaceName, searchPlaces } from './places.ts';

export function findPlaces(query: string): { places: Place[] } {
  return { places: searchPlaces(query, PLACE_RESULTS_MAX) };
}

/** "06:30" for 06:30 and 06:30:00 (as the database gives a time back), so a saved chart reads back as it was drawn. */
const canonicalTime = (time: string) => time.trim().replace(/^(\d{2}:\d{2}):00$/, '$1');

/** The chart for a request from the kundli form: the place must be one the gazetteer knows. */
export function drawRequested(body: KundliRequest): Kundli {
  const place = findPlace(body.place_id);
  if (!place) throw badRequest('place_not_found', KUNDLI_MESSAGES.placeNotFound, { place_id: KUNDLI_MESSAGES.placeNotFound });
  return drawKundli({ date: body.date_of_birth, time: canonicalTime(body.time_of_birth), place, name: body.name ?? null });
}

/** The stored coordinates and zone decide, so a later gazetteer update never moves a saved chart. */
function placeOfSaved(row: repo.SavedKundliRow): Place {
  const known = findPlace(row.placeId);
  const base = known ?? { name: row.placeLabel.split(',')[0]!.trim(), region: '', country: '', country_code: '' };
  return {
    ...base,
    id: row.placeId,
    label: row.placeLabel,
    latitude: row.latitude,
    longitude: row.longitude,
    time_zone: row.timeZone,
  };
}

const drawSaved = (row: repo.SavedKundliRow) =>
  drawKundli({ date: row.birthDate, time: canonicalTime(row.birthTime), place: placeOfSaved(row), name: row.name });

export async function savedKundli(db: Db, userId: number): Promise<Kundli | null> {
  const row = await repo.findSaved(db, userId);
  return row && drawSaved(row);
}

/**
 * The place a profile's picked coordinates and zone describe: those decide the chart, as for a saved one; the
 * gazetteer entry, when its id is still known, gives the name, region and country.
 */
function placeOfPicked(text: string, picked: repo.PickedPlace): Place {
  const known = picked.placeId ? findPlace(picked.placeId) : undefined;
  return {
    id: known?.id ?? picked.placeId ?? '',
    name: known?.name ?? text,
    region: known?.region ?? '',
    country: known?.country ?? '',
    country_code: known?.country_code ?? '',
    label: known?.label ?? text,
    latitude: picked.latitude,
    longitude: picked.longitude,
    time_zone: picked.timeZone,
  };
}

/**
 * The chart of the profile's own birth details, for the kundli page of a user who saved none: only when the profile
 * has a date, a time and a place picked from the gazetteer (a typed place is not guessed at here), and the chart can
 * be drawn. Null otherwise, and the page opens with an empty form as before.
 */
export async function profileKundli(db: Db, userId: number): Promise<Kundli | null> {
  const details = await repo.findProfileBirth(db, userId);
  if (!details?.date || !details.time || !details.picked?.placeId) return null;
  const place = placeOfPicked(details.place, details.picked);
  return attempt(() => drawKundli({ date: details.date, time: canonicalTime(details.time), place, name: details.name })).kundli;
}

/** GET /api/kundli/mine: the saved chart, or else the one the profile's birth details draw. */
export async function myKundli(db: Db, userId: number): Promise<{ kundli: Kundli | null; from_profile: Kundli | null }> {
  const saved = await savedKundli(db, userId);
  return { kundli: saved, from_profile: saved ? null : await profileKundli(db, userId) };
}

/**
 * Draws first, so only a chart that can be drawn is ever stored. A save still on its way when the account is deleted
 * stores nothing and answers the 401 of a deleted account's session (live-account.ts).
 */
export async function saveKundli(db: Db, userId: number, body: KundliRequest) {
  const kundli = drawRequested(body);
  const { place } = kundli.birth;
  await db.transaction(async (tx) => {
    await requireLiveAccount(tx, userId);
    await repo.upsertSaved(tx, {
      userId,
      name: kundli.name,
      birthDate: kundli.birth.date,
      birthTime: kundli.birth.time,
      placeId: place.id,
      placeLabel: place.label.slice(0, 200),
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: place.time_zone,
    });
  });
  return { message: KUNDLI_MESSAGES.saved, kundli };
}

export async function removeKundli(db: Db, userId: number) {
  await repo.deleteSaved(db, userId);
  return { message: KUNDLI_MESSAGES.removed };
}

/** The chart an astrologer reads, or why there is none; a chart the engine refuses gives its own reason. */
function attempt(draw: () => Kundli): ParticipantKundli {
  try {
    return { kundli: draw(), reason: null };
  } catch (err) {
    if (err instanceof AppError && err.kind === 'bad_request') return { kundli: null, reason: err.message };
    throw err;
  }
}

/**
 * A user's kundli as an astrologer sees it: the saved one; else drawn from `birth` (a free question's snapshot) or
 * the profile, when its place of birth is found in the gazetteer; else none, with the reason.
 */
export async function kundliForUser(db: Db, userId: number, birth?: repo.BirthDetails): Promise<ParticipantKundli> {
  const saved = await repo.findSaved(db, userId);
  if (saved) return attempt(() => drawSaved(saved));
  const details = birth ?? (await repo.findProfileBirth(db, userId));
  if (!details?.date || !details.time || !details.place.trim()) return { kundli: null, reason: KUNDLI_MESSAGES.noBirthDetails };
  // A place picked from the gazetteer is used as picked; only a typed one is looked up by its name.
  const place = details.picked ? placeOfPicked(details.place, details.picked) : resolvePlaceName(details.place);
  if (!place) return { kundli: null, reason: KUNDLI_MESSAGES.placeUnresolved };
  return attempt(() => drawKundli({ date: details.date, time: canonicalTime(details.time), place, name: details.name }));
}

/**
 * The consultation's parties for its astrologer and the admin; anyone else is told it does not exist, as on every
 * consultation route.
 */
export async function consultationForItsAstrologer(db: Db, caller: SessionUser, consultationId: number) {
  const parties = await repo.findConsultationParties(db, consultationId);
  if (!parties || (caller.role !== 'admin' && parties.astroUserId !== caller.id)) {
    throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
  }
  return parties;
}

export async function consultationKundli(db: Db, caller: SessionUser, consultationId: number): Promise<ParticipantKundli> {
  return kundliForUser(db, (await consultationForItsAstrologer(db, caller, consultationId)).userId);
}

/** Whether the account saved this kundli match: a request may attach only its own. */
export async function ownsSavedMatch(db: Db, userId: number, matchId: number): Promise<boolean> {
  return (await findSavedMatch(db, userId, matchId)) !== null;
}

/** A free question's user, for an astrologer who may take it, holds it or answered it; the question's snapshot beats the profile. */
export async function freeQuestionKundli(db: Db, caller: SessionUser, questionId: number): Promise<ParticipantKundli> {
  const question = await repo.findQuestionForAstrologer(db, questionId, caller.id);
  if (!question) throw notFound('question_not_found', FREE_QUESTION_MESSAGES.notFound);
  return kundliForUser(db, question.userId, question.birth);
}

/** "kundli-asha-rao.pdf" in ASCII for every client, and the name as written (Devanagari too) for those that read filename*. */
function attachmentName(kundli: Kundli): string {
  const ascii = (kundli.name ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  const plain = `kundli-${ascii || kundli.birth.date}.pdf`;
  const written = kundli.name?.trim().replace(/[\s"\\/]+/g, '-');
  if (!written || /^[\x20-\x7e]*$/.test(written)) return `attachment; filename="${plain}"`;
  // RFC 5987 leaves out the few characters encodeURIComponent keeps but a header parameter may not hold.
  const encoded = encodeURIComponent(`kundli-${written}.pdf`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

export async function savedKundliPdf(db: Db, userId: number, generatedAt: Date, locale: Locale = 'en') {
  const kundli = await savedKundli(db, userId);
  if (!kundli) throw notFound('kundli_not_saved', KUNDLI_MESSAGES.notSaved);
  return { pdf: await renderKundliPdf(kundli, generatedAt, locale), disposition: attachmentName(kundli) };
}
