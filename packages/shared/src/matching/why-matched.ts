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
  }
}

/**
 * The lines of "why it matched" for a row of `kind` (a company row when `company`), from its compared values; a row
 * with none matched because nothing the contact asks for rules the subject out.
 */
export function whyMatchedLines(
  kind: MatchingType,
  compared: readonly ComparedValue[] | null | undefined,
  company = false,
): string[] {
  if (!compared?.length) return [NOTHING_RULES_IT_OUT];
  return merged([...compared]).map((group) => line(kind, group, company));
}
