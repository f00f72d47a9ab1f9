import type { Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import { DataVersions } from '../../db/data-versions.js';
import { ParcelPoints } from './parcel-points.js';
import { BackgroundLoad, startTimeCaches } from '../../lib/background-load.js';

/**
 * The in-memory parcel points of one database, shared by everything in the process that uses that database (the
 * map's clusters, the counts), so the points are loaded and kept once. They are keyed on the data versions of
 * parcels and project_parcels (db/data-versions.ts; the points keep which parcels are part of a project).
 */
export class ParcelPointsStore {
  private points: ParcelPoints | undefined;
  private pointsKey = '';
  /** The load (lib/background-load.ts): started by the server at start, outside any request; /api/health reports it. */
  readonly load = new BackgroundLoad('parcel points', (progress) => this.loadLatest(progress));

  private constructor(private readonly db: Kysely<DB>) {
    startTimeCaches(db).set('parcelPoints', this.load);
  }

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

  private async loadLatest(progress: (obj: object, msg: string) => void) {
    const key = await this.currentKey();
    if (key === this.pointsKey) return;
    const points = await ParcelPoints.load(this.db, (parcels) =>
      progress({ parcels }, `${parcels} parcels read`),
    );
    this.points = points;
    this.pointsKey = key;
  }

  /**
   * The parcel points when they reflect the table as it is now; otherwise undefined (the caller asks SQL) while they
   * load in the background (~10 s for a million parcels; after a failure, at the retry's time).
   */
  async current(): Promise<ParcelPoints | undefined> {
    const key = await this.currentKey();
    if (key === this.pointsKey) return this.points;
    this.load.want();
    return undefined;
  }

  /** Resolves when the parcel points reflect the table (loading them if needed; tests and benchmarks). */
  async ready(): Promise<void> {
    for (let tries = 0; tries < 3 && (await this.currentKey()) !== this.pointsKey; tries++)
      await this.load.run();
  }
}
