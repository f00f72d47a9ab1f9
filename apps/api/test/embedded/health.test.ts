import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/start.js';

describe('[EMBEDDED] the server on PGlite + PostGIS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'utah-land-embedded-'));
  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_PARCELS: '300',
    ADMIN_EMAIL: 'embedded-admin@example.com',
    ADMIN_PASSWORD: 'embedded-admin-password',
  };
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(loadConfig(env));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates, migrates and reports the embedded database with PostGIS', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { database: { kind: string; postgis: string } };
    expect(body.database.kind).toBe('embedded');
    expect(body.database.postgis).toMatch(/^3\.\d+/);
  });

  it('keeps its data across a restart', async () => {
    await server.database.db
      .insertInto('app_settings')
      .values({ key: 'restart-marker', value: 'kept' })
      .execute();
    await server.stop();
    server = await startServer(loadConfig(env));
    const row = await server.database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'restart-marker')
      .executeTakeFirst();
    expect(row?.value).toBe('kept');
  });
});
