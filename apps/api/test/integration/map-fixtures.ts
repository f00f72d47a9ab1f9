// Map test data: the shared demo dataset (geography + the parcels of SHARED_DEMO_DATA, idempotent) and hand-made
// parcels and projects in a city name of their own, so a filter's effect on them can be asserted exactly.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { generateDemoData, loadGeography } from '@utah-land/data';
import type { TestApp } from '../support/test-app.js';
import { SHARED_DEMO_DATA } from '../../../../test-support/demo-dataset.js';

export async function loadDemoData(t: TestApp) {
  await loadGeography(t.database);
  await generateDemoData(t.database, SHARED_DEMO_DATA);
}

export interface HandParcel {
  parcel_id?: string;
  lng: number;
  lat: number;
  /** Side of the square parcel in degrees. */
  size?: number;
  acreage?: number;
  county?: string;
  postal_code?: string;
  area_tags?: string[];
  products?: string[];
  house_style?: string[];
  property_info_building?: boolean;
  mls_status?: string | null;
  possible_lots_proxy?: string | null;
  actual_zoning?: string | null;
  workability_score?: number | null;
  formatted_parcel_id?: string | null;
  ownership_name?: string | null;
}

/** Inserts square parcels into a city of the test's own name; answers their database ids in order. */
export async function insertParcels(t: TestApp, city: string, parcels: HandParcel[]): Promise<number[]> {
  const ids: number[] = [];
  for (const p of parcels) {
    const s = p.size ?? 0.001;
    const ring = `${p.lng} ${p.lat}, ${p.lng + s} ${p.lat}, ${p.lng + s} ${p.lat + s}, ${p.lng} ${p.lat + s}, ${p.lng} ${p.lat}`;
    const row = await t.database.db
      .insertInto('parcels')
      .values({
        parcel_id: p.parcel_id ?? `T${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        formatted_parcel_id: p.formatted_parcel_id ?? null,
        geom: sql`ST_GeomFromText(${`MULTIPOLYGON(((${ring})))`}, 4326)`,
        center: sql`ST_SetSRID(ST_MakePoint(${p.lng + s / 2}, ${p.lat + s / 2}), 4326)`,
        acreage: p.acreage ?? 1,
        city,
        county: p.county ?? 'Utah',
        postal_code: p.postal_code ?? null,
        area_tags: p.area_tags ?? [],
        products: p.products ?? [],
        house_style: p.house_style ?? [],
        property_info_building: p.property_info_building ?? false,
        mls_status: p.mls_status ?? null,
        possible_lots_proxy: p.possible_lots_proxy ?? null,
        actual_zoning: p.actual_zoning ?? null,
        workability_score: p.workability_score ?? null,
        ownership_name: p.ownership_name ?? null,
        source: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export interface HandProject {
  name: string;
  parent?: number | null;
  lng?: number;
  lat?: number;
  project_status?: string | null;
  lot_sizes?: string[];
  special_product_types?: string[];
  house_style?: string[];
  products?: string[];
  parcels?: { id: number; buildable?: boolean }[];
}

export async function insertProject(t: TestApp, city: string, p: HandProject): Promise<number> {
  const row = await t.database.db
    .insertInto('projects')
    .values({
      name: p.name,
      parent_project_id: p.parent ?? null,
      city,
      county: 'Utah',
      center: p.lng === undefined ? null : sql`ST_SetSRID(ST_MakePoint(${p.lng}, ${p.lat}), 4326)`,
      project_status: p.project_status ?? null,
      lot_sizes: p.lot_sizes ?? [],
      special_product_types: p.special_product_types ?? [],
      house_style: p.house_style ?? [],
      products: p.products ?? [],
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const parcel of p.parcels ?? [])
    await t.database.db
      .insertInto('project_parcels')
      .values({ project_id: row.id, parcel_id: parcel.id, buildable: parcel.buildable ?? true })
      .execute();
  return row.id;
}

export const uniqueCity = () => `Testville ${randomUUID().slice(0, 8)}`;

export const qs = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/** A star polygon over Utah: n points, each joined to the one `step` places round the circle, so edges cross. */
export function selfCrossingStar(n: number, step = Math.floor(n / 2) - 1): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * ((i * step) % n)) / n;
    return [-111.5 + 2 * Math.cos(a), 39.5 + 1.5 * Math.sin(a)] as [number, number];
  });
}
