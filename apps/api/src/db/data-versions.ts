import { sql, type Kysely } from 'kysely';
import { readRouting, type DB, type ReplicaSet } from './index.js';
import type { Coordination } from './coordination.js';

/** The tables whose data versions the process's caches key on (migrations 0050, 0072 and 0076, `data_versions`). */
export type VersionedTable =
  'parcels' | 'projects' | 'project_parcels' | 'water_rights' | 'mls_listings' | 'streets' | 'cities';

/** How long a read is trusted when no change notices arrive (the map's cached geo answers are kept 1 second). */
export const UNTRUSTED_TTL_MS = 1000;

interface Read {
  value: Promise<string>;
  at: number;
  /** The notice counts of its tables when the read began. */
  stamp: string;
}

/**
 * The change marker of a set of tables, for every cache of one process on one database (the parcel points, the
 * cluster grid, the tile cache): their data versions joined in one text, e.g. '41:7'. Migration 0050 moves a
 * table's version on with every statement that writes it, in any process, and notifies `data_changed` at commit.
 *
 * While the process's change notices arrive (db/coordination.ts) a read is trusted until a notice names one of its
 * tables; without them, for UNTRUSTED_TTL_MS. A write answered by this process forgets every read (`forget`), so its
 * next request sees the write even before the database's notice is delivered. Concurrent callers share one read.
 */
export class DataVersions {
  private static readonly byDb = new WeakMap<Kysely<DB>, DataVersions>();
  static of(db: Kysely<DB>): DataVersions {
    let versions = DataVersions.byDb.get(db);
    if (!versions) DataVersions.byDb.set(db, (versions = new DataVersions(db)));
    return versions;
  }

  private coordination: Coordination | undefined;
  private replicas: ReplicaSet | undefined;
  private readonly notices = new Map<string, number>();
  private readonly reads = new Map<string, Read>();

  private constructor(private readonly db: Kysely<DB>) {}

  /** Listens to the process's change notices (called once per process by the app, app.ts). */
  follow(coordination: Coordination) {
    if (this.coordination === coordination) return;
    this.coordination = coordination;
    coordination.on('data_changed', (table) => {
      if (table === '*') this.forget();
      else this.notices.set(table, (this.notices.get(table) ?? 0) + 1);
    });
  }

  /**
   * With read replicas: versions are read on the primary, and each read raises the replicas' floor to the primary's
   * position at that moment, so whatever a cache builds for a version comes from a database that has all of it.
   */
  useReplicas(replicas: ReplicaSet) {
    this.replicas = replicas;
  }

  /** Forgets every read: the next asks the database. */
  forget() {
    this.reads.clear();
  }

  /** The change marker of `tables` (in the order given). */
  current(tables: readonly VersionedTable[]): Promise<string> {
    const key = tables.join(',');
    const stamp = tables.map((t) => this.notices.get(t) ?? 0).join(':');
    const live = this.coordination?.live ?? false;
    const prev = this.reads.get(key);
    if (prev && (live ? prev.stamp === stamp : Date.now() - prev.at < UNTRUSTED_TTL_MS)) return prev.value;
    const value = this.read(tables);
    const read: Read = { value, at: Date.now(), stamp };
    this.reads.set(key, read);
    value.catch(() => {
      if (this.reads.get(key) === read) this.reads.delete(key);
    });
    return value;
  }

  private async read(tables: readonly VersionedTable[]): Promise<string> {
    const replicas = this.replicas;
    if (replicas) {
      const { rows } = await readRouting.exit(() =>
        sql<{ name: string; version: string; lsn: string }>`select name, version::text as version,
          pg_current_wal_lsn()::text as lsn from data_versions where name in (${sql.join(tables)})`.execute(
          this.db,
        ),
      );
      if (rows[0]) replicas.raiseFloorText(rows[0].lsn);
      else await replicas.raiseToPrimary();
      return this.marker(tables, rows);
    }
    const { rows } = await sql<{ name: string; version: string }>`select name, version::text as version
      from data_versions where name in (${sql.join(tables)})`.execute(this.db);
    return this.marker(tables, rows);
  }

  private marker(tables: readonly VersionedTable[], rows: { name: string; version: string }[]): string {
    const byName = new Map(rows.map((r) => [r.name, r.version]));
    return tables.map((t) => byName.get(t) ?? '0').join(':');
  }
}
