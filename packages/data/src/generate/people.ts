import { BROKERAGES, FIRST_NAMES, LAST_NAMES, OUT_OF_STATE_CITIES, PLACE_WORDS } from './names.js';
import type { Random } from '../util/random.js';

/** Generated contact details. Phone numbers use the fictional 555-01xx range; e-mails use example.com. */
export const AREA_CODES = ['801', '385', '435'] as const;

export function phone(rng: Random, areaCode?: string): string {
  return `(${areaCode ?? rng.pick(AREA_CODES)}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

export function personName(rng: Random): { first: string; last: string } {
  return { first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) };
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function email(first: string, last: string, rng: Random): string {
  const n = rng.chance(0.4) ? String(rng.int(1, 99)) : '';
  return `${slug(first)}.${slug(last)}${n}@example.com`;
}

export function streetAddress(rng: Random): string {
  const n = rng.int(1, 98) * 50 + (rng.chance(0.5) ? 0 : rng.int(1, 49));
  const s = rng.int(1, 40) * 100;
  return `${n} ${rng.pick(['N', 'S'])} ${s} ${rng.pick(['E', 'W'])}`;
}

export function outOfStateAddress(rng: Random): {
  address: string;
  city: string;
  state: string;
  zip: string;
} {
  const [city, state, zip] = rng.pick(OUT_OF_STATE_CITIES);
  const street = rng.pick([
    'Maple Ave',
    'Oak St',
    'Desert Vista Dr',
    'Lakeshore Blvd',
    'Park Pl',
    'Canyon Rd',
    'Elm St',
  ]);
  return { address: `${rng.int(100, 9999)} ${street}`, city, state, zip };
}

export type OwnerType = 'Person' | 'LLC' | 'Trust' | 'Corporation' | 'Government' | 'Church' | 'Other';

/** An owner name as a county assessor writes it (upper case, "LAST, FIRST & SPOUSE"). */
export function ownerName(type: OwnerType, rng: Random, place: { city: string; county: string }): string {
  const a = personName(rng);
  switch (type) {
    case 'Person': {
      const spouse = rng.chance(0.6) ? ` & ${rng.pick(FIRST_NAMES)}` : '';
      return `${a.last}, ${a.first}${rng.chance(0.4) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}` : ''}${spouse}`.toUpperCase();
    }
    case 'Trust':
      return rng.chance(0.5)
        ? `${a.last} FAMILY TRUST`.toUpperCase()
        : `${a.first} ${a.last} REVOCABLE TRUST`.toUpperCase();
    case 'LLC':
      return `${rng.pick(PLACE_WORDS)} ${rng.pick(['Holdings', 'Properties', 'Investments', 'Land', 'Ventures', 'Partners'])} LLC`.toUpperCase();
    case 'Corporation':
      return `${rng.pick(PLACE_WORDS)} ${rng.pick(['Enterprises', 'Development', 'Industries', 'Realty'])} INC`.toUpperCase();
    case 'Government':
      return rng.weighted([
        [`${place.city} CITY`.toUpperCase(), 3],
        [`${place.county} COUNTY`.toUpperCase(), 2],
        ['STATE OF UTAH', 1],
        ['STATE OF UTAH SCHOOL & INSTITUTIONAL TRUST LANDS ADMIN', 2],
        ['UNITED STATES OF AMERICA', 3],
      ] as const);
    case 'Church':
      // Invented congregations: no real organisation is named as the owner of generated land.
      return `${rng.pick(PLACE_WORDS)} ${rng.pick(['COMMUNITY CHURCH', 'CHAPEL', 'FELLOWSHIP'])}`.toUpperCase();
    default:
      return `${a.last} ${rng.pick(['IRRIGATION CO', 'CANAL CO', 'HOA'])}`.toUpperCase();
  }
}

export function brokerage(rng: Random): string {
  return rng.pick(BROKERAGES);
}
