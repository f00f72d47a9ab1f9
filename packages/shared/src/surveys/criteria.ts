// The criteria rows of a survey (docs/surveys.md, "Storage"): every key the mapping writes, what its values may be
// and how a person reads them. The criteria drawer shows rows through `criteriaInWords`; PUT /survey-criteria
// accepts only these keys with values of their kind (`criteriaProblem`), so the rows say what the matching reads.

import {
  CONTACT_TYPES,
  HOUSE_STYLES,
  INVESTOR_KINDS,
  PRODUCTS,
  PRODUCT_LABELS,
  PROJECT_STATUSES,
  SPECIAL_PRODUCT_TYPES,
  type Product,
} from '../enums.js';
import { AGENT_SPECIALTIES, LICENSE_TYPES, UTAH_AREA_TAGS, ZONINGS } from './options.js';

/** How a value of a key is checked: one of a list, a city (the server's table), a count, a range, a product range. */
type ValueKind =
  | { kind: 'oneOf'; values: readonly string[]; words?: (v: string) => string }
  | { kind: 'city' }
  | { kind: 'parcel' }
  | { kind: 'number'; words: (v: string) => string }
  | { kind: 'range'; words: (v: string) => string }
  | { kind: 'productRange' };

interface CriteriaKey {
  label: string;
  value: ValueKind;
}

const dollars = (n: string) => `$${Number(n).toLocaleString('en-US')}`;
const RANGE = /^(\d+)(?:-(\d+)|\+)?$/;
/** '1000000-5000000' → '$1,000,000 to $5,000,000'; '500000+' → '$500,000 or more'. */
const moneyRange = (v: string) => {
  const m = RANGE.exec(v)!;
  return m[2] !== undefined
    ? `${dollars(m[1]!)} to ${dollars(m[2])}`
    : v.endsWith('+')
      ? `${dollars(m[1]!)} or more`
      : dollars(m[1]!);
};
const countRange = (v: string) => {
  const m = RANGE.exec(v)!;
  return m[2] !== undefined ? `${m[1]} to ${m[2]}` : v.endsWith('+') ? `${m[1]} or more` : m[1]!;
};
const productWords = (v: string) => PRODUCT_LABELS[v as Product] ?? v;
const products: ValueKind = { kind: 'oneOf', values: PRODUCTS, words: productWords };

/** Every criteria key a survey's mapping writes (mapping.ts, `profileFrom`). */
export const SURVEY_CRITERIA: Record<string, CriteriaKey> = {
  types: { label: 'Contact type', value: { kind: 'oneOf', values: CONTACT_TYPES } },
  utahAreaTags: { label: 'Utah area tags', value: { kind: 'oneOf', values: UTAH_AREA_TAGS } },
  cities: { label: 'Cities', value: { kind: 'city' } },
  buildProducts: { label: 'Builds', value: products },
  developProducts: { label: 'Develops', value: products },
  investProducts: { label: 'Invests in', value: products },
  products: { label: 'Products', value: products },
  numberAndStyleOfLots: { label: 'Number and style of lots', value: { kind: 'productRange' } },
  developerTags: { label: 'Developer tags', value: { kind: 'oneOf', values: ['Buys Paper Lots'] } },
  investAmount: { label: 'Investment/loan amount', value: { kind: 'range', words: moneyRange } },
  investorKind: { label: 'Investor or lender', value: { kind: 'oneOf', values: INVESTOR_KINDS } },
  houseStyle: { label: 'Home styles', value: { kind: 'oneOf', values: HOUSE_STYLES } },
  homePrice: { label: 'Home budget', value: { kind: 'range', words: moneyRange } },
  agentSpecialties: { label: 'Real estate specialties', value: { kind: 'oneOf', values: AGENT_SPECIALTIES } },
  licenseType: { label: 'License type', value: { kind: 'oneOf', values: LICENSE_TYPES } },
  acreage: { label: 'Acres', value: { kind: 'number', words: (v) => `${v} acres` } },
  currentZoning: { label: 'Current zoning', value: { kind: 'oneOf', values: ZONINGS } },
  specialProductTypes: {
    label: 'Special product types',
    value: { kind: 'oneOf', values: SPECIAL_PRODUCT_TYPES },
  },
  projectStatus: { label: 'Project status', value: { kind: 'oneOf', values: PROJECT_STATUSES } },
  parcelId: { label: 'Parcel id', value: { kind: 'parcel' } },
};

const COUNTED = ['singleFamily', 'townhouse', 'condos'];
/** 'singleFamily:10-55' → ['singleFamily', '10-55'], or null. */
function productRange(v: string): [string, string] | null {
  const [p, r] = v.split(':');
  return p && r && COUNTED.includes(p) && RANGE.test(r) ? [p, r] : null;
}

/**
 * What is wrong with a criteria row, in words, or null when the matching reads it. Cities are checked against the
 * cities table by the server (`needsCity`).
 */
export function criteriaProblem(criteria: string, value: string): string | null {
  const key = SURVEY_CRITERIA[criteria];
  if (!key)
    return `'${criteria}' is not a criterion the matching reads (${Object.keys(SURVEY_CRITERIA).join(', ')})`;
  const v = key.value;
  switch (v.kind) {
    case 'oneOf':
      return v.values.includes(value) ? null : `'${value}' is not one of the ${key.label.toLowerCase()}`;
    case 'city':
      return null;
    case 'parcel':
      return /^[\w:.-]{1,40}$/.test(value) ? null : `${key.label} must be a parcel id such as 58:033:0041`;
    case 'number': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1e9
        ? null
        : `${key.label} must be a number from 0 to 1,000,000,000`;
    }
    case 'range':
      return RANGE.test(value) ? null : `${key.label} must be a range such as 1000000-5000000 or 500000+`;
    case 'productRange':
      return productRange(value)
        ? null
        : `${key.label} must be a product and a count range such as singleFamily:10-35 or townhouse:80+`;
  }
}

/** Whether the value of this key is a city the server checks against its table. */
export const needsCity = (criteria: string) => SURVEY_CRITERIA[criteria]?.value.kind === 'city';

/** A criteria row as a person reads it: 'Number and style of lots' / 'Single Family Lots: 10 to 55'. */
export function criteriaInWords(criteria: string, value: string): { label: string; value: string } {
  const key = SURVEY_CRITERIA[criteria];
  if (!key || criteriaProblem(criteria, value) !== null) return { label: key?.label ?? criteria, value };
  const v = key.value;
  switch (v.kind) {
    case 'oneOf':
      return { label: key.label, value: v.words ? v.words(value) : value };
    case 'city':
    case 'parcel':
      return { label: key.label, value };
    case 'number':
    case 'range':
      return { label: key.label, value: v.words(value) };
    case 'productRange': {
      const [p, r] = productRange(value)!;
      return { label: key.label, value: `${productWords(p)}: ${countRange(r)}` };
    }
  }
}
