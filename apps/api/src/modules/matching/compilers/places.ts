import { projectAlive } from './fit.js';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { STRONG_MATCH_SCORE } from '@utah-land/shared';
import type { DB } from '../../../db/index.js';
import { PARCEL_ROW_COLUMNS, PROJECT_ROW_COLUMNS } from './rows.js';
import { sourceAsOfOf } from '../../map/map-provenance.js';
import { offeredProducts, type SupplyProfile } from '../profiles.js';
import {
  columnsOf,
  comparedOf,
  degreesFor,
  matchedOnOf,
  subjectJson,
  whereOf,
  type Dimension,
} from './dimensions.js';

function subjectPoint(s: SupplyProfile) {
  return sql`ST_SetSRID(ST_MakePoint(${s.lng}::float8, ${s.lat}::float8), 4326)`;
}

/** The distance compared: how far the row is from `from` (metres, to the decimetre) against the distance asked. */
function distanceCompared(
  col: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
  meters: number,
  unit: 'mi' | 'ft',
) {
  return sql`jsonb_build_array(${subjectJson({ dimension: 'distance', within: meters, unit })}
    || jsonb_build_object('meters', round(ST_Distance(${col}::geography, ${from}::geography)::numeric, 1)))`;
}

/**
 * The fit of a place in a survey's lists (docs/matching.md, "Ranking a survey's matches"), 0–100: its nearness to
 * the subject, all of it at the subject and nothing at the distance asked. Every list of places is ranked so:
 * a survey's, and a parcel's or project's own neighbours, projects and water rights, nearest first.
 */
function nearness(col: RawBuilder<unknown>, from: RawBuilder<unknown>, meters: number): RawBuilder<number> {
  return sql<number>`round(100 * greatest(0, 1 - ST_Distance(${col}::geography, ${from}::geography)
    / ${meters}::float8))::int`;
}
const strongOf = (score: RawBuilder<number>) =>
  sql<number>`(count(*) FILTER (WHERE ${score} >= ${STRONG_MATCH_SCORE}::int))::int`.as('count');

/** Within `meters` of the subject's point: a bounding box on the GiST index, then the exact geodesic distance. */
function distanceDimension(s: SupplyProfile, column: string, meters: number, columnName: string): Dimension {
  if (s.lng === null || s.lat === null)
    return { name: 'distance', columns: [columnName], agreed: sql<boolean>`false` };
  const col = sql.ref(column);
  const pt = subjectPoint(s);
  return {
    name: 'distance',
    columns: [columnName],
    agreed: sql<boolean>`(${col} && ST_Expand(${pt}, ${degreesFor(meters, s.lat)}::float8)
      AND ST_DWithin(${col}::geography, ${pt}::geography, ${meters}::float8))`,
    compared: distanceCompared(col, pt, meters, 'mi'),
  };
}

/**
 * Water rights within a radius of the subject (default 1 mile), nearest first, with a score. Admins see WRNUM as
 * the column used.
 */
export function compileWaterRights(db: Kysely<DB>, s: SupplyProfile, meters: number) {
  const dims = [distanceDimension(s, 'w.location', meters, 'water_rights.location')];
  const matched = db.selectFrom('water_rights as w').where(whereOf([], dims));
  const score =
    s.lng === null || s.lat === null ? sql<number>`0` : nearness(sql`w.location`, subjectPoint(s), meters);
  return {
    kind: 'waterRights' as const,
    columnsUsed: ['WRNUM'],
    count: () => matched.select(sql<number>`count(*)::int`.as('count')),
    strongCount: () => matched.select(strongOf(score)),
    page: (page: number, limit: number) =>
      matched
        .select([
          'w.id',
          'w.wrnum',
          'w.wrchex',
          'w.owner_first_name',
          'w.owner_last_name',
          'w.owner_email_address',
          'w.owner_phone',
          'w.owner_address1',
          'w.owner_address2',
          'w.owner_interest',
          'w.city',
          'w.source',
          sourceAsOfOf('w').as('source_as_of'),
          sql<number>`ST_Y(w.location)`.as('lat'),
          sql<number>`ST_X(w.location)`.as('lng'),
          matchedOnOf(dims).as('matched_on'),
          comparedOf(dims).as('compared'),
        ])
        .select(score.as('score'))
        .orderBy('score', 'desc')
        .orderBy('w.id')
        .limit(limit)
        .offset((page - 1) * limit),
    coordinates: (page: number, limit: number) =>
      matched
        .select([
          'w.id',
          'w.wrnum as label',
          sql<number>`ST_Y(w.location)`.as('lat'),
          sql<number>`ST_X(w.location)`.as('lng'),
        ])
        .orderBy('w.id')
        .limit(limit)
        .offset((page - 1) * limit),
  };
}

export type ProjectTier = 'parent' | 'child';

/**
 * Parent and child projects within a radius (default 1 mile) sharing a product type, apart from the subject itself.
 * Only the types are compared, never the counts: a nearby project of any size is a neighbour worth knowing.
 */
export function compileProjects(db: Kysely<DB>, s: SupplyProfile, meters: number) {
  const dims: Dimension[] = [distanceDimension(s, 'p.center', meters, 'projects.center')];
  const score =
    s.lng === null || s.lat === null ? sql<number>`0` : nearness(sql`p.center`, subjectPoint(s), meters);
  const offered = offeredProducts(s);
  if (offered.length)
    dims.push({
      name: 'products',
      columns: ['projects.products'],
      agreed: sql<boolean>`p.products && ${offered}::text[]`,
      demandUndefined: sql<boolean>`p.products = '{}'`,
      compared: sql`jsonb_build_array(${subjectJson({ dimension: 'productTypes', offered })}
        || jsonb_build_object('wanted', p.products))`,
    });
  const fixed = (tier?: ProjectTier): RawBuilder<boolean>[] => [
    projectAlive(),
    ...(s.kind === 'parcel' ? [] : [sql<boolean>`p.id <> ${s.id}::int8`]),
    ...(tier === 'parent' ? [sql<boolean>`p.parent_project_id IS NULL`] : []),
    ...(tier === 'child' ? [sql<boolean>`p.parent_project_id IS NOT NULL`] : []),
  ];
  const matched = (tier?: ProjectTier) => db.selectFrom('projects as p').where(whereOf(fixed(tier), dims));
  return {
    kind: 'projects' as const,
    columnsUsed: columnsOf(['projects.id', 'projects.parent_project_id'], dims),
    count: (tier?: ProjectTier) => matched(tier).select(sql<number>`count(*)::int`.as('count')),
    strongCount: (tier?: ProjectTier) => matched(tier).select(strongOf(score)),
    /** The ids of the projects, parents and children (the map's scope of a survey). */
    ids: () => matched().select('p.id'),
    page: (tier: ProjectTier | undefined, page: number, limit: number) =>
      matched(tier)
        .select([
          ...PROJECT_ROW_COLUMNS,
          sql<number | null>`ST_Y(p.center)`.as('lat'),
          sql<number | null>`ST_X(p.center)`.as('lng'),
          matchedOnOf(dims).as('matched_on'),
          comparedOf(dims).as('compared'),
        ])
        .select(score.as('score'))
        .orderBy('score', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit),
    coordinates: (tier: ProjectTier | undefined, page: number, limit: number) =>
      matched(tier)
        .select([
          'p.id',
          'p.name as label',
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
        ])
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit),
  };
}

export const PARCEL_MATCHING_TYPES = ['all', 'buildableParcels', 'alreadyBuildedParcels'] as const;
export type ParcelMatchingType = (typeof PARCEL_MATCHING_TYPES)[number];

/**
 * Parcels: for a parcel, its neighbours within `feetMeters` (300 ft, or 100 ft); for a project, its own parcels
 * (a parent's include its children's), split into buildable and already built.
 */
export function compileParcels(db: Kysely<DB>, s: SupplyProfile, meters: number) {
  const conditions = (
    type: ParcelMatchingType,
  ): { fixed: RawBuilder<boolean>[]; dims: Dimension[]; score: RawBuilder<number> } => {
    if (s.kind === 'parcel') {
      const geom = sql`(SELECT g.geom FROM parcels g WHERE g.id = ${s.id}::int8)`;
      const dims: Dimension[] = [
        {
          name: 'distance',
          columns: ['parcels.geom'],
          agreed: sql<boolean>`(p.geom && ST_Expand(${geom}, ${degreesFor(meters, s.lat ?? 40)}::float8)
            AND ST_DWithin(p.geom::geography, ${geom}::geography, ${meters}::float8))`,
          compared: distanceCompared(sql`p.geom`, geom, meters, 'ft'),
        },
      ];
      const fixed = [sql<boolean>`p.id <> ${s.id}::int8`];
      if (type === 'buildableParcels') fixed.push(sql<boolean>`NOT p.property_info_building`);
      if (type === 'alreadyBuildedParcels') fixed.push(sql<boolean>`p.property_info_building`);
      return { fixed, dims, score: nearness(sql`p.geom`, geom, meters) };
    }
    const projects =
      s.kind === 'parentProject'
        ? sql`pp.project_id IN (SELECT ch.id FROM projects ch WHERE ch.id = ${s.id}::int8 OR ch.parent_project_id = ${s.id}::int8)`
        : sql`pp.project_id = ${s.id}::int8`;
    const buildable =
      type === 'buildableParcels'
        ? sql` AND pp.buildable`
        : type === 'alreadyBuildedParcels'
          ? sql` AND NOT pp.buildable`
          : sql``;
    const dims: Dimension[] = [
      {
        name: 'project',
        columns: ['project_parcels.project_id', 'project_parcels.buildable', 'projects.name'],
        agreed: sql<boolean>`p.id IN (SELECT pp.parcel_id FROM project_parcels pp WHERE ${projects}${buildable})`,
        // The project (or child project) the parcel belongs to, and whether it is buildable there.
        compared: sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('dimension', 'project', 'project', pr.name,
          'buildable', pp.buildable) ORDER BY pr.id), '[]'::jsonb) FROM project_parcels pp
          JOIN projects pr ON pr.id = pp.project_id WHERE pp.parcel_id = p.id AND ${projects}${buildable})`,
      },
    ];
    // A project's own parcels all fit it: a buildable one fully, an already built one half.
    const score = sql<number>`(CASE WHEN EXISTS (SELECT 1 FROM project_parcels pp WHERE pp.parcel_id = p.id
      AND ${projects} AND pp.buildable) THEN 100 ELSE 50 END)`;
    return { fixed: [], dims, score };
  };
  const matched = (type: ParcelMatchingType) => {
    const { fixed, dims, score } = conditions(type);
    return { q: db.selectFrom('parcels as p').where(whereOf(fixed, dims)), dims, score };
  };
  const base = conditions('all');
  return {
    kind: 'parcels' as const,
    columnsUsed: columnsOf(
      s.kind === 'parcel' ? ['parcels.id', 'parcels.property_info_building'] : ['parcels.id'],
      base.dims,
    ),
    count: (type: ParcelMatchingType = 'all') =>
      matched(type).q.select(sql<number>`count(*)::int`.as('count')),
    strongCount: (type: ParcelMatchingType = 'all') => {
      const { q, score } = matched(type);
      return q.select(strongOf(score));
    },
    /** The ids of the parcels (the map's scope of a survey). */
    ids: () => matched('all').q.select('p.id'),
    page: (type: ParcelMatchingType, page: number, limit: number) => {
      const { q, dims, score } = matched(type);
      return q
        .select([
          ...PARCEL_ROW_COLUMNS,
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
          matchedOnOf(dims).as('matched_on'),
          comparedOf(dims).as('compared'),
        ])
        .select(score.as('score'))
        .orderBy('score', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit);
    },
    coordinates: (type: ParcelMatchingType, page: number, limit: number) =>
      matched(type)
        .q.select([
          'p.id',
          sql<string>`coalesce(p.formatted_parcel_id, p.parcel_id)`.as('label'),
          sql<number>`ST_Y(p.center)`.as('lat'),
          sql<number>`ST_X(p.center)`.as('lng'),
        ])
        .orderBy('p.id')
        .limit(limit)
        .offset((page - 1) * limit),
  };
}
