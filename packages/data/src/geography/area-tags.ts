/**
 * The 49 Utah area tags: named sub-regions of counties. Each is the county's polygon, or the part of it inside
 * a lng/lat box (a county split by lines). Tags of one split tile their county; whole-county tags overlap them,
 * so a parcel in Sandy carries both 'Salt Lake County' and 'South Salt Lake County'.
 */
export interface AreaTagDefinition {
  name: string;
  county: string;
  /** [west, south, east, north]; absent = the whole county. */
  box?: [number, number, number, number];
}

const W = -180;
const S = -90;
const E = 180;
const N = 90;

const WHOLE_COUNTIES = [
  'Beaver',
  'Box Elder',
  'Cache',
  'Carbon',
  'Daggett',
  'Davis',
  'Duchesne',
  'Emery',
  'Garfield',
  'Grand',
  'Iron',
  'Juab',
  'Kane',
  'Millard',
  'Morgan',
  'Piute',
  'Rich',
  'Salt Lake',
  'San Juan',
  'Sanpete',
  'Sevier',
  'Summit',
  'Tooele',
  'Uintah',
  'Utah',
  'Wasatch',
  'Washington',
  'Wayne',
  'Weber',
] as const;

const SPLITS: AreaTagDefinition[] = [
  { name: 'North Salt Lake County', county: 'Salt Lake', box: [W, 40.7, E, N] },
  { name: 'West Salt Lake County', county: 'Salt Lake', box: [W, 40.58, -111.9, 40.7] },
  { name: 'East Salt Lake County', county: 'Salt Lake', box: [-111.9, 40.58, E, 40.7] },
  { name: 'South Salt Lake County', county: 'Salt Lake', box: [W, S, E, 40.58] },
  { name: 'North Utah County', county: 'Utah', box: [-111.87, 40.3, E, N] },
  { name: 'West Utah County', county: 'Utah', box: [W, 40.12, -111.87, N] },
  { name: 'Central Utah County', county: 'Utah', box: [-111.87, 40.12, E, 40.3] },
  { name: 'South Utah County', county: 'Utah', box: [W, S, E, 40.12] },
  { name: 'North Davis County', county: 'Davis', box: [W, 40.98, E, N] },
  { name: 'South Davis County', county: 'Davis', box: [W, S, E, 40.98] },
  { name: 'West Weber County', county: 'Weber', box: [W, S, -112.0, N] },
  { name: 'Ogden Area', county: 'Weber', box: [-112.0, S, -111.85, N] },
  { name: 'Ogden Valley', county: 'Weber', box: [-111.85, S, E, N] },
  { name: 'North Washington County', county: 'Washington', box: [W, 37.2, E, N] },
  { name: 'South Washington County', county: 'Washington', box: [W, S, E, 37.2] },
  { name: 'East Box Elder County', county: 'Box Elder', box: [-112.3, S, E, N] },
  { name: 'West Box Elder County', county: 'Box Elder', box: [W, S, -112.3, N] },
  { name: 'North Tooele County', county: 'Tooele', box: [W, 40.45, E, N] },
  { name: 'South Tooele County', county: 'Tooele', box: [W, S, E, 40.45] },
  { name: 'North Summit County', county: 'Summit', box: [W, 40.8, E, N] },
  { name: 'South Summit County', county: 'Summit', box: [W, S, E, 40.8] },
  { name: 'Cedar City Area', county: 'Iron', box: [W, S, E, 37.85] },
  { name: 'North Iron County', county: 'Iron', box: [W, 37.85, E, N] },
];

/** Counties with sub-regions keep a whole-county tag only where it is commonly used. */
const WITHOUT_WHOLE_TAG = new Set(['Box Elder', 'Tooele', 'Iron']);

export const AREA_TAG_DEFINITIONS: readonly AreaTagDefinition[] = [
  ...WHOLE_COUNTIES.filter((c) => !WITHOUT_WHOLE_TAG.has(c)).map((c) => ({ name: `${c} County`, county: c })),
  ...SPLITS,
];

export const AREA_TAG_NAMES: readonly string[] = AREA_TAG_DEFINITIONS.map((t) => t.name);

/** The area tags a point falls in (its county's whole tag and the split it lies in). */
export function areaTagsAt(county: string, lng: number, lat: number): string[] {
  const out: string[] = [];
  for (const t of AREA_TAG_DEFINITIONS) {
    if (t.county !== county) continue;
    if (!t.box) out.push(t.name);
    else if (lng >= t.box[0] && lng < t.box[2] && lat >= t.box[1] && lat < t.box[3]) out.push(t.name);
  }
  return out;
}
