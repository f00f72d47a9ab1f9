// Answers → matching profile (docs/surveys.md, "Mapping") and → map filters. One table per survey type; the API writes
// the profile on the taker's contact (or a project), stores the criteria rows and serves the filter URL.
// docs/surveys.md explains the choices.

import type { ContactType, Product } from '../enums.js';
import { SPECIAL_PRODUCT_TYPES } from '../enums.js';
import { answerList, answerText, parcelIdsOf, type SurveyAnswers } from './definitions.js';
import {
  BUILDER_CONDOS,
  DEVELOPER_CONDOS,
  DONT_DEVELOP_SFD,
  PRICE_LADDER,
  PROJECT_CONDOS,
  PROJECT_SINGLE_FAMILY,
  PROJECT_TOWN_HOMES,
  SINGLE_FAMILY,
  TOWNHOMES,
} from './options.js';
import { leadingNumber } from './validation.js';

/** An inclusive range; high null = no upper bound. */
export type Range = [number, number | null];

/** The demand (or supply) columns of a contact, as docs/matching.md, "Demand side: contacts" names them. */
export interface ContactProfile {
  types: ContactType[];
  matchAreaTags: string[];
  matchCities: string[];
  buildProducts: Product[];
  buildRanges: Partial<Record<'singleFamily' | 'townhouse' | 'condos', Range>>;
  developProducts: Product[];
  developRanges: Partial<Record<'singleFamily' | 'townhouse' | 'condos', Range>>;
  developerTags: string[];
  investProducts: Product[];
  investAmount: Range | null;
  /** The investment range in the ladder's words ('$1,000,000 - $5,000,000'), null when not asked. */
  investmentRange: string | null;
  investorKind: 'Investor' | 'Lender' | 'Both' | null;
  homeStyles: string[];
  homePrice: Range | null;
  desiredCities: string[];
  agentSpecialties: string[];
  licenseType: string | null;
  acres: number | null;
  zoning: string | null;
  /** The parcel ids a land owner names (`parcelIdsOf`), as the parcels table spells them or formats them. */
  parcelIds: string[];
}

/** What 'I Have a Project' describes: a project row (public surveys) with its counts. */
export interface ProjectProfile {
  name: string | null;
  address: string | null;
  city: string;
  status: string;
  acres: number | null;
  products: Product[];
  sfLots: number | null;
  thPads: number | null;
  condoUnits: number | null;
}

export interface SurveyProfile {
  /** Null for surveys that make no contact (I Have a Project). */
  contact: ContactProfile | null;
  project: ProjectProfile | null;
  /** Derived criteria rows (criteria, value), in question order. */
  criteria: { criteria: string; value: string }[];
  /** The map's query string for this profile (utahAreaTags, cities, products, projectStatus, ...). */
  filterQuery: string;
}

/**
 * Dollars per lot, pad or unit used to turn an investment range into lot counts (docs/surveys.md, "Mapping": the
 * investment ladder's implied lot-count ranges). Rough Utah land costs per finished lot.
 */
export const PRICE_PER_UNIT: Record<'singleFamily' | 'townhouse' | 'condos', number> = {
  singleFamily: 120_000,
  townhouse: 70_000,
  condos: 40_000,
};

/** A unit band's range: '4-15' → [4, 15], '65 or more' / '80+' → [65, null]. */
export function bandRange(band: string): Range | null {
  const lo = leadingNumber(band);
  if (Number.isNaN(lo)) return null;
  const m = /^\s*\d+\s*-\s*(\d+)/.exec(band);
  return [lo, m ? Number(m[1]) : null];
}

/** The range spanned by a min band and a max band (min's low end to max's high end). */
export function minMaxRange(min: string, max: string): Range | null {
  if (!min || min === DONT_DEVELOP_SFD) return null;
  const a = bandRange(min);
  const b = max && max !== DONT_DEVELOP_SFD ? bandRange(max) : null;
  if (!a) return null;
  return [a[0], b ? b[1] : a[1]];
}

/** The dollars of a min and max ladder answer ('No Minimum' → 0; no max or '$500 Mil+' → unbounded). */
export function investmentRange(min: string, max: string): Range | null {
  const lo = PRICE_LADDER.find((s) => s.label === min);
  if (!lo) return null;
  const hi = PRICE_LADDER.find((s) => s.label === max);
  const high = hi ? hi.high : null;
  return [lo.low, high === null ? null : Math.max(high, lo.low)];
}

/** Lot counts an investment range can buy per product (floor of low / price, ceiling of high / price). */
export function impliedLotRanges(amount: Range): Record<'singleFamily' | 'townhouse' | 'condos', Range> {
  const out = {} as Record<'singleFamily' | 'townhouse' | 'condos', Range>;
  for (const [p, price] of Object.entries(PRICE_PER_UNIT) as [
    'singleFamily' | 'townhouse' | 'condos',
    number,
  ][])
    out[p] = [Math.floor(amount[0] / price), amount[1] === null ? null : Math.ceil(amount[1] / price)];
  return out;
}

export const rangeText = (r: Range) => (r[1] === null ? `${r[0]}+` : `${r[0]}-${r[1]}`);

const INVEST_PRODUCT: Record<string, Product> = {
  Condos: 'condos',
  Townhomes: 'townhouse',
  'Single Family': 'singleFamily',
  'Commercial Office and Retail': 'commercial',
  Land: 'land',
  Ranches: 'land',
};

function emptyContact(types: ContactType[]): ContactProfile {
  return {
    types,
    matchAreaTags: [],
    matchCities: [],
    buildProducts: [],
    buildRanges: {},
    developProducts: [],
    developRanges: {},
    developerTags: [],
    investProducts: [],
    investAmount: null,
    investmentRange: null,
    investorKind: null,
    homeStyles: [],
    homePrice: null,
    desiredCities: [],
    agentSpecialties: [],
    licenseType: null,
    acres: null,
    zoning: null,
    parcelIds: [],
  };
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];
const numberOf = (s: string): number | null => {
  const n = Number(s.replace(/,/g, ''));
  return s.trim() !== '' && Number.isFinite(n) ? n : null;
};

/** Builder/developer products and per-product ranges of the fields of definitions.ts. */
function productProfile(a: SurveyAnswers, kind: 'build' | 'develop') {
  const chosen = answerList(a, kind === 'build' ? 'products_you_build' : 'products_you_develop');
  const condosLabel = kind === 'build' ? BUILDER_CONDOS : DEVELOPER_CONDOS;
  const products: Product[] = [];
  const ranges: ContactProfile['buildRanges'] = {};
  const take = (label: string, product: 'singleFamily' | 'townhouse' | 'condos', key: string) => {
    if (!chosen.includes(label)) return;
    const min = answerText(a, `min_${key}_${kind}`);
    const max = answerText(a, `max_${key}_${kind}`);
    // "Don't Develop SFD" on both ends: single family is not wanted after all.
    if (min === DONT_DEVELOP_SFD && max === DONT_DEVELOP_SFD) return;
    products.push(product);
    const r = minMaxRange(min, max);
    if (r) ranges[product] = r;
  };
  take(SINGLE_FAMILY, 'singleFamily', 'single_family_lots');
  take(TOWNHOMES, 'townhouse', 'townhome_pads');
  take(condosLabel, 'condos', 'apartment_condo_units');
  if (chosen.includes('Commercial')) products.push('commercial');
  if (chosen.includes('Land')) products.push('land');
  return { products, ranges };
}

// The contact each kind of survey writes (registry.ts picks one per survey type and client type). `areaField` is
// the question holding the area tags: client surveys ask them under a field of their own per client type.

export function builderContact(a: SurveyAnswers, areaField = 'utah_area_tags'): ContactProfile {
  const p = productProfile(a, 'build');
  return {
    ...emptyContact(['Builder']),
    matchAreaTags: answerList(a, areaField),
    buildProducts: p.products,
    buildRanges: p.ranges,
  };
}

export function developerContact(a: SurveyAnswers, areaField = 'utah_area_tags'): ContactProfile {
  const p = productProfile(a, 'develop');
  return {
    ...emptyContact(['Developer']),
    matchAreaTags: answerList(a, areaField),
    developProducts: p.products,
    developRanges: p.ranges,
    developerTags: answerText(a, 'buys_paper_lots') === 'Yes' ? ['Buys Paper Lots'] : [],
  };
}

export function investorContact(a: SurveyAnswers): ContactProfile {
  const kind = answerText(a, 'investor_or_lender');
  const min = answerText(a, 'minimum_investment');
  const max = answerText(a, 'maximum_investment');
  return {
    ...emptyContact(['Investor']),
    matchAreaTags: answerList(a, 'utah_area_investment_tags'),
    investProducts: uniq(answerList(a, 'product_invest').flatMap((x) => INVEST_PRODUCT[x] ?? [])),
    investAmount: investmentRange(min, max),
    investmentRange: min ? (max ? `${min} - ${max}` : min) : null,
    investorKind: kind === 'Investor' || kind === 'Lender' || kind === 'Both' ? kind : null,
  };
}

export function agentContact(a: SurveyAnswers, areaField = 'utah_area_tags'): ContactProfile {
  return {
    ...emptyContact(['Real Estate Agent']),
    matchAreaTags: answerList(a, areaField),
    agentSpecialties: answerList(a, 'real_estate_specialty'),
    licenseType: answerText(a, 'license_type') || null,
  };
}

export function homeBuyerContact(a: SurveyAnswers): ContactProfile {
  const budget = PRICE_LADDER.find((s) => s.label === answerText(a, 'home_budget'));
  const cities = answerList(a, 'desired_cities');
  return {
    ...emptyContact(['New Build Homebuyer']),
    matchCities: cities,
    desiredCities: cities,
    homeStyles: answerList(a, 'type_style_of_home'),
    homePrice: budget ? [0, budget.high] : null,
  };
}

/** A land owner's (or a Property Seller client's, with its area tags) land: city, acres, zoning. */
export function landOwnerContact(a: SurveyAnswers, areaField: string | null = null): ContactProfile {
  return {
    ...emptyContact(['Land Owner']),
    matchCities: answerList(a, 'city'),
    matchAreaTags: areaField ? answerList(a, areaField) : [],
    acres: numberOf(answerText(a, 'acres')),
    zoning: answerText(a, 'current_zoning') || null,
    parcelIds: parcelIdsOf(answerText(a, 'parcel_ids')),
  };
}

export const waterRightContact = (a: SurveyAnswers): ContactProfile => ({
  ...emptyContact(['Water Right Owner']),
  matchCities: answerList(a, 'water_right_city'),
});

/** What an 'I Have a Project' survey describes. */
export function projectProfileOf(a: SurveyAnswers): ProjectProfile {
  const types = answerList(a, 'project_type');
  const count = (label: string, field: string) =>
    types.includes(label) ? numberOf(answerText(a, field)) : null;
  const products: Product[] = [];
  if (types.includes(PROJECT_SINGLE_FAMILY)) products.push('singleFamily');
  if (types.includes(PROJECT_TOWN_HOMES)) products.push('townhouse');
  if (types.includes(PROJECT_CONDOS)) products.push('condos');
  return {
    name: answerText(a, 'project_name') || null,
    address: answerText(a, 'address') || null,
    city: answerText(a, 'city'),
    status: answerText(a, 'development_stage'),
    acres: numberOf(answerText(a, 'acres')),
    products,
    sfLots: count(PROJECT_SINGLE_FAMILY, 'number_of_single_family_lots'),
    thPads: count(PROJECT_TOWN_HOMES, 'number_of_townhome_pads'),
    condoUnits: count(PROJECT_CONDOS, 'number_of_apartments_condos'),
  };
}

const PRODUCT_FLAGS: Product[] = ['singleFamily', 'townhouse', 'condos', 'commercial', 'land'];
/** The map's lot-count parameter of each counted product (packages/shared/src/schemas/map.ts). */
const LOT_PARAMS = [
  ['singleFamily', 'singleFamilyLots'],
  ['townhouse', 'townhousePads'],
  ['condos', 'condoUnits'],
] as const;

/** The derived criteria rows and the map filters of a survey's contact and project (registry.ts: surveyProfileOf). */
export function profileFrom(
  contact: ContactProfile | null,
  project: ProjectProfile | null,
  a: SurveyAnswers,
): SurveyProfile {
  const rows: { criteria: string; value: string }[] = [];
  const add = (criteria: string, values: (string | null | undefined)[]) => {
    for (const value of values) if (value) rows.push({ criteria, value });
  };
  const filters = new URLSearchParams();
  const list = (key: string, values: string[]) => {
    if (values.length) filters.set(key, values.join('|'));
  };

  if (contact) {
    add('types', contact.types);
    add('utahAreaTags', contact.matchAreaTags);
    add('cities', uniq([...contact.matchCities, ...contact.desiredCities]));
    const ranges = (prefix: string, products: Product[], r: ContactProfile['buildRanges']) => {
      add(`${prefix}Products`, products);
      for (const [p, range] of Object.entries(r)) add('numberAndStyleOfLots', [`${p}:${rangeText(range)}`]);
    };
    ranges('build', contact.buildProducts, contact.buildRanges);
    ranges('develop', contact.developProducts, contact.developRanges);
    add('developerTags', contact.developerTags);
    add('investProducts', contact.investProducts);
    if (contact.investAmount) {
      add('investAmount', [rangeText(contact.investAmount)]);
      const lots = impliedLotRanges(contact.investAmount);
      for (const p of contact.investProducts)
        if (p in lots) add('numberAndStyleOfLots', [`${p}:${rangeText(lots[p as keyof typeof lots])}`]);
    }
    add('investorKind', [contact.investorKind]);
    add('houseStyle', contact.homeStyles);
    if (contact.homePrice) add('homePrice', [rangeText(contact.homePrice)]);
    add('agentSpecialties', contact.agentSpecialties);
    add('licenseType', [contact.licenseType]);
    if (contact.acres !== null) add('acreage', [String(contact.acres)]);
    add('currentZoning', [contact.zoning]);
    const special = answerList(a, 'product_invest').filter((x) =>
      (SPECIAL_PRODUCT_TYPES as readonly string[]).includes(x),
    );
    add('specialProductTypes', special);

    list('utahAreaTags', contact.matchAreaTags);
    list('cities', uniq([...contact.matchCities, ...contact.desiredCities]));
    const wanted = new Set([...contact.buildProducts, ...contact.developProducts, ...contact.investProducts]);
    for (const p of PRODUCT_FLAGS) if (wanted.has(p)) filters.set(p, 'true');
    // The lot ranges, so the map shows what the survey's matches hold (the first range a product has, as
    // apps/api/src/modules/surveys/survey-subject.ts reads them: building, developing, then investing).
    const implied = contact.investAmount ? impliedLotRanges(contact.investAmount) : null;
    for (const [product, param] of LOT_PARAMS) {
      const range =
        (contact.buildProducts.includes(product) ? contact.buildRanges[product] : undefined) ??
        (contact.developProducts.includes(product) ? contact.developRanges[product] : undefined) ??
        (implied && contact.investProducts.includes(product) ? implied[product] : undefined);
      if (range) filters.set(param, `${range[0]}|${range[1] ?? ''}`);
    }
    list('houseStyle', contact.homeStyles);
    list('specialProductTypes', special);
    add('parcelId', contact.parcelIds);
    list('parcelId', contact.parcelIds);
    if (contact.acres !== null && contact.types.includes('Land Owner')) {
      filters.set('minAcreage', String(contact.acres));
    }
  }
  if (project) {
    add('cities', [project.city]);
    add('projectStatus', [project.status]);
    add('products', project.products);
    if (project.sfLots !== null) add('numberAndStyleOfLots', [`singleFamily:${project.sfLots}`]);
    if (project.thPads !== null) add('numberAndStyleOfLots', [`townhouse:${project.thPads}`]);
    if (project.condoUnits !== null) add('numberAndStyleOfLots', [`condos:${project.condoUnits}`]);
    if (project.acres !== null) add('acreage', [String(project.acres)]);
    list('cities', [project.city].filter(Boolean));
    list('projectStatus', [project.status].filter(Boolean));
    for (const p of project.products) filters.set(p, 'true');
  }
  return { contact, project, criteria: rows, filterQuery: filters.toString() };
}
