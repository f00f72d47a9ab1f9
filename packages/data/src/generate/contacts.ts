import {
  AGENT_TITLES,
  HOUSE_STYLES,
  INVESTOR_KINDS,
  LOT_SIZES,
  PRODUCT_LABELS,
  UNIT_BANDS,
  type ContactType,
  type Product,
} from '@utah-land/shared';
import { AREA_TAG_DEFINITIONS } from '../geography/area-tags.js';
import { utahCities, type CityInfo } from '../geography/lookups.js';
import { pointToEwkt } from '../util/geo.js';
import { Random } from '../util/random.js';
import type { GeneratedCompany } from './companies.js';
import { medianFor, zipFor } from './parcel-row.js';
import { email, personName, phone, streetAddress } from './people.js';

export const CONTACT_COLUMNS = [
  'id',
  'firstname',
  'lastname',
  'name',
  'owner_name',
  'emails',
  'work_email',
  'jobtitle',
  'address',
  'cities',
  'state',
  'counties',
  'zip',
  'country',
  'types',
  'created_by',
  'phones',
  'phone_number1',
  'phone_number2',
  'mobilephone',
  'websites',
  'facebook_url',
  'twitter_url',
  'linkedin_url',
  'website_projects_url',
  'vendor_id',
  'owner_tags',
  'utah_area_tags',
  'utah_area_investment_tags',
  'developer_tags',
  'hs_lead_status',
  'investment_range',
  'investor_kind',
  'end_product_price_ranges',
  'home_buyer_price_range',
  'garage_size',
  'how_many_beds',
  'number_of_bathrooms',
  'how_many_acres_is_your_land',
  'land_owner_general_zoning_question',
  'market_sell_bulk',
  'lot_size',
  'desired_lot_sizes',
  'number_and_style_of_lots',
  'desired_number_and_style_of_lots',
  'type_style_of_home',
  'new_build_home_buyer_desired_cities',
  'real_estate_license_type_and_focus',
  'builder_focus_specialty',
  'invest_products',
  'what_size_of_lot_do_you_want',
  'match_area_tags',
  'match_cities',
  'match_counties',
  'build_products',
  'build_sf_lots',
  'build_th_pads',
  'build_condo_units',
  'develop_products',
  'develop_sf_lots',
  'develop_th_pads',
  'develop_condo_units',
  'invest_amount',
  'home_price',
  'home_styles',
  'acreage_range',
  'zonings',
  'agent_specialties',
  'location',
  'source',
] as const;

type Value = string | number | boolean | null | string[];

/** Investment tiers of the spec's ladder used by generated investors: label, min, max dollars. */
export const INVESTMENT_TIERS: [string, number, number][] = [
  ['$100,000 or less', 0, 100_000],
  ['$200,000', 100_000, 200_000],
  ['$500,000', 200_000, 500_000],
  ['$1,000,000', 500_000, 1_000_000],
  ['$2,000,000', 1_000_000, 2_000_000],
  ['$5,000,000', 2_000_000, 5_000_000],
  ['$10,000,000', 5_000_000, 10_000_000],
  ['$15-20 Mil', 15_000_000, 20_000_000],
  ['$50 Mil', 20_000_000, 50_000_000],
  ['$100 Mil', 50_000_000, 100_000_000],
];

/** A unit band ('4-15', '65+') as an inclusive int4range literal. */
export function bandRange(band: string): string {
  if (band.endsWith('+')) return `[${parseInt(band, 10)},)`;
  const [lo, hi] = band.split('-').map(Number);
  return `[${lo},${hi! + 1})`;
}

const BAND_KEY: Record<string, keyof typeof UNIT_BANDS> = {
  singleFamily: 'singleFamily',
  townhouse: 'townhouse',
  condos: 'condos',
};
const HOUSING: Product[] = ['singleFamily', 'townhouse', 'condos'];

/** Picks products and one band per product; returns the products, ranges by product and the band texts. */
function productProfile(rng: Random) {
  const products = rng.sample(
    HOUSING,
    rng.weighted([
      [1, 5],
      [2, 3],
      [3, 1],
    ] as const),
  );
  const ranges: Partial<Record<Product, string>> = {};
  const texts: string[] = [];
  for (const p of products) {
    const band = rng.pick(UNIT_BANDS[BAND_KEY[p]!]);
    ranges[p] = bandRange(band);
    texts.push(`${band} ${PRODUCT_LABELS[p]}`);
  }
  return { products: products as string[], ranges, texts };
}

function areaProfile(rng: Random, home: CityInfo) {
  const own = AREA_TAG_DEFINITIONS.filter((t) => t.county === home.county).map((t) => t.name);
  const others = AREA_TAG_DEFINITIONS.filter((t) => t.county !== home.county).map((t) => t.name);
  const tags = [
    ...rng.sample(own, rng.int(1, Math.min(3, own.length))),
    ...rng.sample(
      others,
      rng.weighted([
        [0, 6],
        [1, 3],
        [2, 1],
      ] as const),
    ),
  ];
  const counties = [...new Set(tags.map((t) => AREA_TAG_DEFINITIONS.find((d) => d.name === t)!.county))];
  return { tags, counties };
}

export interface ContactRows {
  contact: Value[];
  companyId: number | null;
}

/** One contact of a type consistent with its company (or a private person: homebuyer, land owner, investor). */
export function buildContact(
  seed: number,
  index: number,
  id: number,
  companies: GeneratedCompany[],
): ContactRows {
  const rng = new Random(seed, 'contact', index);
  const cities = utahCities();
  const business = companies.length > 0 && rng.chance(0.6);
  const company = business ? rng.pick(companies) : null;
  const types: ContactType[] = company
    ? company.kind === 'Builder' && rng.chance(0.25)
      ? ['Builder', 'Developer']
      : [company.kind]
    : [
        rng.weighted([
          ['New Build Homebuyer', 6],
          ['Land Owner', 3],
          ['Investor', 1],
        ] as const),
      ];
  const home = company
    ? cities.find((c) => c.name === company.city)!
    : rng.weighted(cities.map((c) => [c, Math.sqrt(c.population)] as const));
  const { first, last } = personName(rng);
  const zip = zipFor(home)?.zip ?? null;
  const area = areaProfile(rng, home);
  const v: Partial<Record<(typeof CONTACT_COLUMNS)[number], Value>> = {
    id,
    firstname: first,
    lastname: last,
    name: `${first} ${last}`,
    emails: [email(first, last, rng)],
    work_email: company
      ? `${first.toLowerCase()}@${company.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`
      : null,
    address: streetAddress(rng),
    cities: [home.name],
    state: 'UT',
    counties: [home.county],
    zip,
    country: 'United States',
    types,
    created_by: 'demo-data',
    phones: [phone(rng)],
    phone_number1: phone(rng),
    phone_number2: rng.chance(0.3) ? phone(rng) : null,
    mobilephone: rng.chance(0.7) ? phone(rng) : null,
    websites: company ? (company.row[10] as string[]) : [],
    facebook_url: company ? (company.row[12] as string | null) : null,
    twitter_url: company ? (company.row[16] as string | null) : null,
    linkedin_url: rng.chance(0.4)
      ? `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}-${index}`
      : null,
    vendor_id: company ? `V${String(index).padStart(7, '0')}` : null,
    hs_lead_status: rng.pick(['New', 'Open', 'In Progress', 'Connected', 'Open Deal', 'Unqualified']),
    location: pointToEwkt(home.lng + rng.float(-0.03, 0.03), home.lat + rng.float(-0.02, 0.02)),
    source: 'generated',
    owner_tags: [],
    match_area_tags: [],
    match_cities: [],
    match_counties: [],
  };
  const jobs: Record<string, string[]> = {
    Builder: ['Owner', 'President', 'Land Acquisition Manager', 'Purchasing Manager'],
    Developer: ['Principal', 'Development Manager', 'VP Land'],
    Investor: ['Managing Partner', 'Loan Officer', 'Portfolio Manager'],
    'Real Estate Agent': [...AGENT_TITLES],
    'Land Owner': ['Owner', 'Managing Member'],
    'Water Right Owner': ['General Manager', 'Secretary', 'Water Master'],
  };
  v.jobtitle = jobs[types[0]!] ? rng.pick(jobs[types[0]!]!) : null;

  if (types.includes('Builder')) {
    const p = productProfile(rng);
    Object.assign(v, {
      match_area_tags: area.tags,
      match_counties: area.counties,
      utah_area_tags: area.tags,
      build_products: p.products,
      build_sf_lots: p.ranges.singleFamily ?? null,
      build_th_pads: p.ranges.townhouse ?? null,
      build_condo_units: p.ranges.condos ?? null,
      number_and_style_of_lots: p.texts,
      builder_focus_specialty: rng.sample(
        ['Production', 'Custom', 'Semi-Custom', 'Luxury', 'Entry Level'],
        rng.int(1, 2),
      ),
      desired_lot_sizes: rng.sample(LOT_SIZES.slice(1, 5), rng.int(1, 2)),
      home_styles: rng.sample(HOUSE_STYLES, rng.int(1, 3)),
    });
  }
  if (types.includes('Developer')) {
    const p = productProfile(rng);
    Object.assign(v, {
      match_area_tags: area.tags,
      match_counties: area.counties,
      utah_area_tags: area.tags,
      develop_products: p.products,
      develop_sf_lots: p.ranges.singleFamily ?? null,
      develop_th_pads: p.ranges.townhouse ?? null,
      develop_condo_units: p.ranges.condos ?? null,
      desired_number_and_style_of_lots: p.texts,
      developer_tags: rng.sample(
        ['Buys Paper Lots', 'Entitlements', 'Horizontal', 'Master Planned'],
        rng.int(1, 2),
      ),
      acreage_range: `[${rng.pick([1, 2, 5, 10])},${rng.pick([20, 40, 80, 160, 640])}]`,
    });
  }
  if (types.includes('Investor')) {
    const lo = rng.int(0, INVESTMENT_TIERS.length - 2);
    const hi = rng.int(lo, Math.min(INVESTMENT_TIERS.length - 1, lo + 3));
    const products = rng.sample(['singleFamily', 'townhouse', 'condos', 'commercial', 'land'], rng.int(1, 3));
    Object.assign(v, {
      match_area_tags: area.tags,
      match_counties: area.counties,
      utah_area_investment_tags: area.tags,
      investor_kind: rng.pick(INVESTOR_KINDS),
      invest_products: products,
      what_real_estate_product: undefined,
      investment_range: `${INVESTMENT_TIERS[lo]![0]} - ${INVESTMENT_TIERS[hi]![0]}`,
      invest_amount: `[${INVESTMENT_TIERS[lo]![1]},${INVESTMENT_TIERS[hi]![2]}]`,
    });
    delete (v as Record<string, unknown>).what_real_estate_product;
  }
  if (types.includes('Real Estate Agent')) {
    Object.assign(v, {
      match_area_tags: area.tags,
      match_counties: area.counties,
      utah_area_tags: area.tags,
      agent_specialties: rng.sample(
        ['Land', 'New Construction', 'Residential', 'Commercial', 'Investment'],
        rng.int(1, 3),
      ),
      real_estate_license_type_and_focus: [
        rng.pick(AGENT_TITLES),
        rng.pick(['Land', 'Residential', 'Commercial']),
      ],
    });
  }
  if (types.includes('New Build Homebuyer')) {
    const median = medianFor(home);
    const desired = [
      home.name,
      ...rng.sample(
        cities.filter((c) => c.county === home.county && c.name !== home.name).map((c) => c.name),
        rng.int(0, 2),
      ),
    ];
    const lo = Math.round((median * rng.float(0.6, 1.1)) / 25_000) * 25_000;
    const hi = lo + rng.int(2, 8) * 50_000;
    const styles = rng.sample(HOUSE_STYLES, rng.int(1, 3));
    Object.assign(v, {
      match_cities: desired,
      new_build_home_buyer_desired_cities: desired,
      match_counties: [home.county],
      home_price: `[${lo},${hi}]`,
      home_buyer_price_range: `$${lo.toLocaleString('en-US')} - $${hi.toLocaleString('en-US')}`,
      home_styles: styles,
      type_style_of_home: styles,
      garage_size: `${rng.int(2, 3)} Car`,
      how_many_beds: String(rng.int(2, 5)),
      number_of_bathrooms: String(rng.int(2, 4)),
      what_size_of_lot_do_you_want: rng.pick(LOT_SIZES.slice(0, 5)),
    });
  }
  if (types.includes('Land Owner')) {
    const acres = Math.round(rng.spread(1.2) * 8 * 100) / 100;
    Object.assign(v, {
      owner_name: `${last}, ${first}`.toUpperCase(),
      owner_tags: ['Land Owner'],
      how_many_acres_is_your_land: acres,
      land_owner_general_zoning_question: rng.pick([
        'Agricultural',
        'Residential',
        'Commercial',
        "I don't know",
      ]),
      market_sell_bulk: rng.pick(['Yes', 'No', "I don't know"]),
      lot_size: rng.pick(LOT_SIZES),
    });
  }
  if (types.includes('Water Right Owner')) v.owner_tags = ['Water Right Owner'];
  return { contact: CONTACT_COLUMNS.map((c) => v[c] ?? defaultFor(c)), companyId: company?.id ?? null };
}

const ARRAY_COLUMNS = new Set<string>([
  'emails',
  'cities',
  'counties',
  'types',
  'phones',
  'websites',
  'owner_tags',
  'utah_area_tags',
  'utah_area_investment_tags',
  'developer_tags',
  'end_product_price_ranges',
  'desired_lot_sizes',
  'number_and_style_of_lots',
  'desired_number_and_style_of_lots',
  'type_style_of_home',
  'new_build_home_buyer_desired_cities',
  'real_estate_license_type_and_focus',
  'builder_focus_specialty',
  'invest_products',
  'match_area_tags',
  'match_cities',
  'match_counties',
  'build_products',
  'develop_products',
  'home_styles',
  'zonings',
  'agent_specialties',
]);

function defaultFor(column: string): Value {
  return ARRAY_COLUMNS.has(column) ? [] : null;
}
