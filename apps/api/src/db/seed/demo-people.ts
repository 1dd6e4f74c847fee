// Demo accounts: customers with profiles and addresses, and astrologers (verified and waiting for approval).
import type { addresses, astrologers, userProfiles, users } from '../schema/index.ts';
import { SEED_ASTROLOGERS, SEED_CITIES, SEED_CUSTOMERS, SEED_STREETS, type SeedPerson } from './people-data.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, before, isoDate } from './seed-time.ts';

export type UserRow = typeof users.$inferInsert & { id: number; createdAt: Date };
export type AstrologerRow = typeof astrologers.$inferInsert & { id: number };
export type AddressRow = typeof addresses.$inferInsert & { id: number };

/** The first demo user id: id 1 is the admin. */
const FIRST_USER_ID = 2;
/** How many customers have placed orders (the oldest accounts). */
export const ORDERING_CUSTOMERS = 12;
/** Customers who signed up but never filled their profile. */
const WITHOUT_PROFILE = new Set([13, 22, 26, 28]);
/** Customers who signed up with a phone only. */
const PHONE_ONLY = new Set([26, 29]);

export interface People {
  customers: UserRow[];
  astroUsers: UserRow[];
  profiles: (typeof userProfiles.$inferInsert)[];
  astrologers: AstrologerRow[];
  addresses: AddressRow[];
}

function uniquePhone(rng: Random, taken: Set<string>): string {
  for (;;) {
    const phone = String(rng.int(6, 9)) + String(rng.int(0, 999_999_999)).padStart(9, '0');
    if (!taken.has(phone) && !/^(\d)\1{9}$/.test(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

function emailOf(person: SeedPerson, i: number): string {
  const first = person.first.toLowerCase();
  const last = person.last.toLowerCase();
  if (i % 3 === 0) return `${first}.${last}@example.com`;
  if (i % 3 === 1) return `${first}${last[0]}${10 + ((i * 7) % 89)}@example.in`;
  return `${first}_${last}@example.org`;
}

/** Every demo account signed up as the site asks: confirming 18 or over and accepting the privacy policy. */
const consentedAtSignup = (user: UserRow): UserRow => ({ ...user, ageConfirmedAt: user.createdAt, privacyConsentAt: user.createdAt });

export function buildPeople(
  rng: Random,
  now: Date,
  avatars: { customers: string[]; astrologers: string[] },
  adminPhone: string,
): People {
  const phones = new Set([adminPhone]);
  const customers: UserRow[] = SEED_CUSTOMERS.map((p, i): UserRow => ({
    id: FIRST_USER_ID + i,
    name: `${p.first} ${p.last}`,
    email: PHONE_ONLY.has(i) ? null : emailOf(p, i),
    phone: uniquePhone(rng, phones),
    role: 'user',
    // The oldest accounts come first; the last ones signed up in the past few weeks.
    createdAt: before(now, (130 - i * 4) * DAY + rng.int(0, 20) * HOUR),
  })).map(consentedAtSignup);

  const profiles = SEED_CUSTOMERS.flatMap((p, i) => {
    if (WITHOUT_PROFILE.has(i)) return [];
    const user = customers[i]!;
    const dob = new Date(Date.UTC(rng.int(1962, 2004), rng.int(0, 11), rng.int(1, 28)));
    const time = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00`;
    return [
      {
        userId: user.id,
        name: user.name!,
        dateOfBirth: isoDate(dob),
        gender: p.gender,
        placeOfBirth: SEED_CITIES[p.city]!.name,
        timeOfBirth: time,
        profileImage: avatars.customers[i]!,
        createdAt: new Date(user.createdAt.getTime() + rng.int(5, 40) * 60_000),
      },
    ];
  });

  const astroUsers: UserRow[] = SEED_ASTROLOGERS.map((a, i): UserRow => ({
    id: FIRST_USER_ID + SEED_CUSTOMERS.length + i,
    name: a.name,
    email: `${a.name.toLowerCase().replace(/^pandit /, '').replace(/\s+/g, '.')}@example.com`,
    phone: uniquePhone(rng, phones),
    role: 'astro',
    createdAt: before(now, (170 - i * 9) * DAY),
  })).map(consentedAtSignup);

  const astrologerRows: AstrologerRow[] = SEED_ASTROLOGERS.map((a, i) => ({
    id: i + 1,
    userId: astroUsers[i]!.id,
    tokenNo: `JK${1001 + i}`,
    name: a.name,
    profileImage: avatars.astrologers[i]!,
    about: a.about,
    experience: a.experience,
    rating: a.rating,
    languageKnown: a.languages,
    type: a.types.join(', '),
    expertise: a.expertise,
    skills: a.skills,
    chargePaise: a.chargePaise,
    dob: a.dob,
    gender: a.gender,
    quality: 0,
    // Basis points from a two-decimal percent, without floating-point drift.
    commissionBp: a.commission === null ? 0 : Math.round(a.commission * 100),
    isVerified: a.commission !== null,
    createdAt: new Date(astroUsers[i]!.createdAt.getTime() + HOUR),
  }));

  const addressRows: AddressRow[] = [];
  for (let i = 0; i < ORDERING_CUSTOMERS; i++) {
    const user = customers[i]!;
    const home = SEED_CUSTOMERS[i]!.city;
    const count = i % 3 === 0 ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const city = SEED_CITIES[k === 0 ? home : (home + 5) % SEED_CITIES.length]!;
      addressRows.push({
        id: addressRows.length + 1,
        userId: user.id,
        street: `${rng.int(1, 299)} ${rng.pick(SEED_STREETS)}`,
        city: city.name,
        state: city.state,
        postalCode: city.postalCode,
        country: 'India',
        addressType: k === 0 ? 'Home' : 'Office',
        addressName: k === 0 ? 'Home' : 'Office',
        // Exactly one default per user: the newest address for people with two.
        isSelected: k === count - 1,
        createdAt: new Date(user.createdAt.getTime() + (k + 1) * DAY),
      });
    }
  }

  return { customers, astroUsers, profiles, astrologers: astrologerRows, addresses: addressRows };
}
