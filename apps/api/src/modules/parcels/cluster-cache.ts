import { sql, type Kysely } from 'kysely';
import type { MapFilters, Viewport } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { parcelConditions } from '../map/map-filters.js';
import { clusterCellDegrees, clusterQuery } from '../map/map-geometry.js';
import { ParcelPoints } from './parcel-points.js';
import { ParcelPointsStore } from './parcel-points-store.js';
import { BackgroundLoad, startTimeCaches } from '../../lib/background-load.js';

/**
 * Unfiltered map clusters without scanning every parcel per request.
 *
 * Counting a million parcels on every pan at state zoom takes a second; the unfiltered answer only changes when
 * parcels change. So this keeps, per process, the parcel counts and coordinate sums of the zoom-13 cluster grid
 * (cells of 360° / 2^13 / 8 ≈ 500 m; ~70k non-empty cells for a million parcels). The grid of any zoom ≤ 13 is an exact
 * coarsening of it (cell sizes halve per zoom from the same origin), so a request sums the cells in view in memory:
 * same cells, counts and mean positions as the SQL of clusterQuery, except that a view takes whole 500 m cells at
 * its edges. The grid is rebuilt when the parcels table changes (its data version, ParcelPointsStore.currentKey:
 * moved on by any process's write and announced to every process at commit); a request waits up to 250 ms for
 * the rebuild, then answers from the previous grid.
 */
export const CACHE_ZOOM = 13;
const REBUILD_WAIT_MS = 250;

interface Cell {
  cx: number;
  cy: number;
  count: number;
  sumLng: number;
  sumLat: number;
}

export interface Cluster {
  lat: number;
  lng: number;
  count: number;
}

export class ClusterCache {
  private cells: Cell[] | undefined;
  private key = '';
  /** The grid's build (lib/background-load.ts): outside any request, logged, retried after a failure. */
  private readonly build = new BackgroundLoad('map cluster grid', () => this.buildLatest());

  constructor(private readonly db: () => Kysely<DB>) {}

  /** Registers the grid and the parcel points among the database's start-time caches (the server starts them). */
  register(db: Kysely<DB>) {
    startTimeCaches(db).set('clusterGrid', this.build);
    ParcelPointsStore.of(db);
  }

  /** The points and change marker of the current database (shared with the counts: see ParcelPointsStore). */
  private store(): ParcelPointsStore {
    return ParcelPointsStore.of(this.db());
  }

  private currentKey(): Promise<string> {
    return this.store().currentKey();
  }

  private async buildLatest() {
    const key = await this.currentKey();
    if (key === this.key) return;
    const cell = clusterCellDegrees(CACHE_ZOOM);
    const { rows } =
      await sql<Cell>`select floor(ST_X(center) / ${cell})::int as cx, floor(ST_Y(center) / ${cell})::int as cy,
        count(*)::int as count, sum(ST_X(center)) as "sumLng", sum(ST_Y(center)) as "sumLat"
      from parcels group by 1, 2`.execute(this.db());
    this.cells = rows.map((r) => ({ ...r, sumLng: Number(r.sumLng), sumLat: Number(r.sumLat) }));
    this.key = key;
  }

  /** The grid, fresh or (while a rebuild runs) the previous one; undefined until the first build finished. */
  private async grid(): Promise<Cell[] | undefined> {
    const key = await this.currentKey();
    if (key === this.key) return this.cells;
    // A failed build is retried on its own timer (BackgroundLoad); meanwhile the answers come from SQL.
    this.build.want();
    if (this.build.status().state !== 'loading') return this.cells;
    // A small table rebuilds in milliseconds: wait for it. A big one keeps serving the previous grid meanwhile.
    const building = this.build.run();
    if (!this.cells) await building;
    else await Promise.race([building, new Promise((r) => setTimeout(r, REBUILD_WAIT_MS))]);
    return this.cells;
  }

  /** Clusters at `zoom` (≤ CACHE_ZOOM) in the viewport (or everywhere); undefined when no grid is ready. */
  async clusters(zoom: number, viewport?: Viewport): Promise<Cluster[] | undefined> {
    const cells = await this.grid();
    if (!cells) return undefined;
    const base = clusterCellDegrees(CACHE_ZOOM);
    const factor = 2 ** (CACHE_ZOOM - Math.floor(zoom));
    const inView = viewport
      ? (c: Cell) =>
          (c.cx + 1) * base >= viewport.southWest.lng &&
          c.cx * base <= viewport.northEast.lng &&
          (c.cy + 1) * base >= viewport.southWest.lat &&
          c.cy * base <= viewport.northEast.lat
      : () => true;
    const groups = new Map<string, Cell>();
    for (const c of cells) {
      if (!inView(c)) continue;
      const k = `${Math.floor(c.cx / factor)}:${Math.floor(c.cy / factor)}`;
      const g = groups.get(k);
      if (g) {
        g.count += c.count;
        g.sumLng += c.sumLng;
        g.sumLat += c.sumLat;
      } else groups.set(k, { ...c });
    }
    return [...groups.values()]
      .map((g) => ({ lat: g.sumLat / g.count, lng: g.sumLng / g.count, count: g.count }))
      .sort((a, b) => b.count - a.count);
  }

  /** Resolves when the parcel points reflect the table (loading them if needed). */
  pointsReady(): Promise<void> {
    return this.store().ready();
  }

  /**
   * Clusters of the parcels matching filters that ParcelPoints evaluates exactly (see ParcelPoints.supports), at
   * any cluster zoom: the same cells, counts and means as clusterQuery's SQL; undefined when no data is loaded yet.
   */
  async filteredClusters(
    f: MapFilters & { viewport: Viewport },
    zoom: number,
  ): Promise<Cluster[] | undefined> {
    const points = await this.store().current();
    if (!points?.handles(f)) return undefined;
    const cell = clusterCellDegrees(Math.floor(zoom));
    // Cell numbers stay within ±2^20 (zoom 13 cells of Utah: ~±82,000), so one number keys a cell exactly.
    const groups = new Map<number, { count: number; sumLng: number; sumLat: number }>();
    points.scan(f, (lng, lat) => {
      const k = (Math.floor(lng / cell) + 2 ** 20) * 2 ** 21 + Math.floor(lat / cell) + 2 ** 20;
      const g = groups.get(k);
      if (g) {
        g.count++;
        g.sumLng += lng;
        g.sumLat += lat;
      } else groups.set(k, { count: 1, sumLng: lng, sumLat: lat });
    });
    return [...groups.values()]
      .map((g) => ({ lat: g.sumLat / g.count, lng: g.sumLng / g.count, count: g.count }))
      .sort((a, b) => b.count - a.count);
  }
}

/**
 * Clusters for /parcels/all-coordinates: unfiltered views up to zoom 13 from the cached grid; filtered views whose
 * filters ParcelPoints evaluates exactly from the in-memory parcel points once they match the table's change marker
 * (the same marker as the grid, so an edit shows as soon as it is committed); the rest from SQL.
 */
export async function mapClusters(
  db: Kysely<DB>,
  cache: ClusterCache,
  f: MapFilters,
  zoom: number,
): Promise<Cluster[]> {
  const unfiltered = parcelConditions({ ...f, viewport: undefined }).length === 0;
  const cached = unfiltered && zoom <= CACHE_ZOOM ? await cache.clusters(zoom, f.viewport) : undefined;
  if (cached) return cached;
  // Filtered: validate as the SQL would (bad input → 400), then answer from memory when exact there.
  parcelConditions(f, 'p', 'center');
  const viewport = f.viewport;
  const inMemory =
    !unfiltered && viewport && ParcelPoints.supports(f)
      ? await cache.filteredClusters({ ...f, viewport }, zoom)
      : undefined;
  if (inMemory) return inMemory;
  const rows = await clusterQuery(db, f, zoom).execute();
  return rows.map((c) => ({ lat: c.lat, lng: c.lng, count: Number(c.count) }));
}
