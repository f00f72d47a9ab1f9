import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { SearchResult } from '@utah-land/shared';
import { embeddedServer } from './embedded-server.js';

describe('[EMBEDDED] search and planner statistics on PGlite', () => {
  const embedded = embeddedServer('search', {
    DEMO_PARCELS: '300',
    ADMIN_EMAIL: 'embedded-search@example.com',
    ADMIN_PASSWORD: 'embedded-search-password',
  });

  it('finds the right record first for each kind of query (trigram KNN and prefix indexes)', async () => {
    const login = await fetch(`${embedded.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: embedded.env.ADMIN_EMAIL, password: embedded.env.ADMIN_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const search = async (q: string) => {
      const res = await fetch(`${embedded.server.url}/api/search?q=${encodeURIComponent(q)}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(res.status, q).toBe(200);
      return (await res.json()) as SearchResult[];
    };
    const db = embedded.server.database.db;
    const parcel = (
      await sql<{ id: number; parcel_id: string; formatted: string; address: string; city: string }>`
        SELECT id::int, parcel_id, formatted_parcel_id AS formatted, address, city FROM parcels
        WHERE address IS NOT NULL AND formatted_parcel_id IS NOT NULL
          AND (SELECT count(*) FROM parcels o WHERE o.address = parcels.address) = 1
        ORDER BY id LIMIT 1`.execute(db)
    ).rows[0]!;
    const project = (
      await sql<{ id: number; name: string }>`
        SELECT id::int, name FROM projects p WHERE center IS NOT NULL
          AND (SELECT count(*) FROM projects o WHERE o.name = p.name) = 1 ORDER BY id LIMIT 1`.execute(db)
    ).rows[0]!;
    const zip = (await sql<{ zip: string }>`SELECT zip FROM zip_codes ORDER BY zip LIMIT 1`.execute(db))
      .rows[0]!;

    expect((await search(parcel.address))[0]).toMatchObject({ type: 'address', id: parcel.id });
    expect((await search(`${parcel.address}, ${parcel.city}`))[0]).toMatchObject({
      type: 'address',
      id: parcel.id,
    });
    expect((await search('Lehi'))[0]).toMatchObject({ type: 'city', label: 'Lehi, UT' });
    expect((await search(zip.zip))[0]).toMatchObject({ type: 'zip' });
    expect((await search(zip.zip))[0]!.label.startsWith(zip.zip)).toBe(true);
    expect((await search(parcel.parcel_id))[0]).toMatchObject({ type: 'parcel', id: parcel.id });
    expect((await search(parcel.formatted))[0]).toMatchObject({ type: 'parcel', id: parcel.id });
    expect((await search(project.name))[0]).toMatchObject({ type: 'project', id: project.id });
  });

  it('has planner statistics for the tables the demo data filled (PGlite never analyzes by itself)', async () => {
    const { rows } = await sql<{ table: string; rows: number }>`
      SELECT relname AS table, reltuples::int AS rows FROM pg_class
      WHERE relname IN ('parcels', 'projects', 'contacts', 'contact_match_profiles', 'surveys', 'survey_criteria',
                        'mls_listings', 'cities')
      ORDER BY relname`.execute(embedded.server.database.db);
    expect(rows).toHaveLength(8);
    // reltuples is -1 until a table is first analyzed.
    expect(rows.filter((r) => r.rows <= 0)).toEqual([]);
  });
});
