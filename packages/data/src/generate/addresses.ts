import { utahZipCodes, type CityInfo, type ZipInfo } from '../geography/lookups.js';
import { distanceMeters, METERS_PER_DEG_LAT, metersPerDegLng } from '../util/geo.js';

/**
 * Utah street grids. Addresses and street names follow from where a parcel lies on its grid: house numbers count
 * north or south of the grid's base line, streets are named by their distance east or west of its meridian, both
 * in grid units of 800 to the mile (eight blocks of 100). Salt Lake County has ONE grid, from the Salt Lake Base and
 * Meridian at Main Street and South Temple (West Valley City lies around 3500 S 3600 W); each Utah County city has
 * its own (Provo's from Center Street and University Avenue, Orem's, Lehi's, ...), as does every city elsewhere
 * (from its centre in assets/ut-places.csv unless GRID_ORIGINS knows its Main and Center).
 */
export const GRID_UNITS_PER_MILE = 800;
export const METERS_PER_GRID_UNIT = 1609.344 / GRID_UNITS_PER_MILE;

export interface Grid {
  /** 'Salt Lake County' or the city's name. */
  name: string;
  lng: number;
  lat: number;
  /** The name of the east-west street at 0 north/south. */
  baseLine: string;
}

/** The Salt Lake Base and Meridian (the corner of Main Street and South Temple, Salt Lake City). */
export const SALT_LAKE_MERIDIAN: Grid = {
  name: 'Salt Lake County',
  lng: -111.89106,
  lat: 40.76906,
  baseLine: 'South Temple',
};

/** Grid origins (the corner of Main and Center streets, or the city's equivalent), approximate to a few metres. */
const GRID_ORIGINS: Record<string, [number, number]> = {
  Provo: [-111.65853, 40.23385],
  Orem: [-111.69465, 40.2969],
  Lehi: [-111.85077, 40.39162],
  'American Fork': [-111.79576, 40.37694],
  'Pleasant Grove': [-111.73853, 40.36412],
  Lindon: [-111.72076, 40.34329],
  Springville: [-111.61075, 40.16523],
  'Spanish Fork': [-111.65493, 40.11496],
  Payson: [-111.73214, 40.04441],
  Ogden: [-111.97383, 41.223],
  'Saint George': [-113.58412, 37.10831],
  Logan: [-111.83438, 41.73549],
};

const grids = new Map<string, Grid>();
/** The grid a city's addresses are on. */
export function gridFor(city: CityInfo): Grid {
  if (city.county === 'Salt Lake') return SALT_LAKE_MERIDIAN;
  let grid = grids.get(city.name);
  if (!grid) {
    const [lng, lat] = GRID_ORIGINS[city.name] ?? [city.lng, city.lat];
    grid = { name: city.name, lng, lat, baseLine: 'Center St' };
    grids.set(city.name, grid);
  }
  return grid;
}

/** Where a point lies on a grid: [east, north] in grid units (negative: west, south). */
export function gridUnits(grid: Grid, lng: number, lat: number): [number, number] {
  return [
    ((lng - grid.lng) * metersPerDegLng(grid.lat)) / METERS_PER_GRID_UNIT,
    ((lat - grid.lat) * METERS_PER_DEG_LAT) / METERS_PER_GRID_UNIT,
  ];
}

/** The point of a grid position (the inverse of gridUnits). */
export function gridPoint(grid: Grid, east: number, north: number): [number, number] {
  return [
    grid.lng + (east * METERS_PER_GRID_UNIT) / metersPerDegLng(grid.lat),
    grid.lat + (north * METERS_PER_GRID_UNIT) / METERS_PER_DEG_LAT,
  ];
}

/** Streets are numbered to the nearest 10 units ('3590 W'); the hundreds are the main grid's block lines. */
const STREET_STEP = 10;

/** The name of the north-south street at `east` units: 'Main St' at 0, else '3590 W' or '700 E'. */
export function northSouthStreet(east: number): string {
  const n = Math.round(east / STREET_STEP) * STREET_STEP;
  return n === 0 ? 'Main St' : `${Math.abs(n)} ${n > 0 ? 'E' : 'W'}`;
}

/** The name of the east-west street at `north` units: the base line at 0, else '3500 S' or '400 N'. */
export function eastWestStreet(grid: Grid, north: number): string {
  const n = Math.round(north / STREET_STEP) * STREET_STEP;
  return n === 0 ? grid.baseLine : `${Math.abs(n)} ${n > 0 ? 'N' : 'S'}`;
}

/**
 * The grid address of a lot facing a north-south street at `streetLng`, e.g. '3482 S 3590 W': its number counts
 * north or south from the base line to the lot's centre; `parity` puts odd and even numbers on opposite sides.
 */
export function gridAddress(city: CityInfo, lat: number, streetLng: number, parity: 0 | 1): string {
  const [east] = gridUnits(gridFor(city), streetLng, gridFor(city).lat);
  return `${gridNumber(city, lat, parity)} ${northSouthStreet(east)}`;
}

/** The house number of a lot on a north-south street, e.g. '3482 S': its distance from the base line. */
export function gridNumber(city: CityInfo, lat: number, parity: 0 | 1): string {
  const grid = gridFor(city);
  const [, north] = gridUnits(grid, grid.lng, lat);
  let number = Math.max(1, Math.round(Math.abs(north)));
  if (number % 2 !== parity) number += 1;
  return `${number} ${north >= 0 ? 'N' : 'S'}`;
}

/** The house number of an address as a grid position north (negative: south), whatever street it names. */
export function gridNorth(address: string): number | null {
  const m = /^(\d+) ([NS]) /.exec(address);
  return m ? Number(m[1]) * (m[2] === 'N' ? 1 : -1) : null;
}

/** Where a grid address lies: [east, north] in grid units (the inverse of gridAddress); null on a named street. */
export function gridPosition(address: string): [number, number] | null {
  const m = /^(\d+) ([NS]) (?:(\d+) ([EW])|Main St)$/.exec(address);
  if (!m) return null;
  const north = Number(m[1]) * (m[2] === 'N' ? 1 : -1);
  const east = m[3] ? Number(m[3]) * (m[4] === 'E' ? 1 : -1) : 0;
  return [east, north];
}

const zipCandidates = new Map<string, ZipInfo[]>();
/**
 * The ZIP of a point of a city: the nearest of the delivery ZIPs (ZipInfo.delivery) whose postal name is the city,
 * else the nearest delivery ZIP of its county, so a mailing city and its ZIP agree and no parcel gets a PO-box or
 * single-organisation ZIP.
 */
export function zipFor(city: CityInfo, lng = city.lng, lat = city.lat): ZipInfo | undefined {
  const key = `${city.name.toLowerCase()}|${city.county}`;
  let candidates = zipCandidates.get(key);
  if (!candidates) {
    const delivery = utahZipCodes().filter((z) => z.delivery);
    const own = delivery.filter((z) => `${z.city.toLowerCase()}|${z.county}` === key);
    const inCounty = own.length ? own : delivery.filter((z) => z.county === city.county);
    candidates = inCounty.length ? inCounty : delivery;
    zipCandidates.set(key, candidates);
  }
  let best: ZipInfo | undefined;
  let bestD = Infinity;
  for (const z of candidates) {
    const d = distanceMeters([z.lng, z.lat], [lng, lat]);
    if (d < bestD) [best, bestD] = [z, d];
  }
  return best;
}
