import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { parseLsn } from '../../src/db/index.js';

const PG = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/utah_land' };

describe('[CONFIG] DATABASE_REPLICA_URLS', () => {
  it('takes none by default and a comma-separated list of URLs', () => {
    expect(loadConfig(PG).DATABASE_REPLICA_URLS).toEqual([]);
    expect(
      loadConfig({
        ...PG,
        DATABASE_REPLICA_URLS: ' postgres://r1:5432/utah_land , postgres://r2:5432/utah_land',
      }).DATABASE_REPLICA_URLS,
    ).toEqual(['postgres://r1:5432/utah_land', 'postgres://r2:5432/utah_land']);
  });

  it('refuses replicas without their primary, and what is not a URL, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1:5432/x' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1:5432/x' })).toThrow(
      /DATABASE_REPLICA_URLS: read replicas need DATABASE_URL/,
    );
    expect(() => loadConfig({ ...PG, DATABASE_REPLICA_URLS: 'replica-one' })).toThrow(
      /DATABASE_REPLICA_URLS/,
    );
  });
});

describe('WAL positions', () => {
  it('orders positions as PostgreSQL does (high word, then low word)', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn(null)).toBeUndefined();
    expect(parseLsn('nonsense')).toBeUndefined();
  });
});
