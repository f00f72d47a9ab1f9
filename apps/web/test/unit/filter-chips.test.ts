import { describe, expect, it } from 'vitest';
import { PRODUCT_LABELS } from '@utah-land/shared';
import {
  FILTER_LABELS,
  filterChips,
  formatAcreageRange,
  parseAcreage,
  withoutChip,
} from '../../src/features/map/filters/filter-chips.js';
import { FILTER_KEYS } from '../../src/features/map/url-state.js';

// The Selected Filters chips (apps/web/src/features/map/filters/filter-chips.ts): what each chip reads, in the
// order of FILTER_KEYS, and what removing one leaves in the URL.

const labels = (query: string) => filterChips(new URLSearchParams(query)).map((c) => c.value);

describe('filter chips: labels', () => {
  it('every filter parameter has a label', () => {
    for (const key of FILTER_KEYS) expect(FILTER_LABELS[key]).toMatch(/\S/);
  });

  it("a survey's lot ranges read as counts of the product", () => {
    expect(labels('singleFamily=true&singleFamilyLots=10|35&townhouse=true&townhousePads=80|')).toEqual([
      'Single Family Lots',
      'Townhome Pads',
      'Single Family Lots: 10 to 35',
      'Townhome Pads: 80 or more',
    ]);
  });

  it('a list parameter gives one chip per value, split on "|" (and "," for places)', () => {
    expect(labels('cities=Provo,Orem&postalCodes=84601|84604&parcelStatus=Active|Sold')).toEqual([
      'Provo',
      'Orem',
      '84601',
      '84604',
      'Active',
      'Sold',
    ]);
  });

  it('a product type shows its product label when true, and nothing otherwise', () => {
    expect(labels('singleFamily=true&condos=true&land=false&commercial=')).toEqual([
      PRODUCT_LABELS.condos,
      PRODUCT_LABELS.singleFamily,
    ]);
    expect(labels('singleFamily=true')).toEqual(['Single Family Lots']);
  });

  it('No Buildings shows only when true', () => {
    expect(labels('noBuildings=true')).toEqual(['No Buildings']);
    expect(labels('noBuildings=false')).toEqual([]);
  });

  it('the acreage range reads in acres with two decimals, an open maximum as "+"', () => {
    expect(labels('acreage=1|5')).toEqual(['1.00 - 5.00 acres']);
    expect(labels('acreage=2.5|')).toEqual(['2.50+ acres']);
    expect(formatAcreageRange('lots')).toBe('lots');
    expect(parseAcreage('1,5')).toEqual([1, 5]);
    expect(parseAcreage('|5')).toEqual([undefined, undefined]);
    expect(parseAcreage('a|5')).toEqual([undefined, undefined]);
  });

  it('other parameters read "Label: value"', () => {
    expect(labels('minAcreage=2&name=Ivory%20Ridge&childName=Phase%202')).toEqual([
      'Min Acreage: 2',
      'Project Name: Ivory Ridge',
      'Child Project Name: Phase 2',
    ]);
  });

  it('the survey and its taker give no chip; the polygon is "Selected Polygon Area", last', () => {
    expect(labels('surveyId=3&surveyTaker=a%40b.c&coords=[[0,0]]&cities=Provo')).toEqual([
      'Provo',
      'Selected Polygon Area',
    ]);
  });

  it('chips follow FILTER_KEYS, whatever the order in the URL; blank values give none', () => {
    expect(labels('name=Ridge&land=true&counties=Utah&cities=%20')).toEqual([
      'Utah',
      PRODUCT_LABELS.land,
      'Project Name: Ridge',
    ]);
  });
});

describe('filter chips: removing one', () => {
  it('a list chip removes its value only, and the parameter with its last value', () => {
    const params = new URLSearchParams('cities=Provo,Orem&zoom=9');
    const [provo, orem] = filterChips(params);
    const afterProvo = withoutChip(params, provo!);
    expect(afterProvo.get('cities')).toBe('Orem');
    expect(afterProvo.get('zoom')).toBe('9');
    expect(withoutChip(afterProvo, orem!).has('cities')).toBe(false);
  });

  it('any other chip removes its parameter', () => {
    const params = new URLSearchParams('acreage=1|5&coords=[[0,0]]&land=true');
    const next = filterChips(params).reduce((p, chip) => withoutChip(p, chip), params);
    expect(next.toString()).toBe('');
  });
});
