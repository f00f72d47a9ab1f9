import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { PolygonCoords, Position } from './util/geo.js';

/** The real source files the product ships (see SOURCES.md). */
export const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');

export function readAsset(name: string): string {
  return readFileSync(join(ASSETS_DIR, name), 'utf8');
}

export function readCsvAsset(name: string): Record<string, string>[] {
  return parse(readAsset(name), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

export interface CountyAsset {
  fips: string;
  name: string;
  polygons: PolygonCoords[];
  bbox: [number, number, number, number];
}

interface GeoJsonGeometry {
  type: string;
  coordinates: unknown;
}

export function geometryPolygons(geometry: GeoJsonGeometry): PolygonCoords[] {
  if (geometry.type === 'Polygon') return [geometry.coordinates as PolygonCoords];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as PolygonCoords[];
  throw new Error(`expected a polygon, got ${geometry.type}`);
}

let counties: CountyAsset[] | undefined;
export function countyAssets(): CountyAsset[] {
  if (counties) return counties;
  const fc = JSON.parse(readAsset('ut-counties.geojson')) as {
    features: { properties: { fips: string; name: string }; geometry: GeoJsonGeometry }[];
  };
  counties = fc.features
    .map((f) => {
      const polygons = geometryPolygons(f.geometry);
      const pts = polygons.flatMap((p) => p[0] ?? []);
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      const bbox: CountyAsset['bbox'] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      return { fips: f.properties.fips, name: f.properties.name, polygons, bbox };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return counties;
}

export interface PlaceAsset {
  geonameId: number;
  name: string;
  county: string;
  population: number;
  center: Position;
}

let places: PlaceAsset[] | undefined;
export function placeAssets(): PlaceAsset[] {
  places ??= readCsvAsset('ut-places.csv').map((r) => ({
    geonameId: Number(r.geonameid),
    name: r.name!,
    county: r.county!,
    population: Number(r.population),
    center: [Number(r.lng), Number(r.lat)] as Position,
  }));
  return places;
}

export interface ZipAsset {
  zip: string;
  city: string | null;
  county: string | null;
  center: Position;
}

export function zipAssets(): ZipAsset[] {
  return readCsvAsset('ut-zip-codes.csv').map((r) => ({
    zip: r.zip!,
    city: r.city_zipcodes || null,
    county: r.counties_uszctacounties ? r.counties_uszctacounties.replace(/ County$/, '') : null,
    center: [Number(r.lng_uszips || r.lng_zipcodes), Number(r.lat_uszips || r.lat_zipcodes)] as Position,
  }));
}

/** Census ACS 2024 5-year median home values (B25077): county name -> value, city name -> value. */
export function medianHomeValues(): { counties: Map<string, number>; cities: Map<string, number> } {
  const counties = new Map<string, number>();
  for (const r of readCsvAsset('ut-median-home-value-county.csv')) {
    counties.set(r.key!.replace(/ County, Utah$/, ''), Math.round(Number(r.median_home_value)));
  }
  const cities = new Map<string, number>();
  for (const r of readCsvAsset('ut-median-home-value-place.csv')) {
    cities.set(r.jurisdiction!, Math.round(Number(r.median_home_value_acs2024_5yr)));
  }
  return { counties, cities };
}
