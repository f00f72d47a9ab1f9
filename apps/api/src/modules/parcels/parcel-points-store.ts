import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import type { Coordination } from '../../db/coordination.js';
import { ParcelPoints } from './parcel-points.js';

/**
 * How long a read of the parcels table's change marker is trusted when no change notices arrive (cached geo
 * queries kept 1 second). With notices (db/coordination.ts) it is trusted until the next notice.
 */
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
  private coordination: Coordination | undefined;
  /** Moved on by every notice that parcels changed; a marker read during which it moved is not trusted. */
  private notices = 0;
  private keyNotice = -1;

  private constructor(private readonly db: Kysely<DB>) {}

  private static readonly stores = new WeakMap<Kysely<DB>, ParcelPointsStore>();
  static of(db: Kysely<DB>): ParcelPointsStore {
    let store = ParcelPointsStore.stores.get(db);
    if (!store) ParcelPointsStore.stores.set(db, (store = new ParcelPointsStore(db)));
    return store;
  }

  /**
   * Trusts the marker until the database says parcels changed (migration 0050's `data_changed` notices, from any
   * process); the caches then reload on the next request. Called once per process by the app (app.ts).
   */
  followChanges(coordination: Coordination) {
    if (this.coordination === coordination) return;
    this.coordination = coordination;
    coordination.on('data_changed', (table) => {
      if (table === 'parcels' || table === 'project_parcels' || table === '*') this.notices++;
    });
  }

  /**
   * The tables' change marker: the data versions of parcels and project_parcels (migration 0050: moved on by every
   * statement that writes them, in any process; the points keep which parcels are part of a project). Read again
   * after a change notice, or at most once per KEY_TTL_MS without notices.
   */
  async currentKey(): Promise<string> {
    if (this.coordination?.live && this.keyNotice === this.notices) return this.lastKey;
    const now = Date.now();
    if (!this.coordination?.live && now - this.checkedAt < KEY_TTL_MS) return this.lastKey;
    this.checkedAt = now;
    const notice = this.notices;
    const { rows } = await sql<{ k: string }>`select string_agg(version::text, ':' order by name) as k
      from data_versions where name in ('parcels', 'project_parcels')`.execute(this.db);
    this.lastKey = rows[0]?.k ?? '';
    // A notice that came in while reading means the answer may predate that change: read again next time.
    this.keyNotice = notice === this.notices ? notice : -1;
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
