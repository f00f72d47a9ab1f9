import type { SearchResult } from '@utah-land/shared';
import { describe, expect, it } from 'vitest';
import { mergeResults, wantsGeocoder } from '../../src/modules/search/geocoder.js';

const ours = (n: number): SearchResult[] =>
  Array.from({ length: n }, (_, i) => ({
    type: 'address' as const,
    id: i + 1,
    label: `${i + 1} Main St, Provo`,
    lat: 40.2 + i * 0.01,
    lng: -111.6,
    zoom: 15,
  }));
const place = (label: string, lat: number, lng: number): SearchResult => ({
  type: 'place',
  label,
  lat,
  lng,
  zoom: 15,
});

describe('[MAP] merging our search results with the geocoder places', () => {
  it('lists ours first, then places that are not near-duplicates, at most the limit', () => {
    const merged = mergeResults(
      ours(2),
      [
        place('1 Main St, Provo, Utah County, Utah', 40.2005, -111.6), // 55 m from our first
        place('Provo, Utah County, Utah', 40.2338, -111.6585),
        place('Provo, Utah County, Utah', 40.2339, -111.6586), // the same place twice
        place('Orem, Utah County, Utah', 40.2969, -111.6946),
      ],
      10,
    );
    expect(merged.map((r) => r.label)).toEqual([
      '1 Main St, Provo',
      '2 Main St, Provo',
      'Provo, Utah County, Utah',
      'Orem, Utah County, Utah',
    ]);
  });

  it('drops a place named like one of ours nearby, keeps one of that name far away', () => {
    const city: SearchResult = { type: 'city', label: 'Lehi, UT', lat: 40.3916, lng: -111.8508, zoom: 15 };
    const merged = mergeResults(
      [city],
      [
        place('Lehi, Utah County, Utah', 40.3941, -111.8338),
        place('Lehi Street, Moab, Grand County, Utah', 38.57, -109.55),
      ],
      10,
    );
    expect(merged.map((r) => r.label)).toEqual(['Lehi, UT', 'Lehi Street, Moab, Grand County, Utah']);
  });

  it('keeps room for up to three places when ours fill the list, dropping our weakest', () => {
    const places = [1, 2, 3, 4].map((i) => place(`Place ${i}, Utah`, 38 + i * 0.1, -112));
    const merged = mergeResults(ours(10), places, 10);
    expect(merged).toHaveLength(10);
    expect(merged.slice(0, 7)).toEqual(ours(7));
    expect(merged.slice(7).map((r) => r.label)).toEqual(['Place 1, Utah', 'Place 2, Utah', 'Place 3, Utah']);
    expect(mergeResults(ours(10), [], 10)).toEqual(ours(10));
  });

  it('asks the geocoder about places, not about short queries or parcel ids', () => {
    expect(wantsGeocoder('Temple Square')).toBe(true);
    expect(wantsGeocoder('123 Main St')).toBe(true);
    expect(wantsGeocoder('I-15')).toBe(true);
    expect(wantsGeocoder('ab')).toBe(false);
    expect(wantsGeocoder('22-01-234-005-0000')).toBe(false);
    expect(wantsGeocoder('KA-1234-5')).toBe(false);
    expect(wantsGeocoder('84043')).toBe(false);
  });
});
