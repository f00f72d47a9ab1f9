import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Read replicas on PostgreSQL's streaming replication (`DATABASE_REPLICA_URLS`; docs/architecture.md, "Read
 * replicas"). A request that may read from a replica says so in its routing store (`readRouting`, set by the app for
 * the map, tile, search, match and stats reads); everything else, and every transaction, runs on the primary.
 *
 * Consistency is kept by one **floor**, a WAL position of the primary: every write this or another server process
 * answered, and every change notice of a data table (the data CLI, psql), raises it to the primary's position after
 * that write. A replica serves a read only once its replayed position (`pg_last_wal_replay_lsn()`) has passed the
 * floor, so a user always reads their own writes (and everyone's answered writes), and the caches keyed by the data
 * versions never store an older replica's answer under a newer version. A replica behind the floor, or one that
 * does not answer, is skipped: the read runs on the primary, without an error.
 */

/** A WAL position ('16/B374D848') as one number. */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const m = /^([0-9A-F]+)\/([0-9A-F]+)$/i.exec(text ?? '');
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
}

/** Per request: whether its reads may go to a replica, and where they went (for the `x-read-source` header). */
export interface ReadRoute {
  replica: boolean;
  /** 'primary', or the replica's name ('replica-1', …), of the last query the request ran. */
  servedBy?: string;
}
export const readRouting = new AsyncLocalStorage<ReadRoute>();

/** Where the router reports a replica that stopped answering, or answers again. */
export type ReplicaLog = (msg: string, replica: string, err?: unknown) => void;

export class Replica {
  /** Last replayed WAL position seen (a lower bound: it only grows). */
  replayed = -1n;
  /** False after a failure, until the next successful check. */
  up = true;
  /** Reads served (exposed for the health report and the benchmarks). */
  reads = 0;
  lastCheck = 0;
  constructor(
    readonly name: string,
    readonly pool: pg.Pool,
  ) {}
}

/** How long a replica found behind the floor, or down, is left alone before it is asked again. */
const RECHECK_MS = 50;

export class ReplicaSet {
  private floor = 0n;
  /** Raised by a notice whose position is not known yet: no replica until the primary's position is read. */
  private pending = 0;
  private next = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly replicas: Replica[],
    private readonly primary: pg.Pool,
    private readonly log: ReplicaLog,
    pollMs = 500,
  ) {
    this.timer = setInterval(() => void this.poll(), pollMs);
    this.timer.unref();
  }

  /** Raises the floor to a position in text (a `read_floor` notice's payload). */
  raiseFloorText(text: string) {
    this.raiseFloor(parseLsn(text));
  }

  /** Keeps the replicas from serving this process until the returned function is called (a write in flight). */
  hold(): () => void {
    this.pending++;
    let held = true;
    return () => {
      if (held) this.pending--;
      held = false;
    };
  }

  /**
   * After a write: raises the floor to the primary's position and tells every process (`read_floor` notice, which
   * the coordination connections receive) before the answer goes, so the writer's next read, wherever it lands,
   * sees the write.
   */
  async afterWrite(): Promise<void> {
    try {
      const { rows } = await this.primary.query<{ lsn: string }>(
        "select lsn::text, pg_notify('read_floor', lsn::text) from pg_current_wal_lsn() as lsn",
      );
      this.raiseFloor(parseLsn(rows[0]?.lsn));
    } catch {
      // The primary did not answer: nothing was written through it either.
    }
  }

  /** Raises the floor to a known position (a write's). */
  raiseFloor(lsn: bigint | undefined) {
    if (lsn !== undefined && lsn > this.floor) this.floor = lsn;
  }

  /**
   * Raises the floor to the primary's current position (after a change notice or a write); replicas are not used
   * until it is known. Answers the position (undefined when the primary did not answer).
   */
  async raiseToPrimary(): Promise<bigint | undefined> {
    this.pending++;
    try {
      const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const lsn = parseLsn(rows[0]?.lsn);
      this.raiseFloor(lsn);
      return lsn;
    } catch {
      return undefined;
    } finally {
      this.pending--;
    }
  }

  /** Candidates for a read, in turn: replicas up and not known to be behind, or due for a new check. */
  candidates(): Replica[] {
    if (this.pending > 0) return [];
    const now = Date.now();
    const n = this.replicas.length;
    const start = this.next++ % n;
    const out: Replica[] = [];
    for (let i = 0; i < n; i++) {
      const r = this.replicas[(start + i) % n]!;
      if ((r.up && r.replayed >= this.floor) || now - r.lastCheck >= RECHECK_MS) out.push(r);
    }
    return out;
  }

  /** Whether `r` has replayed past the floor; asks it on `client` when its last known position is behind. */
  async current(r: Replica, ask: () => Promise<string | null | undefined>): Promise<boolean> {
    if (r.up && r.replayed >= this.floor) return true;
    r.lastCheck = Date.now();
    const lsn = parseLsn(await ask());
    if (lsn !== undefined && lsn > r.replayed) r.replayed = lsn;
    this.markUp(r);
    return r.replayed >= this.floor;
  }

  markDown(r: Replica, err: unknown) {
    r.lastCheck = Date.now();
    if (r.up) this.log('read replica not answering; reads go to the primary', r.name, err);
    r.up = false;
  }

  private markUp(r: Replica) {
    if (!r.up) this.log('read replica answering again', r.name);
    r.up = true;
  }

  private async poll() {
    await Promise.all(
      this.replicas.map(async (r) => {
        try {
          const { rows } = await r.pool.query<{ lsn: string | null }>(
            'select pg_last_wal_replay_lsn()::text as lsn',
          );
          const lsn = parseLsn(rows[0]?.lsn);
          if (lsn !== undefined && lsn > r.replayed) r.replayed = lsn;
          r.lastCheck = Date.now();
          this.markUp(r);
        } catch (err) {
          this.markDown(r, err);
        }
      }),
    );
  }

  /** Stops the checks (the replicas' pools are ended with the driver, routing-driver.ts). */
  close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
