// What bench/soak.ts sends: its fast loops' request mix (MIX) about 2,000 random parcels of the database, and the
// tiles its slow readers read. Deterministic pseudo-random numbers, so two runs ask the same requests.
import type pg from 'pg';
import { PARCEL_TILES_MIN_ZOOM } from '@utah-land/shared';
import { tileAt } from '../test-support/tile-math.js';

let seed = 26;
export const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
export const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

export interface Req {
  kind: string;
  /** Method and path template, for 5xx by route. */
  route: string;
  method: string;
  path: string;
  body?: string;
  type?: string;
  auth: boolean;
  /** Bad input: a 4xx is the right answer. */
  bad?: boolean;
}

export interface Sample {
  id: number;
  lng: number;
  lat: number;
  county: string;
  street: string | null;
}

/** 2,000 random parcels of the database, and the counties an export may take whole. */
export async function loadSamples(sql: pg.Client): Promise<{ parcels: Sample[]; exportCounties: string[] }> {
  const { rows: span } = await sql.query<{ lo: number; hi: number }>(
    'select min(id)::int lo, max(id)::int hi from parcels',
  );
  const { lo, hi } = span[0]!;
  const ids = Array.from({ length: 2500 }, () => Math.floor(lo + rand() * (hi - lo + 1)));
  const { rows: parcels } = await sql.query<Sample>(
    `select p.id::int, ST_X(p.center) lng, ST_Y(p.center) lat, coalesce(p.county, 'Salt Lake') county,
       nullif(regexp_replace(coalesce(p.address, ''), '^[0-9]+ ', ''), '') street
     from parcels p where p.id = any($1::bigint[]) order by md5(p.id::text) limit 2000`,
    [ids],
  );
  // Counties an export may take whole (at most 100,000 parcels, AREA_EXPORT_LIMITS) and that take long to stream.
  const { rows: counties } = await sql.query<{ county: string }>(
    `select county from parcels where county is not null group by county
     having count(*) between 10000 and 95000 order by county`,
  );
  if (!parcels.length) throw new Error('no parcels in the database: generate some first (bench/soak.md)');
  return { parcels, exportCounties: counties.map((c) => c.county) };
}

const viewport = (lng: number, lat: number, zoom: number) => {
  const degPerPx = 360 / (512 * 2 ** zoom);
  const w = (1440 * degPerPx) / 2;
  const h = (900 * degPerPx * Math.cos((lat * Math.PI) / 180)) / 2;
  return encodeURIComponent(
    JSON.stringify({ northEast: { lat: lat + h, lng: lng + w }, southWest: { lat: lat - h, lng: lng - w } }),
  );
};
export const tilePath = (p: Sample) => {
  const z = PARCEL_TILES_MIN_ZOOM + Math.floor(rand() * (19 - PARCEL_TILES_MIN_ZOOM));
  const { x, y } = tileAt(p.lng, p.lat, z);
  return `/api/tiles/parcels/${z}/${x}/${y}.mvt`;
};

const get = (kind: string, route: string, path: string): Req => ({
  kind,
  route,
  method: 'GET',
  path,
  auth: true,
});
const nested = '['.repeat(10_000) + ']'.repeat(10_000); // 20 KB, 10,000 deep
const bowtie = encodeURIComponent('[[-111.9,40.7],[-111.8,40.8],[-111.8,40.7],[-111.9,40.8]]');

/** The fast loops' mix: [weight, maker]. Weights are percentages. */
const MIX: [number, (p: Sample) => Req][] = [
  [24, (p) => get('tile', 'GET /api/tiles/parcels/{z}/{x}/{y}.mvt', tilePath(p))],
  [
    12,
    (p) => {
      const zoom = pick([10, 12, 13]);
      return get(
        'cluster',
        'GET /api/parcels/all-coordinates',
        `/api/parcels/all-coordinates?zoom=${zoom}&viewport=${viewport(p.lng, p.lat, zoom)}`,
      );
    },
  ],
  [
    12,
    (p) => {
      const c = encodeURIComponent(p.county);
      const filters = pick([
        `counties=${c}&minAcreage=${(rand() * 2).toFixed(2)}`,
        `counties=${c}&land=true`,
        `counties=${c}&singleFamily=true&maxAcreage=1`,
        `zoom=13&viewport=${viewport(p.lng, p.lat, 13)}&minAcreage=0.25`,
      ]);
      return get('count', 'GET /api/parcels/count', `/api/parcels/count?${filters}`);
    },
  ],
  [
    8,
    (p) =>
      get(
        'page',
        'GET /api/parcels',
        `/api/parcels?counties=${encodeURIComponent(p.county)}&page=${1 + Math.floor(rand() * 5)}&limit=20`,
      ),
  ],
  [10, (p) => get('match-count', 'GET /api/parcels/matches/{id}', `/api/parcels/matches/${p.id}`)],
  [
    8,
    (p) =>
      get(
        'match-page',
        'GET /api/parcels/matches-all/{id}',
        `/api/parcels/matches-all/${p.id}?matchingType=${pick(['builders', 'investors', 'parcels', 'realEstateAgents'])}&page=1&limit=10`,
      ),
  ],
  [
    5,
    (p) =>
      get(
        'search',
        'GET /api/search',
        `/api/search?q=${encodeURIComponent((p.street ?? `${p.county} County`).slice(0, 24))}`,
      ),
  ],
  [11, (p) => get('detail', 'GET /api/parcels/info/{id}', `/api/parcels/info/${p.id}`)],
  [
    2,
    () => ({
      kind: 'bad-nested',
      route: 'POST /api/alerts/unsubscribe',
      method: 'POST',
      path: '/api/alerts/unsubscribe?token=x',
      body: nested,
      auth: false,
      bad: true,
    }),
  ],
  [
    2,
    () =>
      pick<Req>([
        { ...get('bad-nul', 'GET /api/search', '/api/search?q=main%00street'), bad: true },
        { ...get('bad-nul', 'GET /api/parcels/count', '/api/parcels/count?counties=Salt%00Lake'), bad: true },
        {
          kind: 'bad-nul',
          route: 'POST /api/alerts/unsubscribe',
          method: 'POST',
          path: '/api/alerts/unsubscribe?token=a%00b',
          body: JSON.stringify({ note: 'a\u0000b' }),
          auth: false,
          bad: true,
        },
      ]),
  ],
  [
    2,
    () =>
      pick<Req>([
        {
          kind: 'bad-id',
          route: 'POST /api/user-subscriptions/cancel/{id}',
          method: 'POST',
          path: '/api/user-subscriptions/cancel/2147483648',
          auth: true,
          bad: true,
        },
        { ...get('bad-id', 'GET /api/parcels/info/{id}', '/api/parcels/info/2147483648'), bad: true },
        { ...get('bad-id', 'GET /api/parcels/matches/{id}', '/api/parcels/matches/2147483648'), bad: true },
        {
          ...get(
            'bad-id',
            'GET /api/parcels/matches-all/{id}',
            '/api/parcels/matches-all/9007199254740993?matchingType=builders',
          ),
          bad: true,
        },
        {
          kind: 'bad-id',
          route: 'DELETE /api/parcels-bookmarks/{id}',
          method: 'DELETE',
          path: '/api/parcels-bookmarks/2147483648',
          auth: true,
          bad: true,
        },
      ]),
  ],
  [
    2,
    () =>
      pick<Req>([
        {
          kind: 'bad-json',
          route: 'POST /api/alerts/watches',
          method: 'POST',
          path: '/api/alerts/watches',
          body: '{"name": "soak", ',
          auth: true,
          bad: true,
        },
        {
          kind: 'bad-json',
          route: 'POST /api/parcels-bookmarks',
          method: 'POST',
          path: '/api/parcels-bookmarks',
          body: '{"parcelId": 1',
          auth: true,
          bad: true,
        },
      ]),
  ],
  [
    2,
    () =>
      pick<Req>([
        { ...get('bad-polygon', 'GET /api/parcels/count', `/api/parcels/count?coords=${bowtie}`), bad: true },
        {
          ...get(
            'bad-polygon',
            'GET /api/parcels/count',
            `/api/parcels/count?coords=${encodeURIComponent('[[1,2],[3')}`,
          ),
          bad: true,
        },
        {
          ...get(
            'bad-polygon',
            'GET /api/parcels/all-coordinates',
            `/api/parcels/all-coordinates?zoom=14&coords=${encodeURIComponent('[["a","b"],[1e999,2],[3,4]]')}`,
          ),
          bad: true,
        },
      ]),
  ],
];
const MIX_TOTAL = MIX.reduce((s, [w]) => s + w, 0);
/** The next request of a fast loop: a kind drawn by MIX weight, about a random sample parcel. */
export function nextRequest(parcels: Sample[]): Req {
  let r = rand() * MIX_TOTAL;
  for (const [w, make] of MIX) {
    if ((r -= w) < 0) return make(pick(parcels));
  }
  return MIX[0]![1](pick(parcels));
}
