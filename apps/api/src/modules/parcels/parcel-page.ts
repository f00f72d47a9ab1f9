import type { Kysely } from 'kysely';
import type { MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { Paging, Viewer } from '../map/map-access.js';
import { filteredParcels, parcelConditions } from '../map/map-filters.js';
import { parcelCount } from './parcel-count.js';
import { ParcelPointsStore } from './parcel-points-store.js';
import { ParcelPoints } from './parcel-points.js';
import { parcelDataQuery, selectCard, type ParcelCardRow } from './parcels.queries.js';

/** The list's pages answered from memory: while offset + limit stays within this many parcels. */
const MEMORY_DEPTH = 10_000;

/**
 * One page of the /parcels list and its total. The SQL (parcelDataQuery) orders the filtered parcels by id; with a
 * filter that matches few parcels, or many late in id order, PostgreSQL walks the primary key a long way to fill a
 * page (1-5 s at 1M parcels with a city, a zoning or a house style, bench/search-and-counts.md). When the in-memory
 * parcel points evaluate the filters (ParcelPoints.supports, as for counts) and no score sort is asked, they give the
 * page's ids (the smallest matching ids, as the SQL's order) and the cards are read by id; otherwise the SQL.
 */
export async function parcelPage(
  db: Kysely<DB>,
  f: MapFilters,
  viewer: Viewer,
  paging: Paging,
): Promise<{ count: number; rows: ParcelCardRow[] }> {
  if (!f.sortBy && paging.offset + paging.limit <= MEMORY_DEPTH && ParcelPoints.supports(f)) {
    // Bad input is refused as the SQL would refuse it (400), before any answer from memory.
    parcelConditions(f);
    const points = await ParcelPointsStore.of(db).current();
    if (points?.handles(f)) {
      const ids = points.smallestIds(f, paging.offset + paging.limit).slice(paging.offset);
      const rows = ids.length
        ? await db
            .selectFrom('parcels as p')
            .select(selectCard(viewer))
            .where('p.id', 'in', ids)
            .orderBy('p.id')
            .execute()
        : [];
      return { count: points.count(f), rows };
    }
  }
  // Built first: it compiles the filters, so bad input is refused (400) before the count starts.
  const data =
    f.sortBy || !(f.parcelId || f.coords)
      ? parcelDataQuery(db, f, viewer, paging)
      : fencedPageQuery(db, f, viewer, paging);
  const [count, rows] = await Promise.all([parcelCount(db, f), data.execute()]);
  return { count, rows };
}

/**
 * The page of a filter set with a parcel id prefix or a drawn polygon, which only SQL evaluates: the matching ids
 * are found first through their indexes (a materialized CTE), the page's ids taken from them in order, and those
 * cards read. Left to itself the planner walks the primary key in id order and tests every parcel against the
 * filters when few match (0.4-1.2 s at 1M parcels).
 */
export function fencedPageQuery(db: Kysely<DB>, f: MapFilters, viewer: Viewer, paging: Paging) {
  return db
    .with(
      (wb) => wb('matching').materialized(),
      () => filteredParcels(db, f).select('p.id'),
    )
    .selectFrom('parcels as p')
    .select(selectCard(viewer))
    .where('p.id', 'in', (eb) =>
      eb
        .selectFrom('matching')
        .select('matching.id')
        .orderBy('matching.id')
        .limit(paging.limit)
        .offset(paging.offset),
    )
    .orderBy('p.id');
}
