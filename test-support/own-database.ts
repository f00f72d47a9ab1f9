import pg from 'pg';

export interface OwnDatabase {
  /** The new database's URL. */
  url: string;
  /** Drops it (connections still open are ended). */
  drop(): Promise<void>;
}

/**
 * An empty database of a suite's own on the test run's server, for real server processes that migrate it and load
 * their own admin (and demo data) into it; `runUrl` is the run's database (`inject('databaseUrl')`).
 */
export async function createOwnDatabase(runUrl: string, prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const server = new pg.Client({ connectionString: runUrl });
  await server.connect();
  await server.query(`create database ${name}`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    },
  };
}
