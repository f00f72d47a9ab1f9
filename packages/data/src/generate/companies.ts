import type { ContactType } from '@utah-land/shared';
import { utahCities } from '../geography/lookups.js';
import { Random } from '../util/random.js';
import {
  BROKERAGE_SUFFIXES,
  BUILDER_SUFFIXES,
  DEVELOPER_SUFFIXES,
  INVESTOR_SUFFIXES,
  isKnownBrand,
  LAST_NAMES,
  PLACE_WORDS,
} from './names.js';
import { zipFor } from './parcel-row.js';
import { phone, slug, streetAddress } from './people.js';

export const COMPANY_COLUMNS = [
  'id',
  'name',
  'emails',
  'address',
  'mailing_address',
  'city',
  'state',
  'zip',
  'company_type',
  'contact_types',
  'websites',
  'phones',
  'facebook_url',
  'facebook_company_page',
  'linkedin_url',
  'linkedin_company_page',
  'twitter_url',
  'google_rating',
  'google_review_count',
  'source',
] as const;

export interface GeneratedCompany {
  id: number;
  name: string;
  kind: ContactType;
  city: string;
  row: (string | number | boolean | null | string[])[];
}

const KINDS: [ContactType, number, readonly string[], string][] = [
  ['Builder', 30, BUILDER_SUFFIXES, 'Home Builder'],
  ['Developer', 20, DEVELOPER_SUFFIXES, 'Land Developer'],
  ['Investor', 15, INVESTOR_SUFFIXES, 'Investor / Lender'],
  ['Real Estate Agent', 22, BROKERAGE_SUFFIXES, 'Real Estate Brokerage'],
  ['Land Owner', 9, ['Land & Livestock', 'Farms', 'Family Partnership', 'Ranch'], 'Land Owner'],
  ['Water Right Owner', 4, ['Water Company', 'Irrigation Company', 'Canal Company'], 'Water Company'],
];

/** Companies of every kind, with unique names (case-insensitive), websites and social links. */
export function generateCompanies(
  count: number,
  seed: number,
  firstId: number,
  taken: Set<string>,
): GeneratedCompany[] {
  const cities = utahCities().filter((c) => c.population >= 5000);
  const out: GeneratedCompany[] = [];
  for (let i = 0; i < count; i++) {
    const rng = new Random(seed, 'company', i);
    const [kind, , suffixes, label] = rng.weighted(KINDS.map((k) => [k, k[1]] as const));
    const stem = rng.chance(0.5) ? rng.pick(LAST_NAMES) : rng.pick(PLACE_WORDS);
    let name = `${stem} ${rng.pick(suffixes)}`;
    // A name that happens to be a real brand ('Wright Homes') is re-drawn like a taken one.
    for (let n = 2; taken.has(name.toLowerCase()) || isKnownBrand(name); n++) {
      name =
        n === 2
          ? `${rng.pick(PLACE_WORDS)} ${stem} ${rng.pick(suffixes)}`
          : `${isKnownBrand(name) ? rng.pick(PLACE_WORDS) : stem} ${rng.pick(suffixes)} ${n}`;
    }
    taken.add(name.toLowerCase());
    const city = rng.pick(cities);
    const s = slug(name);
    const address = streetAddress(rng);
    const rated = rng.chance(0.7);
    const zip = zipFor(city)?.zip ?? null;
    out.push({
      id: firstId + i,
      name,
      kind,
      city: city.name,
      row: [
        firstId + i,
        name,
        [`info@${s}.example.com`],
        address,
        rng.chance(0.3) ? `PO Box ${rng.int(100, 9999)}, ${city.name}, UT ${zip ?? ''}`.trim() : address,
        city.name,
        'UT',
        zip,
        label,
        [kind],
        [`https://www.${s}.example.com`],
        [phone(rng)],
        rng.chance(0.6) ? `https://www.facebook.com/${s.replace(/-/g, '')}` : null,
        rng.chance(0.4) ? `https://www.facebook.com/${s.replace(/-/g, '')}` : null,
        rng.chance(0.5) ? `https://www.linkedin.com/company/${s}` : null,
        rng.chance(0.5) ? `https://www.linkedin.com/company/${s}` : null,
        rng.chance(0.25) ? `https://twitter.com/${s.replace(/-/g, '').slice(0, 15)}` : null,
        rated ? Math.round(rng.float(3.2, 5) * 10) / 10 : null,
        rated ? rng.int(3, 450) : null,
        'generated',
      ],
    });
  }
  return out;
}
