import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * How the server processes on one database agree (docs/architecture.md, "Several processes"):
 *
 * - change notices: the triggers of migration 0050 notify `data_changed` (a data table's name) and `auth_changed`
 *   (user ids, or '*') at commit; every process listens and drops what it cached of them;
 * - the schedulers (subscription sweep, alerts) run in one process at a time: the one holding the scheduler
 *   advisory lock, which it keeps while its connection lives; when that process ends, another takes it over.
 *
 * On PostgreSQL this needs one connection of its own per process (LISTEN and a session lock cannot live on a pooled
 * connection); it reconnects when that connection breaks, and while it is down `live` is false, so caches that rely
 * on the notices are not trusted. The embedded database has one process by construction: always live and leading.
 */
export type ChangeChannel = 'data_changed' | 'auth_changed' | 'read_floor';
/** `read_floor`: the primary's WAL position after a write a process answered (db/read-routing.ts). */
export const CHANGE_CHANNELS: ChangeChannel[] = ['data_changed', 'auth_changed', 'read_floor'];

export interface Coordination {
  /** True while change notices are being received; when false, caches kept on notices must not be used. */
  readonly live: boolean;
  /** Calls `fn` with each notice's payload on `channel`, and with '*' after any gap in the notices. */
  on(channel: ChangeChannel, fn: (payload: string) => void): void;
  /** True when this process runs the schedulers now (takes the scheduler lock when it is free). */
  lead(): Promise<boolean>;
  close(): Promise<void>;
}

/** Key of the session advisory lock held by the process that runs the schedulers (any constant; this is 'ULsched'). */
export const SCHEDULER_LOCK_KEY = 0x554c736368;

class Listeners {
  private readonly fns = new Map<ChangeChannel, ((payload: string) => void)[]>();
  on(channel: ChangeChannel, fn: (payload: string) => void) {
    this.fns.set(channel, [...(this.fns.get(channel) ?? []), fn]);
  }
  emit(channel: ChangeChannel, payload: string) {
    for (const fn of this.fns.get(channel) ?? []) fn(payload);
  }
  /** After a gap (connection lost): everything may have changed. */
  emitAll() {
    for (const channel of CHANGE_CHANNELS) this.emit(channel, '*');
  }
}

/** PostgreSQL: a dedicated client that LISTENs and may hold the scheduler lock; reconnects when it breaks. */
export async function startPostgresCoordination(
  url: string,
  log: FastifyBaseLogger,
  opts: { reconnectMs?: number } = {},
): Promise<Coordination> {
  const listeners = new Listeners();
  const reconnectMs = opts.reconnectMs ?? 1000;
  let client: pg.Client | undefined;
  let live = false;
  let leading = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let leadAttempt: Promise<boolean> | undefined;

  const lost = (err?: unknown) => {
    if (!client) return;
    const was = client;
    client = undefined;
    live = false;
    if (leading) log.warn('lost the scheduler lock with its connection');
    leading = false;
    was.removeAllListeners();
    was.on('error', () => undefined);
    void was.end().catch(() => undefined);
    listeners.emitAll();
    if (closed) return;
    log.warn({ err }, 'coordination connection lost; caches bypassed until it is back');
    timer = setTimeout(() => void connect().catch(() => undefined), reconnectMs);
    timer.unref();
  };

  async function connect() {
    const c = new pg.Client({ connectionString: url, application_name: 'utah-land coordination' });
    c.on('error', (err) => lost(err));
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (CHANGE_CHANNELS.includes(msg.channel as ChangeChannel))
        listeners.emit(msg.channel as ChangeChannel, msg.payload ?? '*');
    });
    await c.connect();
    for (const channel of CHANGE_CHANNELS) await c.query(`LISTEN ${channel}`);
    client = c;
    // Anything may have changed while nobody listened.
    listeners.emitAll();
    live = true;
  }

  await connect();
  return {
    get live() {
      return live;
    },
    on: (channel, fn) => listeners.on(channel, fn),
    lead() {
      // One attempt at a time: the sweep and the alerts ask at the same moment (a session lock is re-entrant).
      leadAttempt ??= (async () => {
        if (leading) return true;
        const c = client;
        if (!c) return false;
        try {
          const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
            SCHEDULER_LOCK_KEY,
          ]);
          if (rows[0]?.ok && client === c) {
            leading = true;
            log.info('this process runs the schedulers (subscription sweep, alerts)');
          }
        } catch {
          return false;
        }
        return leading;
      })().finally(() => (leadAttempt = undefined));
      return leadAttempt;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      live = false;
      leading = false;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}

/**
 * The embedded database: one process owns it (packages/db/src/data-dir-lock.ts), so this process always leads; change notices
 * come from the same triggers through PGlite's own LISTEN.
 */
export async function startEmbeddedCoordination(
  listen: (channel: string, fn: (payload: string) => void) => Promise<() => Promise<void>>,
): Promise<Coordination> {
  const listeners = new Listeners();
  const stops: (() => Promise<void>)[] = [];
  for (const channel of CHANGE_CHANNELS)
    stops.push(await listen(channel, (payload) => listeners.emit(channel, payload || '*')));
  return {
    live: true,
    on: (channel, fn) => listeners.on(channel, fn),
    lead: async () => true,
    async close() {
      for (const stop of stops) await stop().catch(() => undefined);
    },
  };
}
