import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process.js';

/**
 * A PostgreSQL primary and a streaming replica of it, started by a test in a temporary folder: `initdb` makes the
 * primary's cluster, `pg_basebackup -R` copies it into the replica's (which then follows the primary), and each
 * runs as its own postmaster on a free port. The primary is a cluster of its own, not the shared test server: a base
 * backup copies a whole cluster, and the test server may hold other databases of gigabytes (the benchmarks'); this
 * one is a few MB and its backup takes a second. PostgreSQL's binaries are the test server's
 * (/usr/lib/postgresql/<version>/bin), started and stopped with pg_ctl; a postmaster refuses to run as root, so as root both run as `postgres`.
 */
export interface ReplicaCluster {
  /** URL of `database` on the primary and on the replica. */
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica's postmaster (fast shutdown) and waits for it to end. */
  stopReplica(): Promise<void>;
  /** Pauses or resumes the replica's WAL replay (it falls behind the primary while paused). */
  pauseReplay(paused: boolean): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => join(root, v, 'bin')).find((d) => existsSync(join(d, 'initdb')));
  if (!dir) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return dir;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool (as `postgres` when we are root); throws with its output when it fails. */
function run(tool: string, args: string[]) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.stdout}`);
}

/** Starts a postmaster on `dataDir` with pg_ctl (which waits until it accepts connections). */
function startPostmaster(bin: string, dataDir: string, port: number, socketDir: string) {
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=32MB',
    '-c max_connections=60',
  ].join(' ');
  run(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    `${dataDir}.log`,
    '-w',
    '-t',
    '120',
    'start',
  ]);
}

/** Stops the postmaster of `dataDir` (fast shutdown: its sessions are ended) and waits for it to end. */
function stopPostmaster(bin: string, dataDir: string) {
  if (existsSync(join(dataDir, 'postmaster.pid')))
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '120', 'stop']);
}

async function answering(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.query('select 1');
      await c.end();
      return;
    } catch (err) {
      await c.end().catch(() => undefined);
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function startReplicaCluster(database: string): Promise<ReplicaCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'utah-replica-'));
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  else chownSync(dir, process.getuid!(), process.getgid!());
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const stopAll = async () => {
    for (const d of [replicaDir, primaryDir]) {
      try {
        stopPostmaster(bin, d);
      } catch {
        // not started
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(join(bin, 'initdb'), ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    const [pPort, rPort] = [await freePort(), await freePort()];
    const primaryServer = `postgres://postgres@127.0.0.1:${pPort}`;
    const replicaServer = `postgres://postgres@127.0.0.1:${rPort}`;
    startPostmaster(bin, primaryDir, pPort, dir);
    await answering(`${primaryServer}/postgres`);
    run(join(bin, 'pg_basebackup'), [
      ...['-h', '127.0.0.1', '-p', String(pPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    startPostmaster(bin, replicaDir, rPort, dir);
    await answering(`${replicaServer}/postgres`);
    const admin = new pg.Client({ connectionString: `${primaryServer}/postgres` });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const replicaUrl = `${replicaServer}/${database}`;
    await answering(replicaUrl);
    return {
      primaryUrl: `${primaryServer}/${database}`,
      replicaUrl,
      async stopReplica() {
        stopPostmaster(bin, replicaDir);
      },
      async pauseReplay(paused) {
        const c = new pg.Client({ connectionString: replicaUrl });
        await c.connect();
        await c.query(paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()');
        await c.end();
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
