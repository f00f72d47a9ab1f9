import type { Kysely } from 'kysely';
import type { MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { ParcelPointsStore } from './parcel-points-store.js';
import { parcelConditions } from '../map/map-filters.js';
import { ParcelPoints } from './parcel-points.js';
import { parcelCountQuery } from './parcels.queries.js';

/**
 * The number of parcels matching the filters, for /parcels/count and the total of the /parcels list. Filter sets
 * that ParcelPoints evaluates exactly (ParcelPoints.supports: every map filter but the drawn polygon and the parcel
 * id, whose indexes answer them) are counted from the in-memory parcel points once they reflect the tables' change
 * marker (the same points and marker as the filtered map clusters); the rest, and every count while the points
 * (re)load, run parcelCountQuery, the SQL the admin's View Query shows. Both give the same number (see
 * ParcelPoints.count); a zoom-10 view with three filters costs ~1-3 ms here instead of 30-100 ms in SQL.
 */
export async function parcelCount(db: Kysely<DB>, f: MapFilters): Promise<number> {
  if (ParcelPoints.supports(f)) {
    // Bad input is refused as the SQL would refuse it (400), before any answer from memory.
    parcelConditions(f);
    const points = await ParcelPointsStore.of(db).current();
    if (points?.handles(f)) return points.count(f);
  }
  const row = await parcelCountQuery(db, f).executeTakeFirstOrThrow();
  return Number(row.count);
}
