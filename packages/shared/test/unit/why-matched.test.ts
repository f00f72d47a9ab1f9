import { describe, expect, it } from 'vitest';
import {
  NOTHING_RULES_IT_OUT,
  comparedRangeText,
  explanationLines,
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

  it("an agent's local work: the office distance, and their own listings and sales by address", () => {
    const mile = 1609.344;
    const local = (meters: number | null, listings: number, among = true): ComparedValue => ({
      dimension: 'localWork',
      meters,
      within: Math.round(5 * mile),
      nearest: 20,
      among: among && meters !== null && meters <= 5 * mile,
      listings,
      ok: (among && meters !== null && meters <= 5 * mile) || listings > 0,
    });
    const listings = (listed: number, sold: number, addresses: string[]): ComparedValue => ({
      dimension: 'listings',
      within: Math.round(5 * mile),
      years: 2,
      listed,
      sold,
      addresses,
      ok: listed + sold > 0,
    });
    expect(
      whyMatchedLines('realEstateAgents', [
        local(1.2 * mile, 3),
        listings(2, 1, ['12 N Main St, Lehi', '40 W 300 S, Lehi', '9 E State St, Lehi', '1 Elm, Lehi']),
      ]),
    ).toEqual([
      NOTHING_RULES_IT_OUT,
      'Works nearby: office 1.2 mi away (within 5 mi); 3 listings and sales nearby ✓',
      'Listings: 2 listings and 1 sale within 5 mi in the last 2 years (12 N Main St, Lehi; 40 W 300 S, Lehi; 9 E State St, Lehi; …) ✓',
    ]);
    // Based far away, or nowhere known, and listed nearby: the listings are the evidence.
    expect(
      whyMatchedLines('realEstateAgents', [local(22 * mile, 1), listings(0, 1, ['7 Oak Ln, Alpine'])]),
    ).toEqual([
      NOTHING_RULES_IT_OUT,
      'Works nearby: office 22 mi away; 1 listing or sale nearby ✓',
      'Listings: 1 sale within 5 mi in the last 2 years (7 Oak Ln, Alpine) ✓',
    ]);
    // A dense city: an office 3 mi off, but 20 others nearer, and no listing near.
    expect(
      whyMatchedLines('realEstateAgents', [local(3 * mile, 0, false), listings(0, 0, [])]).slice(1),
    ).toEqual([
      'Works nearby: office 3 mi away (within 5 mi, but not among the 20 nearest offices); no listing nearby ✗',
      'Listings: none within 5 mi in the last 2 years ✗',
    ]);
    // Why not: neither an office nor a listing near.
    expect(whyMatchedLines('realEstateAgents', [local(null, 0), listings(0, 0, [])]).slice(1)).toEqual([
      'Works nearby: office location unknown; no listing nearby ✗',
      'Listings: none within 5 mi in the last 2 years ✗',
    ]);
  });

  it('why (not): every hard dimension passes or fails in words, then the signals', () => {
    const wantsSaltLake = area(
      { areaTags: ['North Utah County'], city: 'Lehi', county: 'Utah' },
      { counties: ['Salt Lake'] },
    );
    const products = (ok: boolean, range: { min: number; max: number }): ComparedValue[] => [
      { dimension: 'productTypes', offered: ['singleFamily'], wanted: ['singleFamily'], ok } as ComparedValue,
      { dimension: 'products', product: 'singleFamily', count: 20, range, ok } as ComparedValue,
    ];
    expect(
      explanationLines(
        'builders',
        [
          { dimension: 'area', ok: false, open: false, compared: [wantsSaltLake] },
          { dimension: 'products', ok: false, open: false, compared: products(false, { min: 40, max: 80 }) },
          { dimension: 'acreage', ok: true, open: true, compared: [] },
          {
            dimension: 'reach',
            ok: true,
            open: true,
            compared: [{ dimension: 'reach', meters: null, within: 96_561, ok: false }],
          },
        ],
        [{ dimension: 'recent', years: 2, ok: false }],
        'a built parcel under 5 acres',
      ),
    ).toEqual([
      'Ruled out for every builder: a built parcel under 5 acres ✗',
      'Area: Lehi ✗ (builder works Salt Lake County)',
      'Single family lots: 20 not in 40–80 ✗',
      'Acreage: no preference ✓',
      'Based: location unknown (within 60 mi not checked)',
      'Recent: no ongoing or recent work nearby ✗',
    ]);
    // Passing: the counted product says it (not the product types as well).
    expect(
      explanationLines(
        'builders',
        [{ dimension: 'products', ok: true, open: false, compared: products(true, { min: 10, max: 30 }) }],
        [],
      ),
    ).toEqual(['Single family lots: 20 in 10–30 ✓']);
    // An investor: the products it invests in, and its amount.
    expect(
      explanationLines(
        'investors',
        [
          {
            dimension: 'products',
            ok: false,
            open: false,
            compared: [{ dimension: 'productTypes', offered: ['land'], wanted: ['commercial'] }],
          },
          {
            dimension: 'price',
            ok: false,
            open: false,
            compared: [
              {
                dimension: 'price',
                price: 2_000_000,
                basis: 'marketValue',
                range: { min: 5_000_000, max: null },
              },
            ],
          },
        ],
        [],
      ),
    ).toEqual([
      'Products: land ✗ (investor invests in commercial)',
      'Price: $2M (market value) not in $5M+ ✗',
    ]);
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
