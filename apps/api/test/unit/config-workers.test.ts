import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const PG = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/utah_land' };

describe('[CONFIG] WORKERS and AUTH_CACHE_SECONDS', () => {
  it('runs one process by default, several on PostgreSQL', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ ...PG, WORKERS: '4' }).WORKERS).toBe(4);
  });

  it('refuses several processes on the embedded database, naming WORKERS and the way out', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /WORKERS: 2 processes need DATABASE_URL \(PostgreSQL\); the embedded database in DATA_DIR can be opened by one process only/,
    );
    expect(() => loadConfig({ ...PG, WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ ...PG, WORKERS: 'two' })).toThrow(/WORKERS/);
  });

  it('caches the user lookup 5 seconds unless told otherwise (0 turns it off)', () => {
    expect(loadConfig({}).AUTH_CACHE_SECONDS).toBe(5);
    expect(loadConfig({ AUTH_CACHE_SECONDS: '0' }).AUTH_CACHE_SECONDS).toBe(0);
    expect(() => loadConfig({ AUTH_CACHE_SECONDS: '-1' })).toThrow(/AUTH_CACHE_SECONDS/);
  });
});
