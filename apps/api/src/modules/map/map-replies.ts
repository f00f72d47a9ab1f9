import { z } from 'zod';
import type { CompiledQuery } from 'kysely';
import type { MapResults, PlaceholderCard } from '@utah-land/shared';
import { NotFoundError } from '../../lib/errors.js';
import { placeholderOf, type Viewer } from './map-access.js';
import { toMapProject, type MarkerRow } from './map-geometry.js';
import { inlineSql } from './sql-display.js';

/** A stored record's id in a path (parcels, parent and child projects). */
export const recordId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idParams = z.object({ id: recordId });

/** A map answer of project markers only (polygon mode: no parcels, no clusters). */
export function projectMarkersReply(zoom: number, rows: MarkerRow[], truncated: boolean) {
  return {
    mode: 'polygons' as const,
    zoom,
    parcels: [],
    projects: rows.map(toMapProject),
    clusters: [],
    truncated,
  };
}

/** The marker the map centres on, with its centre as a GeoJSON point. */
export function centeredProjectOf(row: MarkerRow): NonNullable<MapResults['centeredProject']> {
  return { ...toMapProject(row), center_point: { type: 'Point', coordinates: [row.lng, row.lat] } };
}

/** Mean centre of a list's matches; both null when nothing matches. */
export function centerReply(row: { lat: number | null; lng: number | null } | undefined) {
  return { lat: row?.lat ?? null, lng: row?.lng ?? null };
}

/** Admin View Query: the count and data SQL of a list, parameters inlined. */
export function viewQueryReply(count: { compile(): CompiledQuery }, data: { compile(): CompiledQuery }) {
  return { countQuery: inlineSql(count.compile()), dataQuery: inlineSql(data.compile()) };
}

/** The stored record, every column (allData); a Free Trial user gets its placeholder. */
export function storedRecordReply<T>(
  viewer: Viewer,
  id: number,
  row: { all_data: T } | undefined,
  notFound: string,
): { data: T | PlaceholderCard } {
  if (!row) throw new NotFoundError(notFound);
  return { data: viewer.freeTrial ? placeholderOf({ id }) : row.all_data };
}
