import { sql, type Kysely } from 'kysely';
import type { MapFilters, Viewport } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { countyName, parcelConditions } from './map-filters.js';

/**
 * Every parcel centre with the columns of the common map filters, in typed arrays (about 40 bytes a parcel: 40 MB
 * for a million). Filtered clusters at state zoom would otherwise aggregate every matching parcel in SQL on each
 * pan (~120k rows for three filters statewide: 200-400 ms); a pass over these arrays takes a few milliseconds.
 *
 * Exactness: `supports` accepts a filter set only when the filter compiler (parcelConditions) has nothing left to
 * say once the filters handled here are taken away, and each one is evaluated here as that SQL evaluates it: the
 * viewport as PostGIS's `center && envelope` (bounding boxes in float4, rounded outwards), NULLs never matching.
 */
const PRODUCT_BITS = { condos: 1, singleFamily: 2, townhouse: 4, land: 8, commercial: 16 } as const;
type ProductKey = keyof typeof PRODUCT_BITS;
const PRODUCT_KEYS = Object.keys(PRODUCT_BITS) as ProductKey[];
const PAGE = 100_000;

/** Filters evaluated in memory; any other parcel filter sends the request to SQL. */
const HANDLED = [
  'viewport',
  'cities',
  'counties',
  'postalCodes',
  'acreage',
  'minAcreage',
  'maxAcreage',
  'noBuildings',
  'parcelStatus',
  ...PRODUCT_KEYS,
] as const;

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
/** The float4 PostGIS stores a box edge as (gserialized_gist_2d.c next_float_down / next_float_up). */
function floatDown(d: number): number {
  f32[0] = d;
  if (f32[0] <= d) return f32[0];
  i32[0] = i32[0]! + (f32[0] > 0 ? -1 : 1);
  return f32[0];
}
function floatUp(d: number): number {
  f32[0] = d;
  if (f32[0] >= d) return f32[0];
  i32[0] = i32[0]! + (f32[0] >= 0 ? 1 : -1);
  return f32[0];
}

class Dictionary {
  private readonly ids = new Map<string, number>();
  id(s: string | null): number {
    if (s === null) return -1;
    let id = this.ids.get(s);
    if (id === undefined) this.ids.set(s, (id = this.ids.size));
    return id;
  }
  /** Ids of the values (absent values get none: they match no parcel). */
  lookup(values: readonly string[]): Set<number> {
    return new Set(values.map((v) => this.ids.get(v)).filter((id): id is number => id !== undefined));
  }
}

interface Row {
  id: string;
  x: number;
  y: number;
  acreage: number;
  building: boolean;
  products: number;
  county: string | null;
  city: string | null;
  postal_code: string | null;
}

export class ParcelPoints {
  private constructor(
    readonly size: number,
    readonly x: Float64Array,
    readonly y: Float64Array,
    private readonly acreage: Float64Array,
    private readonly building: Uint8Array,
    private readonly products: Uint8Array,
    private readonly county: Int32Array,
    private readonly city: Int32Array,
    private readonly postal: Int32Array,
    private readonly dicts: { county: Dictionary; city: Dictionary; postal: Dictionary },
  ) {}

  /** Reads the parcels, a page of 100k at a time (each page goes into typed arrays before the next is read). */
  static async load(db: Kysely<DB>): Promise<ParcelPoints> {
    const dicts = { county: new Dictionary(), city: new Dictionary(), postal: new Dictionary() };
    const pages: ParcelPoints[] = [];
    let last = '0';
    for (;;) {
      const { rows } = await sql<Row>`select id::text as id, ST_X(center) as x, ST_Y(center) as y,
          acreage::float8 as acreage, property_info_building as building,
          (case when products && '{condos}' then 1 else 0 end) + (case when products && '{singleFamily}' then 2 else 0 end)
          + (case when products && '{townhouse}' then 4 else 0 end) + (case when products && '{land}' then 8 else 0 end)
          + (case when products && '{commercial}' then 16 else 0 end) as products,
          county, city, postal_code
        from parcels p where p.id > ${last}::bigint order by p.id limit ${PAGE}`.execute(db);
      const page = ParcelPoints.empty(rows.length, dicts);
      rows.forEach((r, i) => {
        page.x[i] = r.x;
        page.y[i] = r.y;
        page.acreage[i] = r.acreage ?? NaN;
        page.building[i] = r.building === null ? 2 : r.building ? 1 : 0;
        page.products[i] = r.products;
        page.county[i] = dicts.county.id(r.county);
        page.city[i] = dicts.city.id(r.city);
        page.postal[i] = dicts.postal.id(r.postal_code);
      });
      pages.push(page);
      if (rows.length < PAGE) break;
      last = rows[rows.length - 1]!.id;
    }
    const all = ParcelPoints.empty(
      pages.reduce((s, p) => s + p.size, 0),
      dicts,
    );
    let at = 0;
    for (const p of pages) {
      all.x.set(p.x, at);
      all.y.set(p.y, at);
      all.acreage.set(p.acreage, at);
      all.building.set(p.building, at);
      all.products.set(p.products, at);
      all.county.set(p.county, at);
      all.city.set(p.city, at);
      all.postal.set(p.postal, at);
      at += p.size;
    }
    return all.sortedByLongitude();
  }

  /** The same points ordered by longitude, so that a view scans only the points between its west and east edges. */
  private sortedByLongitude(): ParcelPoints {
    const order = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i++) order[i] = i;
    const x = this.x;
    order.sort((a, b) => x[a]! - x[b]!);
    const out = ParcelPoints.empty(this.size, this.dicts);
    for (let j = 0; j < this.size; j++) {
      const i = order[j]!;
      out.x[j] = this.x[i]!;
      out.y[j] = this.y[i]!;
      out.acreage[j] = this.acreage[i]!;
      out.building[j] = this.building[i]!;
      out.products[j] = this.products[i]!;
      out.county[j] = this.county[i]!;
      out.city[j] = this.city[i]!;
      out.postal[j] = this.postal[i]!;
    }
    return out;
  }

  /** The first index whose longitude is > v (points are sorted by longitude). */
  private firstAbove(v: number): number {
    let [lo, hi] = [0, this.size];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.x[mid]! > v) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private static empty(n: number, dicts: ParcelPoints['dicts']) {
    return new ParcelPoints(
      n,
      new Float64Array(n),
      new Float64Array(n),
      new Float64Array(n),
      new Uint8Array(n),
      new Uint8Array(n),
      new Int32Array(n),
      new Int32Array(n),
      new Int32Array(n),
      dicts,
    );
  }

  /** Whether `scan` selects exactly what parcelConditions(f, 'p', 'center') selects. */
  static supports(f: MapFilters): boolean {
    if (!f.viewport) return false;
    if (f.parcelStatus?.some((s) => s !== 'Vacant' && s !== 'Built')) return false;
    const rest: Record<string, unknown> = { ...f };
    for (const k of HANDLED) delete rest[k];
    return parcelConditions(rest as MapFilters).length === 0;
  }

  /** Calls `visit(lng, lat)` for each parcel matching the filters (call only when `supports(f)`). */
  scan(f: MapFilters & { viewport: Viewport }, visit: (lng: number, lat: number) => void): void {
    const { southWest: sw, northEast: ne } = f.viewport;
    // PostGIS keeps a point as the float4 box [floatDown(v), floatUp(v)] and the envelope as [floatDown(sw),
    // floatUp(ne)]; they overlap when floatDown(v) <= floatUp(ne), i.e. v < the next float4 above floatUp(ne), and
    // floatUp(v) >= floatDown(sw), i.e. v > the next float4 below floatDown(sw).
    const below = (v: number) => floatDown(v - Math.abs(v) * 2 ** -30);
    const above = (v: number) => floatUp(v + Math.abs(v) * 2 ** -30);
    const [x0, x1] = [below(floatDown(sw.lng)), above(floatUp(ne.lng))];
    const [y0, y1] = [below(floatDown(sw.lat)), above(floatUp(ne.lat))];
    const cities = f.cities ? this.dicts.city.lookup(f.cities) : null;
    const counties = f.counties ? this.dicts.county.lookup(f.counties.map(countyName)) : null;
    const postals = f.postalCodes ? this.dicts.postal.lookup(f.postalCodes) : null;
    const mask = PRODUCT_KEYS.reduce((m, k) => (f[k] === 'true' ? m | PRODUCT_BITS[k] : m), 0);
    // Acreage bounds (a NULL acreage, NaN here, fails any of them).
    const byAcreage = f.acreage !== undefined || f.minAcreage !== undefined || f.maxAcreage !== undefined;
    const aLo = Math.max(f.acreage?.[0] ?? -Infinity, f.minAcreage ?? -Infinity);
    const aHi = Math.min(f.acreage?.[1] ?? Infinity, f.maxAcreage ?? Infinity);
    // Allowed building values as bits: 1 = false (Vacant), 2 = true (Built), 4 = NULL.
    let buildings = 7;
    if (f.parcelStatus) buildings &= f.parcelStatus.reduce((m, s) => m | (s === 'Built' ? 2 : 1), 0);
    if (f.noBuildings === 'true') buildings &= 1;
    const { x, y, acreage, building, products, city, county, postal } = this;
    for (let i = this.firstAbove(x0), end = this.size; i < end; i++) {
      const lng = x[i]!;
      if (lng >= x1) break;
      const lat = y[i]!;
      if (!(lat > y0 && lat < y1)) continue;
      if (mask !== 0 && (products[i]! & mask) === 0) continue;
      if (byAcreage && !(acreage[i]! >= aLo && acreage[i]! <= aHi)) continue;
      if (((1 << building[i]!) & buildings) === 0) continue;
      if (cities !== null && !cities.has(city[i]!)) continue;
      if (counties !== null && !counties.has(county[i]!)) continue;
      if (postals !== null && !postals.has(postal[i]!)) continue;
      visit(lng, lat);
    }
  }
}
