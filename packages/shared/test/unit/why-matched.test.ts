import { describe, expect, it } from 'vitest';
import {
  NOTHING_RULES_IT_OUT,
  comparedRangeText,
  moneyText,
  whyMatchedLines,
  type ComparedValue,
} from '../../src/index.js';

const area = (
  subject: { areaTags?: string[]; city?: string | null; county?: string | null },
  wanted: { areaTags?: string[]; cities?: string[]; counties?: string[] },
): ComparedValue => ({
  dimension: 'area',
  subject: { areaTags: [], city: null, county: null, ...subject },
  wanted: { areaTags: [], cities: [], counties: [], ...wanted },
});

describe('[MATCHING] why it matched, as text', () => {
  it('area: the subject place as it agreed, and where the contact works', () => {
    const lehi = { areaTags: ['North Utah County'], city: 'Lehi', county: 'Utah' };
    expect(
      whyMatchedLines('builders', [area(lehi, { areaTags: ['Utah County', 'North Utah County'] })]),
    ).toEqual(['Area: Lehi in North Utah County ✓ (builder works Utah County, North Utah County)']);
    // Matched through the county, or the city alone.
    expect(whyMatchedLines('investors', [area(lehi, { counties: ['Utah'] })])).toEqual([
      'Area: Lehi in Utah County ✓ (investor invests in Utah County)',
    ]);
    expect(whyMatchedLines('realEstateAgents', [area(lehi, { cities: ['Lehi', 'Draper'] })])).toEqual([
      'Area: Lehi ✓ (agent serves Lehi, Draper)',
    ]);
    expect(
      whyMatchedLines('developers', [area({ areaTags: ['Cache County'] }, { areaTags: ['Cache County'] })]),
    ).toEqual(['Area: Cache County ✓ (developer works Cache County)']);
  });

  it('counted products: one line per product, the count in the range (or any count)', () => {
    const lines = whyMatchedLines('builders', [
      { dimension: 'products', product: 'singleFamily', count: 6, range: { min: 4, max: 15 } },
      { dimension: 'products', product: 'townhouse', count: 20, range: { min: 16, max: null } },
      { dimension: 'products', product: 'condos', count: 120, range: null },
    ]);
    expect(lines).toEqual([
      'Single family lots: 6 in 4–15 ✓',
      'Townhome pads: 20 in 16+ ✓',
      'Condo units: 120 ✓ (any count)',
    ]);
  });

  it('product types: what the contact builds or invests in, and a nearby project offers', () => {
    expect(
      whyMatchedLines('builders', [
        { dimension: 'productTypes', offered: ['land'], wanted: ['singleFamily', 'land'] },
      ]),
    ).toEqual(['Products: land ✓ (builder builds single family, land)']);
    expect(
      whyMatchedLines('investors', [
        {
          dimension: 'productTypes',
          offered: ['singleFamily', 'land'],
          wanted: ['singleFamily', 'commercial'],
        },
      ]),
    ).toEqual(['Products: single family ✓ (investor invests in single family, commercial)']);
    // Projects compare product types only; the line says so rather than 'product count'.
    expect(
      whyMatchedLines('projects', [
        { dimension: 'productTypes', offered: ['singleFamily'], wanted: ['singleFamily', 'townhouse'] },
      ]),
    ).toEqual(['Product type: single family ✓ (project offers single family, townhomes)']);
  });

  it('price: the amount, where it comes from, and the range', () => {
    expect(
      whyMatchedLines('investors', [
        { dimension: 'price', price: 1_200_000, basis: null, range: { min: 500_000, max: 2_000_000 } },
      ]),
    ).toEqual(['Price: $1.2M in $500k–$2M ✓']);
    expect(
      whyMatchedLines('investors', [
        { dimension: 'price', price: 146_372, basis: 'marketValue', range: { min: 100_000, max: null } },
      ]),
    ).toEqual(['Price: $146,372 (market value) in $100k+ ✓']);
    expect(
      whyMatchedLines('newBuildHomebuyers', [
        {
          dimension: 'price',
          price: 660_000,
          basis: 'newHomeEstimate',
          range: { min: 600_000, max: 700_000 },
          estimate: { product: 'singleFamily', place: 'Salt Lake City', median: 539_500 },
        },
      ]),
    ).toEqual(['Price: $660k (est. new single family home in Salt Lake City) in $600k–$700k ✓']);
    expect(
      whyMatchedLines('newBuildHomebuyers', [
        { dimension: 'price', price: 450_000, basis: 'pricePoint', range: { min: null, max: 450_000 } },
      ]),
    ).toEqual(['Price: $450k (price point) in up to $450k ✓']);
  });

  it('specialty, cities and style: the subject side and the contact side', () => {
    expect(
      whyMatchedLines('realEstateAgents', [
        { dimension: 'specialty', specialty: 'Land', specialties: ['Land', 'Residential'] },
      ]),
    ).toEqual(['Specialty: Land ✓ (agent: Land, Residential)']);
    expect(
      whyMatchedLines('newBuildHomebuyers', [
        { dimension: 'cities', cities: ['Lehi'], wanted: ['Lehi', 'American Fork'] },
        { dimension: 'style', styles: ['Rambler', 'Two Story'], wanted: ['Rambler'] },
      ]),
    ).toEqual(['City: Lehi ✓ (buyer wants Lehi, American Fork)', 'Style: Rambler ✓ (buyer wants Rambler)']);
  });

  it('distance in miles or feet, and project membership', () => {
    expect(
      whyMatchedLines('waterRights', [
        { dimension: 'distance', meters: 675.9, within: 1609.344, unit: 'mi' },
      ]),
    ).toEqual(['Distance: 0.42 mi (within 1 mi) ✓']);
    expect(
      whyMatchedLines('parcels', [{ dimension: 'distance', meters: 36.6, within: 91.44, unit: 'ft' }]),
    ).toEqual(['Distance: 120 ft (within 300 ft) ✓']);
    expect(
      whyMatchedLines('parcels', [{ dimension: 'distance', meters: 0, within: 91.44, unit: 'ft' }]),
    ).toEqual(['Distance: adjoining (within 300 ft) ✓']);
    expect(
      whyMatchedLines('parcels', [
        { dimension: 'project', project: 'Lakeview Phase 1', buildable: true },
        { dimension: 'project', project: 'Lakeview', buildable: false },
      ]),
    ).toEqual([
      'Project: part of Lakeview Phase 1 (buildable) ✓',
      'Project: part of Lakeview (already built) ✓',
    ]);
  });

  it("a company: its matching contacts' values merged, one line per dimension", () => {
    const lehi = { areaTags: ['North Utah County'], city: 'Lehi', county: 'Utah' };
    const lines = whyMatchedLines(
      'builders',
      [
        area(lehi, { areaTags: ['North Utah County'] }),
        { dimension: 'products', product: 'singleFamily', count: 6, range: { min: 4, max: 15 } },
        area(lehi, { counties: ['Utah'] }),
        { dimension: 'products', product: 'singleFamily', count: 6, range: { min: 1, max: 10 } },
      ],
      true,
    );
    expect(lines).toEqual([
      'Area: Lehi in North Utah County ✓ (builders work North Utah County, Utah County)',
      'Single family lots: 6 in 4–15, 1–10 ✓',
    ]);
  });

  it('names the survey as the side that wants a parcel or project (survey matching)', () => {
    const lines = whyMatchedLines('projects', [
      {
        dimension: 'productTypes',
        offered: ['singleFamily', 'townhouse'],
        wanted: ['singleFamily'],
        wantedBy: 'survey',
      },
      { dimension: 'style', styles: ['Rambler', 'Two Story'], wanted: ['Rambler'] },
    ]);
    expect(lines).toEqual([
      'Products: single family ✓ (survey wants single family)',
      'Style: Rambler ✓ (survey wants Rambler)',
    ]);
    // A parcel subject's nearby projects still read as the project's offer.
    expect(
      whyMatchedLines('projects', [
        { dimension: 'productTypes', offered: ['singleFamily'], wanted: ['singleFamily'] },
      ]),
    ).toEqual(['Product type: single family ✓ (project offers single family)']);
  });

  it('says so when nothing the contact asks for rules the subject out', () => {
    expect(whyMatchedLines('builders', [])).toEqual([NOTHING_RULES_IT_OUT]);
    expect(whyMatchedLines('builders', undefined)).toEqual(['Matched: no preference rules it out']);
  });

  it('writes dollars and ranges checkably', () => {
    expect(moneyText(500_000)).toBe('$500k');
    expect(moneyText(1_250_000)).toBe('$1.25M');
    expect(moneyText(2_000_000)).toBe('$2M');
    expect(moneyText(499_999)).toBe('$499,999');
    expect(comparedRangeText({ min: 4, max: 4 })).toBe('4');
    expect(comparedRangeText({ min: null, max: 15 })).toBe('up to 15');
    expect(comparedRangeText({ min: null, max: null })).toBe('any');
  });
});
