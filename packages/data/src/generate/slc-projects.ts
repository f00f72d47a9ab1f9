import { readAsset } from '../assets.js';
import type { Session } from '../db/session.js';

/**
 * Salt Lake City's development pipeline and affordable-housing inventory (SLC Open Data) as real projects,
 * with their developers as companies. Each is attached to the nearest generated parcel(s) so it has land.
 */
interface PointFeature {
  properties: Record<string, string | null>;
  geometry: { coordinates: [number, number] };
}

function features(name: string): PointFeature[] {
  return (JSON.parse(readAsset(name)) as { features: PointFeature[] }).features;
}

function units(text: string | null | undefined): number | null {
  const m = text?.match(/\d+/);
  return m ? Number(m[0]) : null;
}

function developmentStatus(status: string, forSale: boolean): string {
  const s = status.toLowerCase();
  if (s.startsWith('completed')) return forSale ? 'For Sale' : 'For Rent';
  if (s.includes('construction')) return 'Coming Soon';
  if (s === 'actively proposed') return 'Seeking Preliminary from Planning Commission';
  if (s === 'proposed') return 'Concept';
  return 'Human Check Needed';
}

export interface RealProject {
  external_id: string;
  name: string;
  address: string | null;
  postal_code: string | null;
  lng: number;
  lat: number;
  project_status: string;
  sub_status: string;
  total_units: number | null;
  condo_units: number | null;
  th_pads: number | null;
  products: string[];
  special_product_types: string[];
  completed_on: string | null;
  developers: string[];
}

export function slcProjects(): RealProject[] {
  const out: RealProject[] = [];
  features('slc-development.geojson').forEach((f, i) => {
    const p = f.properties;
    const unitText = p._Units ?? '';
    const n = units(unitText);
    const townhomes = /townhome/i.test(unitText);
    const forSale = /for[- ]sale|condo/i.test(unitText);
    const year = (p.Status ?? '').match(/(20\d\d)/)?.[1];
    out.push({
      external_id: `development-${i + 1}`,
      name: p.Project_Na ?? `SLC development ${i + 1}`,
      address: p.Address_Ne ?? null,
      postal_code: null,
      lng: f.geometry.coordinates[0],
      lat: f.geometry.coordinates[1],
      project_status: developmentStatus((p.Status ?? '').trim(), forSale),
      sub_status: `SLC: ${p.Status ?? 'unknown'}${unitText ? ` · ${unitText}` : ''}`,
      total_units: n,
      condo_units: townhomes ? null : n,
      th_pads: townhomes ? n : null,
      products: townhomes ? ['townhouse'] : ['condos'],
      special_product_types: /AMI|affordable/i.test(unitText) ? ['Affordable Housing'] : [],
      completed_on: year ? `${year}-12-31` : null,
      developers: (p.Developer_ ?? '')
        .split(/\s\+\s|\s+and\s+/)
        .map((s) => s.trim())
        .filter((s) => s.length > 1),
    });
  });
  features('slc-affordable-housing.geojson').forEach((f, i) => {
    const p = f.properties;
    const n = units(p.Total_Unit);
    const status = (p.Status ?? '').trim();
    out.push({
      external_id: `affordable-${i + 1}`,
      name: p.Name ?? `SLC affordable housing ${i + 1}`,
      address: p.Street ?? null,
      postal_code: p.Zip ?? null,
      lng: f.geometry.coordinates[0],
      lat: f.geometry.coordinates[1],
      project_status:
        status === 'Predevelopment' ? 'Concept' : status === 'Construction' ? 'Coming Soon' : 'For Rent',
      sub_status: `SLC affordable housing: ${status}${p.Affordable ? ` · ${p.Affordable} affordable of ${p.Total_Unit}` : ''}`,
      total_units: n,
      condo_units: n,
      th_pads: null,
      products: ['condos'],
      special_product_types: ['Affordable Housing'],
      completed_on: p.Deed_Restr && /^\d{4}$/.test(p.Deed_Restr) ? `${p.Deed_Restr}-12-31` : null,
      developers: [],
    });
  });
  return out;
}

/** Upserts the real projects and developer companies, links them, and attaches each to its nearest parcels. */
export async function loadSlcProjects(s: Session): Promise<{ projects: number; companies: number }> {
  const projects = slcProjects();
  const developers = [...new Set(projects.flatMap((p) => p.developers))];
  const companies = await s.query<{ n: number }>(
    `WITH ins AS (INSERT INTO companies (name, company_type, contact_types, city, state, source)
       SELECT x, 'Developer', ARRAY['Developer'], 'Salt Lake City', 'UT', 'slc_open_data' FROM unnest($1::text[]) AS x
       ON CONFLICT ((lower(name))) DO NOTHING RETURNING 1) SELECT count(*)::int AS n FROM ins`,
    [developers],
  );
  const inserted = await s.query<{ n: number }>(
    `WITH ins AS (INSERT INTO projects (name, state, address, city, city_by_geometry, county, postal_code, center,
       project_status, sub_status, total_units, condo_units, th_pads, products, special_product_types, completed_on,
       company_matches, area_tags, retire_or_display, source, external_id)
     SELECT x.name, 'UT', x.address, 'Salt Lake City', 'Salt Lake City', 'Salt Lake', x.postal_code,
       ST_SetSRID(ST_MakePoint(x.lng, x.lat), 4326), x.project_status, x.sub_status, x.total_units, x.condo_units,
       x.th_pads, x.products, x.special_product_types, x.completed_on, x.developers,
       coalesce((SELECT array_agg(t.name ORDER BY t.name) FROM area_tags t
                 WHERE ST_Covers(t.geom, ST_SetSRID(ST_MakePoint(x.lng, x.lat), 4326))), '{}'),
       'Display', 'slc_open_data', x.external_id
     FROM json_to_recordset($1::json) AS x(external_id text, name text, address text, postal_code text, lng float8,
       lat float8, project_status text, sub_status text, total_units int, condo_units int, th_pads int,
       products text[], special_product_types text[], completed_on date, developers text[])
     ON CONFLICT (source, external_id) WHERE external_id IS NOT NULL DO NOTHING RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [JSON.stringify(projects)],
  );
  await s.query(
    `INSERT INTO project_companies (project_id, company_id, role)
     SELECT p.id, c.id, 'Developer' FROM projects p CROSS JOIN LATERAL unnest(p.company_matches) AS m(name)
     JOIN companies c ON lower(c.name) = lower(m.name)
     WHERE p.source = 'slc_open_data' ON CONFLICT DO NOTHING`,
  );
  // Nearest generated parcels: one, or two for large buildings; parcels in Salt Lake City first, then any.
  for (const filter of [`pa.city_by_geometry = 'Salt Lake City'`, 'true']) {
    await s.query(
      `INSERT INTO project_parcels (project_id, parcel_id, buildable)
       SELECT p.id, n.id, NOT n.property_info_building FROM projects p
       CROSS JOIN LATERAL (SELECT pa.id, pa.property_info_building FROM parcels pa WHERE ${filter}
         ORDER BY pa.center <-> p.center LIMIT CASE WHEN coalesce(p.total_units, 0) > 100 THEN 2 ELSE 1 END) n
       WHERE p.source = 'slc_open_data' AND NOT EXISTS (SELECT 1 FROM project_parcels pp WHERE pp.project_id = p.id)
       ON CONFLICT DO NOTHING`,
    );
  }
  return { projects: inserted[0]!.n, companies: companies[0]!.n };
}
