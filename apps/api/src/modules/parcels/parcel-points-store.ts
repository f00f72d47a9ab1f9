import type { Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import { DataVersions } from '../../db/data-versions.js';
import { ParcelPoints } from './parcel-points.js';

/**
 * The in-memory parcel points of one database, shared by everything in the process that uses that database (the
 * map's clusters, the counts), so the points are loaded and kept once. They are keyed on the data versions of
 * parcels and project_parcels (db/data-versions.ts; the points keep which parcels are part of a project).
 */
export class ParcelPointsStore {
  private points: ParcelPoints | undefined;
  private pointsKey = '';
  private loading: Promise<void> | undefined;

  private constructor(private readonly db: Kysely<DB>) {}

  private static readonly stores = new WeakMap<Kysely<DB>, ParcelPointsStore>();
  static of(db: Kysely<DB>): ParcelPointsStore {
    let store = ParcelPointsStore.stores.get(db);
    if (!store) ParcelPointsStore.stores.set(db, (store = new ParcelPointsStore(db)));
    return store;
  }

  /** The tables' change marker (db/data-versions.ts). */
  currentKey(): Promise<string> {
    return DataVersions.of(this.db).current(['parcels', 'project_parcels']);
  }

  /**
   * The parcel points when they reflect the table as it is now; otherwise undefined (the caller asks SQL) while they
   * load in the background (~10 s for a million parcels).
   */
  async current(): Promise<ParcelPoints | undefined> {
    const key = await this.currentKey();
    if (key !== this.pointsKey && !this.loading) {
      this.loading = ParcelPoints.load(this.db)
        .then((points) => {
          this.points = points;
          this.pointsKey = key;
        })
        .catch(() => undefined)
        .finally(() => (this.loading = undefined));
    }
    return key === this.pointsKey ? this.points : undefined;
  }

  /** Resolves when the parcel points reflect the table (loading them if needed). */
  async ready(): Promise<void> {
    await this.current();
    await this.loading;
  }
}
