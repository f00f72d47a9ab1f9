import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import { ParcelPoints } from './parcel-points.js';

/** How long a read of the parcels table's change marker is trusted (cached geo queries kept 1 second). */
const KEY_TTL_MS = 1000;

/**
 * The parcels table's change marker and the in-memory parcel points of one database, shared by everything in the
 * process that uses that database (the map's clusters, the counts), so the points are loaded and kept once.
 */
export class ParcelPointsStore {
  private points: ParcelPoints | undefined;
  private pointsKey = '';
  private loading: Promise<void> | undefined;
  private checkedAt = 0;
  private lastKey = '';

  private constructor(private readonly db: Kysely<DB>) {}

  private static readonly stores = new WeakMap<Kysely<DB>, ParcelPointsStore>();
  static of(db: Kysely<DB>): ParcelPointsStore {
    let store = ParcelPointsStore.stores.get(db);
    if (!store) ParcelPointsStore.stores.set(db, (store = new ParcelPointsStore(db)));
    return store;
  }

  /** The tables' change marker, looked up at most once per KEY_TTL_MS (cached geo queries kept 1 second). */
  async currentKey(): Promise<string> {
    const now = Date.now();
    if (now - this.checkedAt < KEY_TTL_MS) return this.lastKey;
    this.checkedAt = now;
    // The points also keep which parcels are part of a project (parcelStatus 'Part of a Project'): project_parcels
    // changes count too.
    const { rows } = await sql<{ k: string }>`select concat_ws(':',
        (select max(id) from parcels),
        (select n_tup_ins + n_tup_upd + n_tup_del from pg_stat_user_tables where relname = 'parcels' limit 1),
        (select n_tup_ins + n_tup_upd + n_tup_del from pg_stat_user_tables where relname = 'project_parcels' limit 1)) as k`.execute(
      this.db,
    );
    this.lastKey = rows[0]?.k ?? '';
    return this.lastKey;
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
