// Profile rules: an account reads and writes only its own profile (the admin may read any); answers in wire shape.
import { AUTH_MESSAGES } from '@app/contracts/auth';
import { paiseToRupees } from '@app/contracts/common';
import {
  ASTROLOGER_PROFILE_MESSAGES,
  type AstrologerProfileRequest,
  type AstrologerProfileResponse,
} from '@app/contracts/astrologer-profile';
import { ERROR_CATALOGUE } from '@app/contracts/errors';
import {
  PROFILE_MESSAGES,
  isIanaTimeZone,
  type UserProfileRequest,
  type UserProfileResponse,
} from '@app/contracts/profiles';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { astrologerColumns } from './astrologer-columns.ts';
import { requireLiveAccount, withLiveAccount } from '../../plugins/live-account.ts';
import * as repo from './profiles.repository.ts';

export const NOT_YOUR_PROFILE = ERROR_CATALOGUE.not_your_profile;

/** Someone else's profile is refused outright; only the admin reads across accounts. */
function assertMayRead(viewer: SessionUser, userId: number): void {
  if (viewer.id !== userId && viewer.role !== 'admin') throw forbidden('not_your_profile', NOT_YOUR_PROFILE);
}

function toUserProfile(row: repo.UserProfileRow): UserProfileResponse {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    place_of_birth: row.placeOfBirth,
    time_of_birth: row.timeOfBirth.slice(0, 5),
    profile_image: row.profileImage,
    birth_place_id: row.birthPlaceId,
    birth_latitude: row.birthLatitude,
    birth_longitude: row.birthLongitude,
    birth_time_zone: row.birthTimeZone,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * The picked place's coordinates and zone, checked before anything is stored: all three or none (a place typed without
 * the picker), and a time zone the runtime knows by its IANA name (the schema has checked the coordinates' ranges).
 * Each refusal has its own code and names its field.
 */
export function assertBirthPlace(input: UserProfileRequest): void {
  const given = [input.birth_latitude, input.birth_longitude, input.birth_time_zone].filter(present).length;
  if (given === 0) return;
  if (given < 3) {
    const missing = !present(input.birth_latitude) ? 'birth_latitude' : !present(input.birth_longitude) ? 'birth_longitude' : 'birth_time_zone';
    throw badRequest('birth_place_incomplete', PROFILE_MESSAGES.placeIncomplete, { [missing]: PROFILE_MESSAGES.placeIncomplete });
  }
  if (!isIanaTimeZone(input.birth_time_zone!)) {
    throw badRequest('birth_time_zone_invalid', PROFILE_MESSAGES.timeZoneInvalid, { birth_time_zone: PROFILE_MESSAGES.timeZoneInvalid });
  }
}

function toAstrologerProfile(row: repo.AstrologerRow): AstrologerProfileResponse {
  return {
    id: row.id,
    astro_id: row.id,
    user_id: row.userId,
    token_no: row.tokenNo,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profile_image: row.profileImage,
    about: row.about,
    experience: row.experience,
    rating: row.rating,
    language_known: row.languageKnown,
    type: row.type,
    expertise: row.expertise,
    skills: row.skills,
    charge: paiseToRupees(row.chargePaise),
    dob: row.dob,
    gender: row.gender,
    commission: row.commissionBp / 100,
    wallet: paiseToRupees(row.walletPaise),
    is_verified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getUserProfile(db: Db, viewer: SessionUser, userId: number): Promise<UserProfileResponse> {
  assertMayRead(viewer, userId);
  const row = await repo.findUserProfile(db, userId);
  if (!row) throw notFound('profile_not_found', PROFILE_MESSAGES.notFound);
  return toUserProfile(row);
}

/** Creates or updates the caller's own profile; the owner is the session's account, never a body field. */
export async function saveUserProfile(db: Db, owner: SessionUser, input: UserProfileRequest, now: Date) {
  assertBirthPlace(input);
  await withLiveAccount(db, owner.id, (tx) => repo.upsertUserProfile(tx, owner.id, input, now));
  const row = await repo.findUserProfile(db, owner.id);
  return { ...toUserProfile(row!), message: PROFILE_MESSAGES.saved };
}

export async function getAstrologerProfile(db: Db, viewer: SessionUser, userId: number): Promise<AstrologerProfileResponse> {
  assertMayRead(viewer, userId);
  const row = await repo.findAstrologerByUser(db, userId);
  if (!row) throw notFound('astrologer_profile_not_found', ASTROLOGER_PROFILE_MESSAGES.notFound);
  return toAstrologerProfile(row);
}

function astrologerValues(input: AstrologerProfileRequest): repo.AstrologerValues {
  return {
    ...astrologerColumns(input),
    profileImage: input.profile_image,
  };
}

/** The astrologer's own profile: created unverified with a new token number, or updated keeping both. */
export async function saveAstrologerProfile(db: Db, owner: SessionUser, input: AstrologerProfileRequest, now: Date) {
  const values = astrologerValues(input);
  // The row is read back inside the transaction: a deletion of the account committing right after it would leave
  // nothing to read outside it.
  const { created, row } = await db.transaction(async (tx) => {
    await requireLiveAccount(tx, owner.id);
    const existing = await repo.findAstrologerByUser(tx, owner.id);
    if (existing) {
      await repo.updateAstrologer(tx, owner.id, values, now);
    } else if ((await repo.insertAstrologer(tx, owner.id, values, now)) === undefined) {
      throw conflict('astrologer_exists', AUTH_MESSAGES.astrologerExists);
    }
    return { created: !existing, row: (await repo.findAstrologerByUser(tx, owner.id))! };
  });
  return {
    message: created ? ASTROLOGER_PROFILE_MESSAGES.created : ASTROLOGER_PROFILE_MESSAGES.updated,
    token_no: row.tokenNo,
    astro_id: row.id,
    is_verified: row.isVerified,
  };
}

// The admin's astrologer screens write the same profile columns as the astrologer's own form.
export { astrologerColumns, type AstrologerProfileFields } from './astrologer-columns.ts';
