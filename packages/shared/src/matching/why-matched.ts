import type { MatchingType } from '../enums.js';
import type { ComparedRange, ComparedValue, PriceCompared } from './compared.js';
import type { HomeProduct } from './new-homes.js';

// The "why it matched" text of a match row, from the values compared (compared.ts): one line per dimension that
// agreed, e.g. 'Area: Lehi in North Utah County ✓ (builder works Utah County, North Utah County)',
// 'Single family lots: 6 in 4–15 ✓', 'Price: $1.2M (listing price) in $500k–$2M ✓'. The match card, the contact
// and company windows and the match export all use it. A company row carries the values of each of its matching
// contacts; they are merged here, one line per dimension (and per counted product).

export const NOTHING_RULES_IT_OUT = 'Matched: no preference rules it out';

const COUNT_LABEL: Record<HomeProduct, string> = {
  singleFamily: 'Single family lots',
  townhouse: 'Townhome pads',
  condos: 'Condo units',
};
const PRODUCT_NAME: Record<string, string> = {
  singleFamily: 'single family',
  townhouse: 'townhomes',
  condos: 'condos',
  commercial: 'commercial',
  land: 'land',
};
const HOME_NAME: Record<HomeProduct, string> = {
  singleFamily: 'single family home',
  townhouse: 'townhome',
  condos: 'condo',
};
const BASIS_NOTE: Record<string, string> = {
  listing: 'listing price',
  marketValue: 'market value',
  pricePoint: 'price point',
};
/**
 * Who is on the other side, per kind: [one contact, a company's contacts]. Parcels and projects carry area, style and
 * price values only as what a demand survey wants (survey matching), so their other side is the survey.
 */
const WHO: Partial<Record<MatchingType, [string, string]>> = {
  parcels: ['survey', 'surveys'],
  projects: ['survey', 'surveys'],
  builders: ['builder', 'builders'],
  developers: ['developer', 'developers'],
  investors: ['investor', 'investors'],
  realEstateAgents: ['agent', 'agents'],
  newBuildHomebuyers: ['buyer', 'buyers'],
};
const AREA_VERB: Partial<Record<MatchingType, [string, string]>> = {
  builders: ['works', 'work'],
  developers: ['works', 'work'],
  investors: ['invests in', 'invest in'],
  realEstateAgents: ['serves', 'serve'],
};
const PRODUCT_VERB: Partial<Record<MatchingType, [string, string]>> = {
  builders: ['builds', 'build'],
  developers: ['develops', 'develop'],
  investors: ['invests in', 'invest in'],
};
const MAX_LISTED = 8;

/** A list as people read it, cut after a few items. */
function listed(items: string[]): string {
  const unique = [...new Set(items)];
  if (unique.length <= MAX_LISTED) return unique.join(', ');
  return `${unique.slice(0, MAX_LISTED).join(', ')} and ${unique.length - MAX_LISTED} more`;
}
const products = (list: string[]) => listed(list.map((p) => PRODUCT_NAME[p] ?? p));

/** Dollars, short when round ('$500k', '$1.25M'), exact otherwise ('$146,372'). */
export function moneyText(n: number): string {
  if (n >= 1_000_000 && n % 10_000 === 0) return `$${Number((n / 1_000_000).toFixed(2))}M`;
  if (n >= 1_000 && n < 1_000_000 && n % 1_000 === 0) return `$${n / 1_000}k`;
  return `$${n.toLocaleString('en-US')}`;
}

/** '4–15', '65+', 'up to 15', 'any' (dollar ranges with `moneyText`). */
export function comparedRangeText(r: ComparedRange, fmt: (n: number) => string = String): string {
  if (r.min !== null && r.max !== null) return r.min === r.max ? fmt(r.min) : `${fmt(r.min)}–${fmt(r.max)}`;
  if (r.min !== null) return `${fmt(r.min)}+`;
  if (r.max !== null) return `up to ${fmt(r.max)}`;
  return 'any';
}
const ranges = (list: (ComparedRange | null)[], fmt?: (n: number) => string) =>
  listed(list.filter((r): r is ComparedRange => r !== null).map((r) => comparedRangeText(r, fmt)));

function distanceText(meters: number, unit: 'mi' | 'ft'): string {
  const feet = Math.round(meters / 0.3048);
  // Parcels that share a boundary are 0 ft apart: say so as a land professional would.
  if (unit === 'ft') return feet === 0 ? 'adjoining' : `${feet.toLocaleString('en-US')} ft`;
  return `${Number((meters / 1609.344).toFixed(2))} mi`;
}

/** The subject's place as it agreed: 'Lehi in North Utah County', 'Lehi in Utah County', 'Lehi', 'Cache County'. */
function placeText(v: Extract<ComparedValue, { dimension: 'area' }>): string {
  const { subject: s, wanted: w } = v;
  const tags = s.areaTags.filter((t) => w.areaTags.includes(t));
  const county = s.county && w.counties.includes(s.county) ? [`${s.county} County`] : [];
  const within = tags.length ? tags : county;
  if (s.city) return within.length ? `${s.city} in ${within.join(', ')}` : s.city;
  if (within.length) return within.join(', ');
  return s.county ? `${s.county} County` : s.areaTags.join(', ');
}

/** Whether an office near enough counts: within the distance and among the nearest offices (AGENT_NEAREST_OFFICES). */
function officeNote(meters: number, within: number, among: boolean, nearest: number): string {
  if (meters > within) return '';
  return among
    ? ` (within ${miles(within)})`
    : ` (within ${miles(within)}, but not among the ${nearest} nearest offices)`;
}

/** A deal size: '$1.2M–$4.2M' ('… or more' when open), and what it is the land for. */
function dealText(v: Extract<ComparedValue, { dimension: 'dealSize' }>): string {
  const size = v.max === null ? `${moneyText(v.min)} or more` : `${moneyText(v.min)}–${moneyText(v.max)}`;
  return v.lots ? `${size} (the land for the lots the survey wants)` : size;
}

function priceNote(v: PriceCompared): string {
  if (v.estimate) return ` (est. new ${HOME_NAME[v.estimate.product]} in ${v.estimate.place})`;
  return v.basis && BASIS_NOTE[v.basis] ? ` (${BASIS_NOTE[v.basis]})` : '';
}

/** Entries of the same dimension (and product, price) merged: the other sides' values put together. */
function merged(values: ComparedValue[]): ComparedValue[][] {
  const groups = new Map<string, ComparedValue[]>();
  for (const v of values) {
    const key =
      v.dimension === 'products'
        ? `products:${v.product}`
        : v.dimension === 'price'
          ? `price:${v.price}:${v.basis}`
          : v.dimension === 'project'
            ? `project:${v.project}:${v.buildable}`
            : v.dimension === 'position'
              ? `position:${v.of}`
              : v.dimension;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups.values()];
}

function line(kind: MatchingType, group: ComparedValue[], company: boolean): string {
  const n = company ? 1 : 0;
  const who = WHO[kind]?.[n] ?? 'contact';
  const first = group[0]!;
  const all = <T extends ComparedValue['dimension']>(dimension: T) =>
    group.filter((v): v is Extract<ComparedValue, { dimension: T }> => v.dimension === dimension);
  switch (first.dimension) {
    case 'area': {
      const wanted = all('area').flatMap((v) => [
        ...v.wanted.areaTags,
        ...v.wanted.cities,
        ...v.wanted.counties.map((c) => `${c} County`),
      ]);
      const verb = AREA_VERB[kind]?.[n] ?? (company ? 'want' : 'wants');
      return `Area: ${placeText(first)} ✓ (${who} ${verb} ${listed(wanted)})`;
    }
    case 'products': {
      const label = COUNT_LABEL[first.product];
      const within = all('products').map((v) => v.range);
      if (within.every((r) => r === null)) return `${label}: ${first.count} ✓ (any count)`;
      return `${label}: ${first.count} in ${ranges(within)} ✓`;
    }
    case 'productTypes': {
      const wanted = all('productTypes').flatMap((v) => v.wanted);
      const hits = first.offered.filter((p) => wanted.includes(p));
      if (first.wantedBy === 'survey')
        return `Products: ${products(hits)} ✓ (survey wants ${products(wanted)})`;
      if (kind === 'projects')
        return `Product type: ${products(hits)} ✓ (project offers ${products(wanted)})`;
      const verb = PRODUCT_VERB[kind]?.[n] ?? (company ? 'want' : 'wants');
      return `Products: ${products(hits)} ✓ (${who} ${verb} ${products(wanted)})`;
    }
    case 'price':
      return `Price: ${moneyText(first.price)}${priceNote(first)} in ${ranges(
        all('price').map((v) => v.range),
        moneyText,
      )} ✓`;
    case 'dealSize':
      return `Deal size: ${dealText(first)} meets ${ranges(
        all('dealSize').map((v) => v.range),
        moneyText,
      )} ✓`;
    case 'specialty': {
      const specialties = all('specialty').flatMap((v) => v.specialties);
      return `Specialty: ${first.specialty} ✓ (${who}: ${listed(specialties)})`;
    }
    case 'cities': {
      const wanted = all('cities').flatMap((v) => v.wanted);
      const hits = first.cities.filter((c) => wanted.includes(c));
      return `City: ${listed(hits)} ✓ (${who} ${company ? 'want' : 'wants'} ${listed(wanted)})`;
    }
    case 'style': {
      const wanted = all('style').flatMap((v) => v.wanted);
      const hits = first.styles.filter((s) => wanted.includes(s));
      return `Style: ${listed(hits)} ✓ (${who} ${company ? 'want' : 'wants'} ${listed(wanted)})`;
    }
    case 'distance':
      return `Distance: ${distanceText(first.meters, first.unit)} (within ${distanceText(first.within, first.unit)}) ✓`;
    case 'project':
      return `Project: part of ${first.project} (${first.buildable ? 'buildable' : 'already built'}) ✓`;
    default:
      return fitLine(group, company) ?? '';
  }
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
/** A few listings' addresses, as ' (12 N Main St, Lehi; …)'. */
function listedAddresses(addresses: string[]): string {
  const unique = [...new Set(addresses.filter((a) => a.trim() !== ''))];
  if (!unique.length) return '';
  const shown = unique.slice(0, 3).join('; ');
  return ` (${shown}${unique.length > 3 ? '; …' : ''})`;
}
const miles = (meters: number) => `${Number((meters / 1609.344).toFixed(1))} mi`;
const acresText = (n: number) => `${Number(n.toFixed(2))} ac`;

/** The fit model's rows (compared.ts): null for those that have no line of their own (fit, open, base). */
function fitLine(group: ComparedValue[], company: boolean): string | null {
  const first = group[0]!;
  const anyOk = group.some((v) => 'ok' in v && v.ok);
  switch (first.dimension) {
    case 'zoning': {
      const out = first.ruledOut.length ? ` (rules out ${products(first.ruledOut)})` : '';
      const allows = first.allows.length ? products([...first.allows]) : 'no building';
      return `Zoning: ${first.zoning} allows ${allows}${out} ${mark(first.ok)}`;
    }
    case 'acreage': {
      const stated = group.flatMap((v) => (v.dimension === 'acreage' && v.range ? [v.range] : []));
      if (!stated.length) return null;
      return `Acreage: ${acresText(first.acres)} in ${listed(stated.map((x) => comparedRangeText(x)))} ac ${mark(anyOk)}`;
    }
    case 'reach': {
      const known = group.flatMap((v) => (v.dimension === 'reach' && v.meters !== null ? [v.meters] : []));
      if (!known.length) return `Based: location unknown (within ${miles(first.within)} not checked)`;
      return `Based: ${miles(Math.min(...known))} away (within ${miles(first.within)}) ${mark(anyOk)}`;
    }
    case 'trackRecord': {
      const names = group.flatMap((v) => (v.dimension === 'trackRecord' ? v.projects : []));
      if (!anyOk) return `Track record: no project within ${miles(first.within)} ✗`;
      const similar = group.some((v) => v.dimension === 'trackRecord' && v.similar);
      return `Track record: ${listed(names)} within ${miles(first.within)}${similar ? ' (similar size)' : ''} ✓`;
    }
    case 'recent':
      return anyOk
        ? `Recent: ${company ? 'their' : 'its company’s'} work nearby is ongoing or from the last ${first.years} years ✓`
        : `Recent: no ongoing or recent work nearby ✗`;
    case 'listings': {
      const all = group.filter((v) => v.dimension === 'listings');
      const listedN = all.reduce((n, v) => n + v.listed, 0);
      const soldN = all.reduce((n, v) => n + v.sold, 0);
      if (!anyOk) return `Listings: none within ${miles(first.within)} in the last ${first.years} years ✗`;
      const counts = [
        ...(listedN ? [`${listedN} ${listedN === 1 ? 'listing' : 'listings'}`] : []),
        ...(soldN ? [`${soldN} ${soldN === 1 ? 'sale' : 'sales'}`] : []),
      ].join(' and ');
      const where = listedAddresses(all.flatMap((v) => v.addresses));
      return `Listings: ${counts} within ${miles(first.within)} in the last ${first.years} years${where} ✓`;
    }
    case 'localWork': {
      const all = group.filter((v) => v.dimension === 'localWork');
      const known = all.flatMap((v) => (v.meters !== null ? [v.meters] : []));
      const nearest = known.length ? Math.min(...known) : null;
      const office =
        nearest === null
          ? 'office location unknown'
          : `office ${miles(nearest)} away${officeNote(
              nearest,
              first.within,
              all.some((v) => v.among),
              first.nearest,
            )}`;
      const listings = all.reduce((n, v) => n + v.listings, 0);
      const work = listings
        ? `; ${listings} ${listings === 1 ? 'listing or sale' : 'listings and sales'} nearby`
        : '; no listing nearby';
      return `Works nearby: ${office}${work} ${mark(anyOk)}`;
    }
    case 'priceFit': {
      const stated = group.flatMap((v) => (v.dimension === 'priceFit' && v.range ? [v.range] : []));
      if (!stated.length) return null;
      const range = listed(stated.map((x) => comparedRangeText(x, moneyText)));
      return anyOk ? `Price range: ${range}, a close fit ✓` : `Price range: ${range}, broad ✗`;
    }
    case 'active':
      return anyOk
        ? `Active: profile stated or updated in the last ${first.years} years ✓`
        : `Active: no update in the last ${first.years} years ✗`;
    case 'position': {
      // A known count or price has its own line (products, price); an unknown one says it earned nothing.
      if (group.some((v) => v.dimension === 'position' && v.known)) return null;
      return first.of === 'lots'
        ? 'Lot count: unknown, not ranked on it ✗'
        : 'Price: unknown, not ranked on it ✗';
    }
    case 'centre': {
      const from = first.from === 'base' ? 'the survey taker’s base' : 'the centre of the survey’s area';
      if (first.meters === null) return `Distance from ${from}: unknown ✗`;
      return `Near: ${miles(first.meters)} from ${from} (scored to ${miles(first.scale)}) ${mark(first.ok)}`;
    }
    default:
      return null;
  }
}

/** Dimensions of the fit model that say how a match ranks, not whether it matched. */
const SIGNALS = new Set([
  'fit',
  'base',
  'trackRecord',
  'recent',
  'listings',
  'priceFit',
  'active',
  'position',
  'centre',
  'open',
  'reach',
  'localWork',
  'zoning',
]);

/**
 * The lines of "why it matched" for a row of `kind` (a company row when `company`), from its compared values; a row
 * with none matched because nothing the contact asks for rules the subject out.
 */
export function whyMatchedLines(
  kind: MatchingType,
  compared: readonly ComparedValue[] | null | undefined,
  company = false,
): string[] {
  const rows = [...(compared ?? [])];
  const lines = merged(rows)
    .map((group) => line(kind, group, company))
    .filter((l) => l !== '');
  if (!rows.some((v) => !SIGNALS.has(v.dimension))) return [NOTHING_RULES_IT_OUT, ...lines];
  return lines;
}

/** The lines of a list of compared values, without the "nothing rules it out" line (why-not and explain). */
export function comparedLines(
  kind: MatchingType,
  compared: readonly ComparedValue[],
  company = false,
): string[] {
  return merged([...compared])
    .map((group) => line(kind, group, company))
    .filter((l) => l !== '');
}

/**
 * One hard dimension of a contact against a subject, pass or fail (the explain call; docs/matching.md, "Why and why
 * not"): `open` when the contact leaves it open, and the values compared on it whatever the outcome (a counted
 * product's and a product type's row say `ok` of their own).
 */
export interface ExplainedDimension {
  dimension: string;
  ok: boolean;
  open: boolean;
  compared: ComparedValue[];
}

const DIMENSION_LABEL: Record<string, string> = {
  area: 'Area',
  products: 'Products',
  price: 'Price',
  dealSize: 'Deal size',
  specialty: 'Specialty',
  cities: 'City',
  style: 'Style',
  acreage: 'Acreage',
  reach: 'Based',
  localWork: 'Works nearby',
};
const okOf = (v: ComparedValue) => !('ok' in v) || v.ok !== false;

/** The place of a subject as a person names it, when it did not agree: its city, else county, else area tags. */
function subjectPlace(v: Extract<ComparedValue, { dimension: 'area' }>): string {
  const s = v.subject;
  return s.city ?? (s.county ? `${s.county} County` : s.areaTags.join(', ') || 'no place');
}

/** The lines of a dimension that fails: the subject's side against the contact's, with ✗. */
function failedLines(kind: MatchingType, row: ExplainedDimension): string[] {
  const who = WHO[kind]?.[0] ?? 'contact';
  const values = row.compared;
  const label = DIMENSION_LABEL[row.dimension] ?? row.dimension;
  const first = values[0];
  switch (first?.dimension) {
    case 'area': {
      const w = first.wanted;
      const wanted = [...w.areaTags, ...w.cities, ...w.counties.map((c) => `${c} County`)];
      return [`Area: ${subjectPlace(first)} ✗ (${who} ${AREA_VERB[kind]?.[0] ?? 'wants'} ${listed(wanted)})`];
    }
    case 'productTypes': {
      const counted = values.filter(
        (v): v is Extract<ComparedValue, { dimension: 'products' }> => v.dimension === 'products',
      );
      // The contact wants a counted product the subject offers, at another count: that is what fails.
      if (counted.length)
        return counted.map(
          (v) =>
            `${COUNT_LABEL[v.product]}: ${v.count} not in ${v.range ? comparedRangeText(v.range) : 'any'} ✗`,
        );
      const verb = PRODUCT_VERB[kind]?.[0] ?? 'wants';
      return [`Products: ${products(first.offered)} ✗ (${who} ${verb} ${products(first.wanted)})`];
    }
    case 'price': {
      const range = first.range ? comparedRangeText(first.range, moneyText) : 'none';
      return [`Price: ${moneyText(first.price)}${priceNote(first)} not in ${range} ✗`];
    }
    case 'dealSize': {
      const range = first.range ? comparedRangeText(first.range, moneyText) : 'none';
      return [`Deal size: ${dealText(first)} outside ${range} ✗`];
    }
    case 'specialty':
      return [`Specialty: ${first.specialty} ✗ (${who}: ${listed(first.specialties) || 'none'})`];
    case 'cities':
      return [`City: ${listed(first.cities)} ✗ (${who} wants ${listed(first.wanted)})`];
    case 'style':
      return [`Style: ${listed(first.styles)} ✗ (${who} wants ${listed(first.wanted)})`];
    case 'acreage':
    case 'reach':
    case 'localWork': {
      const text = fitLine(values, false);
      return [text ?? `${label} ✗`];
    }
    default:
      return [`${label} ✗`];
  }
}

/**
 * Why a contact is or is not among a subject's matches, as text: a line per hard dimension, pass (✓) or fail (✗),
 * then the signals that rank it (zoning, track record, recent work, listings). `ruledOut`, when the subject has no
 * match in the group at all, comes first.
 */
export function explanationLines(
  kind: MatchingType,
  rows: readonly ExplainedDimension[],
  signals: readonly ComparedValue[],
  ruledOut: string | null = null,
): string[] {
  const out: string[] = ruledOut ? [`Ruled out for every ${WHO[kind]?.[0] ?? 'contact'}: ${ruledOut} ✗`] : [];
  for (const row of rows) {
    const label = DIMENSION_LABEL[row.dimension] ?? row.dimension;
    // An unknown base is not a preference: say it is unknown, as the match card does.
    if (row.open && row.dimension === 'reach' && row.compared.length)
      out.push(...comparedLines(kind, row.compared));
    else if (row.open) out.push(`${label}: no preference ✓`);
    else if (!row.ok) out.push(...failedLines(kind, row));
    else {
      // A counted product that agreed says more than the product types; the types otherwise.
      const kept = row.compared.filter(okOf);
      const counted = kept.filter((v) => v.dimension === 'products');
      const shown = counted.length ? counted : kept;
      const lines = comparedLines(kind, shown);
      out.push(...(lines.length ? lines : [`${label} ✓`]));
    }
  }
  return [...out, ...comparedLines(kind, signals)];
}
