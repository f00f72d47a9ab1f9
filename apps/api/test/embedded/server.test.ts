import { describe, expect, it } from 'vitest';
import { embeddedServer } from './embedded-server.js';
import { mapResults, type MapResults } from '@utah-land/shared';

describe('[EMBEDDED] the server on PGlite + PostGIS', () => {
  const embedded = embeddedServer('', {
    DEMO_PARCELS: '300',
    ADMIN_EMAIL: 'embedded-admin@example.com',
    ADMIN_PASSWORD: 'embedded-admin-password',
  });
  const { env } = embedded;

  it('creates, migrates and reports the embedded database with PostGIS', async () => {
    const res = await fetch(`${embedded.server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { database: { kind: string; postgis: string } };
    expect(body.database.kind).toBe('embedded');
    expect(body.database.postgis).toMatch(/^3\.\d+/);
  });

  it('keeps its data across a restart', async () => {
    await embedded.server.database.db
      .insertInto('app_settings')
      .values({ key: 'restart-marker', value: 'kept' })
      .execute();
    await embedded.restart();
    const row = await embedded.server.database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'restart-marker')
      .executeTakeFirst();
    expect(row?.value).toBe('kept');
  });

  it('serves the demo data, map geometry and matching from PGlite', async () => {
    const login = await fetch(`${embedded.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const get = async <T>(path: string) => {
      const res = await fetch(`${embedded.server.url}/api${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
    const { count } = await get<{ count: number }>('/parcels/count');
    expect(count).toBe(300);
    // The map fits a chosen place to its bounding box (PostGIS extent on PGlite too).
    const place = await get<{ bounds: { south: number; north: number } | null }>(
      '/geography/bounds?counties=Washington&cities=Salt%20Lake%20City',
    );
    expect(place.bounds!.south).toBeLessThan(37.1);
    expect(place.bounds!.north).toBeGreaterThan(40.7);
    const clusters = await get<{ clusters: { count: number }[] }>('/parcels/all-coordinates?zoom=6');
    expect(clusters.clusters.reduce((n, c) => n + c.count, 0)).toBe(300);
    const page = await get<{ data: { id: number; parcelId: string }[] }>('/parcels?limit=1');
    const parcel = page.data[0]!;
    const info = await get<{ parcelId: string; points: unknown }>(`/parcels/info/${parcel.id}`);
    expect(info.parcelId).toBe(parcel.parcelId);
    expect(info.points).toBeTruthy();
    // Polygon answers pass PGlite's JSON through as text (modules/map/map-json.ts): still the schema's answer.
    const polygons = await get<MapResults>(`/parcels/all-coordinates?zoom=17&centeredParcelId=${parcel.id}`);
    expect(polygons.parcels).toHaveLength(300);
    expect(polygons.parcels.find((p) => p.id === parcel.id)?.parcelId).toBe(parcel.parcelId);
    expect(polygons.centeredParcel?.parcelId).toBe(parcel.parcelId);
    expect(mapResults.parse(polygons)).toEqual(polygons);
    const matches = await get<Record<string, number>>(`/parcels/matches/${parcel.id}`);
    expect(Object.keys(matches)).toEqual(
      expect.arrayContaining(['Parcels', 'Builders', 'Water Rights', 'Projects']),
    );
    // Rows carry the values compared, and a company's detail reads what it is matched to (jsonb and PostGIS
    // geography on PGlite too).
    type Row = { id: number; compared: { dimension: string }[] };
    // Builders are offered bare land (or acreage) whose zoning allows what it counts (docs/matching.md, "The fit
    // model"): enough parcels to meet some.
    const parcels = await embedded.server.database.db
      .selectFrom('parcels')
      .select('id')
      .where('property_info_building', '=', false)
      .where('sf_lots', '>', 0)
      .where('actual_zoning', 'like', 'R-1-%')
      .orderBy('id')
      .limit(50)
      .execute();
    let found: { parcel: number; company: Row } | undefined;
    for (const p of parcels) {
      const companies = await get<{ data: Row[] }>(
        `/parcels/all-company-matching?id=${p.id}&matchingType=builders&limit=5`,
      );
      if (companies.data[0]) found = { parcel: p.id, company: companies.data[0] };
      if (found) break;
    }
    expect(found, 'a parcel with a matching builder company').toBeDefined();
    expect(Array.isArray(found!.company.compared)).toBe(true);
    for (const kind of ['builders', 'waterRights', 'projects', 'parcels', 'newBuildHomebuyers']) {
      const rows = await get<{ data: Row[] }>(
        `/parcels/matches-all/${found!.parcel}?matchingType=${kind}&limit=5`,
      );
      for (const r of rows.data) expect(Array.isArray(r.compared), kind).toBe(true);
    }
    const detail = await get<{ parcels: { id: number }[]; counts: { parcels: number } }>(
      `/companies/${found!.company.id}/detail?parcelId=${found!.parcel}`,
    );
    expect(detail.parcels[0]!.id).toBe(found!.parcel);
    expect(detail.counts.parcels).toBeGreaterThan(0);

    // Survey matching on PGlite: the demo survey takers, and a survey's cards, its eight kinds and their SQL.
    const takers = await get<{ data: { surveys: { surveyid: number }[] }[] }>('/surveys/contacts?limit=100');
    const ids = takers.data.flatMap((t) => t.surveys.map((x) => x.surveyid));
    expect(ids.length).toBeGreaterThan(0);
    for (const surveyid of ids.slice(0, 4)) {
      const cards = await get<{ side: string; data: { matchingtype: string; contactsCount: number }[] }>(
        `/surveys/${surveyid}/resultsCount`,
      );
      expect(cards.data).toHaveLength(6);
      const kinds =
        'builders|investors|developers|realEstateAgents|newBuildHomebuyers|waterRights|parcels|projects';
      const all = await get<{ data: { matchingtype: string; count: number }[] }>(
        `/surveys/matches?surveyid=${surveyid}&matchingtype=${kinds}`,
      );
      expect(all.data.map((e) => e.matchingtype).join('|')).toBe(kinds);
      for (const c of cards.data)
        expect(all.data.find((e) => e.matchingtype === c.matchingtype)!.count).toBe(c.contactsCount);
      const sql = await get<{ queries: Record<string, unknown> }>(`/surveys/getQueries/${surveyid}`);
      expect(Object.keys(sql.queries)).toHaveLength(8);
    }
  });
});

describe('[EMBEDDED] accounts on PGlite', () => {
  const embedded = embeddedServer('accounts-', {
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: 'embedded-admin@example.com',
    ADMIN_PASSWORD: 'embedded-admin-password',
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${embedded.server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('registers, keeps the verification mail in the outbox, verifies and signs in', async () => {
    const email = 'embedded-user@example.com';
    const register = await post('/auth/register', {
      firstname: 'Ada',
      lastname: 'Embedded',
      email,
      password: 'embedded-pass-1',
      confirmPassword: 'embedded-pass-1',
      agreeToTerms: true,
    });
    expect(register.status).toBe(201);
    const mail = await embedded.server.database.db
      .selectFrom('mail_outbox')
      .select(['text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = /verify-email\?token=([\w-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeTruthy();
    expect((await post('/auth/verify-email', { token })).status).toBe(200);
    const login = await post('/auth/login', { email, password: 'embedded-pass-1' });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { accessToken: string; user: { email: string } };
    expect(body.user.email).toBe(email);

    const admin = (await (
      await post('/auth/login', { email: 'embedded-admin@example.com', password: 'embedded-admin-password' })
    ).json()) as { accessToken: string };
    const users = await fetch(`${embedded.server.url}/api/users?userSearchValue=embedded-user`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(users.status).toBe(200);
    const list = (await users.json()) as { data: { email: string }[]; pagination: { totalItems: number } };
    expect(list.data.map((u) => u.email)).toEqual([email]);
  });
});
