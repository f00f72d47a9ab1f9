import { sql, type Kysely } from 'kysely';
import type { Hypothetical, MapFilters, Viewport } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { countyName, parcelConditions, zoningItem } from '../map/map-filters.js';

/**
 * Every parcel id, centre and geometry box with the columns of the map's filters, in typed arrays (79 bytes a
 * parcel, BYTES_PER_PARCEL: 79 MB for a million). Filtered clusters at state zoom would otherwise aggregate every
 * matching parcel in SQL on each pan (~120k rows for three filters statewide: 200-400 ms), and a filtered count in a
 * zoom-10 view reads ~137k index entries (30-100 ms); a pass over these arrays takes a few milliseconds.
 *
 * Exactness: `supports` accepts a filter set only when the filter compiler (parcelConditions) has nothing left to
 * say once the filters handled here are taken away, and each one is evaluated here as that SQL evaluates it, NULLs
 * never matching. The viewport: clusters test PostGIS's `center && envelope`, counts `geom && envelope`; both compare
 * float4 boxes rounded outwards (the point's, the stored box of the polygon, the envelope's computed from its
 * corners), kept here as the same float4 values. Acreage is numeric(12,4): at most 12 significant digits, so its
 * float8 is exact enough that `acreage >= bound` (the bound a float8 sent as its shortest decimal) compares alike.
 */
const PRODUCT_BITS = { condos: 1, singleFamily: 2, townhouse: 4, land: 8, commercial: 16 } as const;
type ProductKey = keyof typeof PRODUCT_BITS;
const PRODUCT_KEYS = Object.keys(PRODUCT_BITS) as ProductKey[];
const PAGE = 100_000;
/** Bits of the `flags` column: a listing (parcelStatus Listed), in a project, and the three hypothetical estimates. */
const FLAG = { listed: 1, inProject: 2, Neighbors: 4, Proxy: 8, Zoning: 16 } as const;
/** Area tags and house styles are kept as bit sets: the first 64 tag names and 32 styles met get a bit each. */
const TAG_BITS = 64;
const STYLE_BITS = 32;

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
  'utahAreaTags',
  'houseStyle',
  'hypotheticals',
  'currentZoningCity',
  'currentZoningCounty',
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
  get size(): number {
    return this.ids.size;
  }
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
  x0: number | null;
  y0: number | null;
  x1: number | null;
  y1: number | null;
  acreage: number;
  building: boolean;
  products: number;
  county: string | null;
  city: string | null;
  postal_code: string | null;
  area_tags: string[];
  house_style: string[];
  flags: number;
  actual_zoning: string | null;
}

/** One typed array per column, all of the same length. */
function columns(n: number) {
  return {
    id: new Float64Array(n),
    x: new Float64Array(n),
    y: new Float64Array(n),
    // The geometry's bounding box as PostGIS stores it (float4 edges rounded outwards; NaN: no box, never in view).
    x0: new Float32Array(n),
    y0: new Float32Array(n),
    x1: new Float32Array(n),
    y1: new Float32Array(n),
    acreage: new Float64Array(n),
    building: new Uint8Array(n),
    products: new Uint8Array(n),
    county: new Int32Array(n),
    city: new Int32Array(n),
    postal: new Int32Array(n),
    // Area tags as two 32-bit halves of a 64-bit set, house styles as a 32-bit set (dictionary ids as bits).
    tagsLo: new Uint32Array(n),
    tagsHi: new Uint32Array(n),
    styles: new Uint32Array(n),
    flags: new Uint8Array(n),
    zoning: new Int32Array(n),
  };
}
type Columns = ReturnType<typeof columns>;
const COLUMN_NAMES = Object.keys(columns(0)) as (keyof Columns)[];

/** Bytes kept per parcel (the sum of the columns' element sizes). */
export const BYTES_PER_PARCEL = COLUMN_NAMES.reduce((s, k) => s + columns(0)[k].BYTES_PER_ELEMENT, 0);

/** Height of the latitude bands the points are grouped in (degrees; ~5.5 km, ~100 bands for Utah). */
const BAND = 0.05;
/** A latitude's band (monotonic in the latitude, so bands of a range are those of its ends and between). */
const bandOf = (lat: number) => Math.floor(lat / BAND);

interface Dictionaries {
  county: Dictionary;
  city: Dictionary;
  postal: Dictionary;
  tag: Dictionary;
  style: Dictionary;
  zoning: Dictionary;
}

export class ParcelPoints {
  /** Bounds of (centre − box west edge), (box east edge − centre), (centre − box south edge), (north edge − centre). */
  private readonly reach: { west: number; east: number; south: number; north: number };

  /**
   * The columns are ordered by latitude band, then by centre longitude: points [start[b], start[b + 1]) are those of
   * band firstBand + b, so a view scans, in each band it covers, only the points between its west and east edges.
   */
  private constructor(
    readonly size: number,
    private readonly c: Columns,
    private readonly firstBand: number,
    private readonly start: Int32Array,
    private readonly dicts: Dictionaries,
  ) {
    const r = { west: 0, east: 0, south: 0, north: 0 };
    for (let i = 0; i < size; i++) {
      // NaN boxes (no geometry) compare false and leave the bounds alone.
      r.west = Math.max(r.west, c.x[i]! - c.x0[i]! || 0);
      r.east = Math.max(r.east, c.x1[i]! - c.x[i]! || 0);
      r.south = Math.max(r.south, c.y[i]! - c.y0[i]! || 0);
      r.north = Math.max(r.north, c.y1[i]! - c.y[i]! || 0);
    }
    // A margin for the rounding of the subtractions above (a few ulps of a coordinate): it only widens the scan.
    this.reach = { west: r.west + 1e-9, east: r.east + 1e-9, south: r.south + 1e-9, north: r.north + 1e-9 };
  }

  /** Reads the parcels, a page of 100k at a time (each page goes into typed arrays before the next is read). */
  static async load(db: Kysely<DB>, progress?: (parcels: number) => void): Promise<ParcelPoints> {
    const dicts: Dictionaries = {
      county: new Dictionary(),
      city: new Dictionary(),
      postal: new Dictionary(),
      tag: new Dictionary(),
      style: new Dictionary(),
      zoning: new Dictionary(),
    };
    // The bits of a set of names; a name past the bits available has none (handles() then sends filters on it to SQL).
    const bitsOf = (dict: Dictionary, names: string[], from: number, width: number) => {
      let bits = 0;
      for (const name of names) {
        const id = dict.id(name) - from;
        if (id >= 0 && id < width) bits |= 1 << id;
      }
      return bits >>> 0;
    };
    const pages: Columns[] = [];
    let last = '0';
    for (;;) {
      // Box2D(geom) is the exact (double) box of the coordinates; PostGIS stores it, and compares it in `&&`, as
      // float4 edges rounded outwards (next_float_down / next_float_up): floatDown / floatUp below.
      const { rows } = await sql<Row>`select id::text as id, ST_X(center) as x, ST_Y(center) as y,
          ST_XMin(b) as x0, ST_YMin(b) as y0, ST_XMax(b) as x1, ST_YMax(b) as y1,
          acreage::float8 as acreage, property_info_building as building,
          (case when products && '{condos}' then 1 else 0 end) + (case when products && '{singleFamily}' then 2 else 0 end)
          + (case when products && '{townhouse}' then 4 else 0 end) + (case when products && '{land}' then 8 else 0 end)
          + (case when products && '{commercial}' then 16 else 0 end) as products,
          county, city, postal_code, area_tags, house_style, actual_zoning,
          (case when mls_status in ('Active', 'Under Contract') then ${FLAG.listed} else 0 end)
          + (case when exists (select 1 from project_parcels pp where pp.parcel_id = p.id) then ${FLAG.inProject} else 0 end)
          + (case when possible_lots_neighbors is not null then ${FLAG.Neighbors} else 0 end)
          + (case when possible_lots_proxy is not null then ${FLAG.Proxy} else 0 end)
          + (case when possible_lots_zoning is not null then ${FLAG.Zoning} else 0 end) as flags
        from parcels p cross join lateral (select Box2D(p.geom) as b) box
        where p.id > ${last}::bigint order by p.id limit ${PAGE}`.execute(db);
      const page = columns(rows.length);
      rows.forEach((r, i) => {
        page.id[i] = Number(r.id);
        page.x[i] = r.x;
        page.y[i] = r.y;
        page.x0[i] = r.x0 === null ? NaN : floatDown(r.x0);
        page.y0[i] = r.y0 === null ? NaN : floatDown(r.y0);
        page.x1[i] = r.x1 === null ? NaN : floatUp(r.x1);
        page.y1[i] = r.y1 === null ? NaN : floatUp(r.y1);
        page.acreage[i] = r.acreage ?? NaN;
        page.building[i] = r.building === null ? 2 : r.building ? 1 : 0;
        page.products[i] = r.products;
        page.county[i] = dicts.county.id(r.county);
        page.city[i] = dicts.city.id(r.city);
        page.postal[i] = dicts.postal.id(r.postal_code);
        page.tagsLo[i] = bitsOf(dicts.tag, r.area_tags, 0, 32);
        page.tagsHi[i] = bitsOf(dicts.tag, r.area_tags, 32, 32);
        page.styles[i] = bitsOf(dicts.style, r.house_style, 0, STYLE_BITS);
        page.flags[i] = r.flags;
        page.zoning[i] = dicts.zoning.id(r.actual_zoning);
      });
      pages.push(page);
      progress?.(pages.reduce((n, p) => n + p.x.length, 0));
      if (rows.length < PAGE) break;
      last = rows[rows.length - 1]!.id;
    }
    const all = columns(pages.reduce((s, p) => s + p.x.length, 0));
    let at = 0;
    for (const p of pages) {
      for (const k of COLUMN_NAMES) all[k].set(p[k] as never, at);
      at += p.x.length;
    }
    pages.length = 0;
    return ParcelPoints.banded(all, dicts);
  }

  /** The points ordered by latitude band, then longitude. */
  private static banded(c: Columns, dicts: ParcelPoints['dicts']): ParcelPoints {
    const n = c.x.length;
    let [lo, hi] = [0, -1];
    for (let i = 0; i < n; i++) {
      const b = bandOf(c.y[i]!);
      if (i === 0 || b < lo) lo = b;
      if (i === 0 || b > hi) hi = b;
    }
    const bands = new Int32Array(n);
    for (let i = 0; i < n; i++) bands[i] = bandOf(c.y[i]!) - lo;
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    const x = c.x;
    order.sort((a, b) => bands[a]! - bands[b]! || x[a]! - x[b]!);
    const out = columns(n);
    for (const k of COLUMN_NAMES) {
      const [from, to] = [c[k], out[k]];
      for (let j = 0; j < n; j++) to[j] = from[order[j]!]!;
    }
    const start = new Int32Array(hi - lo + 2);
    for (let b = 0, j = 0; b <= hi - lo + 1; b++) {
      while (j < n && bands[order[j]!]! < b) j++;
      start[b] = j;
    }
    return new ParcelPoints(n, out, lo, start, dicts);
  }

  /** Calls `visit(from, to)` with each band's index range of the latitudes [south, north] (floored to bands). */
  private eachBand(south: number, north: number, visit: (from: number, to: number) => void): void {
    const last = this.start.length - 2;
    const [b0, b1] = [
      Math.max(0, bandOf(south) - this.firstBand),
      Math.min(last, bandOf(north) - this.firstBand),
    ];
    for (let b = b0; b <= b1; b++) visit(this.start[b]!, this.start[b + 1]!);
  }

  /** The first index in [from, to) whose longitude is > v (or `to`); longitudes are sorted within a band. */
  private firstAbove(v: number, from: number, to: number): number {
    let [lo, hi] = [from, to];
    const x = this.c.x;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (x[mid]! > v) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * Whether `scan` selects exactly what parcelConditions(f, 'p', 'center') selects, and `count` counts exactly what
   * parcelConditions(f) (the polygon's box in the viewport) counts. Without a viewport every parcel is in view.
   */
  static supports(f: MapFilters): boolean {
    // Lot counts (a survey's ranges) are not in the columns: SQL answers them.
    if (f.singleFamilyLots || f.townhousePads || f.condoUnits) return false;
    const rest: Record<string, unknown> = { ...f };
    for (const k of HANDLED) delete rest[k];
    return parcelConditions(rest as MapFilters).length === 0;
  }

  /**
   * Whether these points can answer the filters `supports` accepts: every area tag and house style of the data has
   * its bit (at most 64 tag names and 32 styles; the demo data has 49 and 9). Otherwise SQL answers.
   */
  handles(f: MapFilters): boolean {
    if (f.utahAreaTags && this.dicts.tag.size > TAG_BITS) return false;
    if (f.houseStyle && this.dicts.style.size > STYLE_BITS) return false;
    return true;
  }

  /** The filters other than the viewport, ready for a pass over the columns (call only when `supports(f)`). */
  private criteria(f: MapFilters) {
    // Wanted dictionary ids as a table indexed by id + 1 (id −1, a NULL, is never wanted); null: no such filter.
    const wanted = (dict: Dictionary, values: readonly string[] | undefined) => {
      if (!values) return null;
      const table = new Uint8Array(dict.size + 1);
      for (const id of dict.lookup(values)) table[id + 1] = 1;
      return table;
    };
    // Allowed building values as bits: 1 = false (Vacant, no buildings), 2 = true (Built), 4 = NULL.
    const buildings = f.noBuildings === 'true' ? 1 : 7;
    // parcelStatus is an OR of its statuses: Vacant and Built test the building column, Listed and Part of a
    // Project the flags (statusBits below); null: no such filter.
    const status = f.parcelStatus
      ? f.parcelStatus.reduce(
          (m, s) => ({
            buildings: m.buildings | (s === 'Vacant' ? 1 : s === 'Built' ? 2 : 0),
            flags: m.flags | (s === 'Listed' ? FLAG.listed : s === 'Part of a Project' ? FLAG.inProject : 0),
          }),
          { buildings: 0, flags: 0 },
        )
      : null;
    const bitsWanted = (
      dict: Dictionary,
      values: readonly string[] | undefined,
      from: number,
      width: number,
    ) => {
      let bits = 0;
      for (const id of dict.lookup(values ?? []))
        if (id - from >= 0 && id - from < width) bits |= 1 << (id - from);
      return bits >>> 0;
    };
    // Zoning items (an OR): the code's id, and the city's or county's id when the item names a place (-2: a name
    // or code the data does not have, never matched).
    const known = (dict: Dictionary, v: string) => [...dict.lookup([v])][0] ?? -2;
    const zoning = [
      ...(f.currentZoningCity ?? []).map((item) => ({
        item: zoningItem(item, 'city'),
        place: 'city' as const,
      })),
      ...(f.currentZoningCounty ?? []).map((item) => ({
        item: zoningItem(item, 'county'),
        place: 'county' as const,
      })),
    ].map(({ item, place }) => ({
      code: known(this.dicts.zoning, item.code),
      city: place === 'city' && item.place !== null ? known(this.dicts.city, item.place) : -1,
      county: place === 'county' && item.place !== null ? known(this.dicts.county, item.place) : -1,
    }));
    return {
      status,
      byTags: f.utahAreaTags !== undefined,
      tagsLo: bitsWanted(this.dicts.tag, f.utahAreaTags, 0, 32),
      tagsHi: bitsWanted(this.dicts.tag, f.utahAreaTags, 32, 32),
      byStyles: f.houseStyle !== undefined,
      styles: bitsWanted(this.dicts.style, f.houseStyle, 0, STYLE_BITS),
      hypotheticals: (f.hypotheticals ?? []).reduce((m, h) => m | FLAG[h as Hypothetical], 0),
      zoning: zoning.length ? zoning : null,
      cities: wanted(this.dicts.city, f.cities),
      counties: wanted(this.dicts.county, f.counties?.map(countyName)),
      postals: wanted(this.dicts.postal, f.postalCodes),
      mask: PRODUCT_KEYS.reduce((m, k) => (f[k] === 'true' ? m | PRODUCT_BITS[k] : m), 0),
      // Acreage bounds (a NULL acreage, NaN here, fails any of them).
      byAcreage: f.acreage !== undefined || f.minAcreage !== undefined || f.maxAcreage !== undefined,
      aLo: Math.max(f.acreage?.[0] ?? -Infinity, f.minAcreage ?? -Infinity),
      aHi: Math.min(f.acreage?.[1] ?? Infinity, f.maxAcreage ?? Infinity),
      buildings,
    };
  }

  /** Whether parcel i passes the criteria (small enough for V8 to inline into the loops below). */
  private passes(i: number, k: ReturnType<ParcelPoints['criteria']>): boolean {
    const c = this.c;
    if (k.mask !== 0 && (c.products[i]! & k.mask) === 0) return false;
    if (k.byAcreage && !(c.acreage[i]! >= k.aLo && c.acreage[i]! <= k.aHi)) return false;
    if (((1 << c.building[i]!) & k.buildings) === 0) return false;
    if (
      k.status !== null &&
      ((1 << c.building[i]!) & k.status.buildings) === 0 &&
      (c.flags[i]! & k.status.flags) === 0
    )
      return false;
    if (k.byTags && ((c.tagsLo[i]! & k.tagsLo) | (c.tagsHi[i]! & k.tagsHi)) === 0) return false;
    if (k.byStyles && (c.styles[i]! & k.styles) === 0) return false;
    if (k.hypotheticals !== 0 && (c.flags[i]! & k.hypotheticals) === 0) return false;
    if (k.zoning !== null && !this.zoned(i, k.zoning)) return false;
    if (k.cities !== null && k.cities[c.city[i]! + 1] === 0) return false;
    if (k.counties !== null && k.counties[c.county[i]! + 1] === 0) return false;
    if (k.postals !== null && k.postals[c.postal[i]! + 1] === 0) return false;
    return true;
  }

  /** Whether parcel i has one of the zoning items' codes (in the item's city or county when it names one). */
  private zoned(i: number, items: { code: number; city: number; county: number }[]): boolean {
    const c = this.c;
    for (const z of items)
      if (
        c.zoning[i] === z.code &&
        (z.city === -1 || c.city[i] === z.city) &&
        (z.county === -1 || c.county[i] === z.county)
      )
        return true;
    return false;
  }

  /** Calls `visit(lng, lat)` for each parcel whose centre matches the filters (call only when `supports(f)`). */
  scan(f: MapFilters & { viewport: Viewport }, visit: (lng: number, lat: number) => void): void {
    const { southWest: sw, northEast: ne } = f.viewport;
    // PostGIS keeps a point as the float4 box [floatDown(v), floatUp(v)] and the envelope as [floatDown(sw),
    // floatUp(ne)]; they overlap when floatDown(v) <= floatUp(ne), i.e. v < the next float4 above floatUp(ne), and
    // floatUp(v) >= floatDown(sw), i.e. v > the next float4 below floatDown(sw).
    const below = (v: number) => floatDown(v - Math.abs(v) * 2 ** -30);
    const above = (v: number) => floatUp(v + Math.abs(v) * 2 ** -30);
    const [x0, x1] = [below(floatDown(sw.lng)), above(floatUp(ne.lng))];
    const [y0, y1] = [below(floatDown(sw.lat)), above(floatUp(ne.lat))];
    const k = this.criteria(f);
    const { x, y } = this.c;
    this.eachBand(y0, y1, (from, to) => {
      for (let i = this.firstAbove(x0, from, to); i < to; i++) {
        const lng = x[i]!;
        if (lng >= x1) break;
        const lat = y[i]!;
        if (!(lat > y0 && lat < y1)) continue;
        if (this.passes(i, k)) visit(lng, lat);
      }
    });
  }

  /**
   * The number of parcels matching the filters (call only when `supports(f)`): the viewport as PostGIS's
   * `geom && envelope`, i.e. the parcel's stored float4 box overlapping the envelope's box, which PostGIS computes
   * from the envelope's corners rounded outwards to float4 (box2df_overlaps: edges compared as float4, touching
   * counts).
   */
  count(f: MapFilters): number {
    let n = 0;
    this.each(f, () => n++);
    return n;
  }

  /**
   * The `k` smallest ids of the parcels `count` counts, ascending: the first page(s) of the /parcels list, whose
   * SQL orders by id (call only when `supports(f)`). A max-heap of the k smallest met so far.
   */
  smallestIds(f: MapFilters, k: number): number[] {
    const heap = new Float64Array(k);
    let size = 0;
    const ids = this.c.id;
    this.each(f, (i) => {
      const id = ids[i]!;
      if (size < k) {
        // Sift up.
        let j = size++;
        while (j > 0) {
          const parent = (j - 1) >> 1;
          if (heap[parent]! >= id) break;
          heap[j] = heap[parent]!;
          j = parent;
        }
        heap[j] = id;
      } else if (k > 0 && id < heap[0]!) {
        // Replace the largest and sift down.
        let j = 0;
        for (;;) {
          const l = 2 * j + 1;
          if (l >= size) break;
          const r = l + 1;
          const big = r < size && heap[r]! > heap[l]! ? r : l;
          if (heap[big]! <= id) break;
          heap[j] = heap[big]!;
          j = big;
        }
        heap[j] = id;
      }
    });
    return Array.from(heap.subarray(0, size)).sort((a, b) => a - b);
  }

  /** Calls `visit(i)` for each parcel `count` counts. */
  private each(f: MapFilters, visit: (i: number) => void): void {
    const k = this.criteria(f);
    if (!f.viewport) {
      for (let i = 0; i < this.size; i++) if (this.passes(i, k)) visit(i);
      return;
    }
    const { southWest: sw, northEast: ne } = f.viewport;
    const [ex0, ex1] = [floatDown(sw.lng), floatUp(ne.lng)];
    const [ey0, ey1] = [floatDown(sw.lat), floatUp(ne.lat)];
    const { x, x0, x1, y0, y1 } = this.c;
    const r = this.reach;
    // A box reaching into the envelope has its centre within [ex0 − east, ex1 + west] × [ey0 − north, ey1 + south].
    const [first, last] = [ex0 - r.east, ex1 + r.west];
    this.eachBand(ey0 - r.north, ey1 + r.south, (from, to) => {
      for (let i = this.firstAbove(first, from, to); i < to; i++) {
        if (x[i]! > last) break;
        if (x0[i]! <= ex1 && x1[i]! >= ex0 && y0[i]! <= ey1 && y1[i]! >= ey0 && this.passes(i, k)) visit(i);
      }
    });
  }
}
