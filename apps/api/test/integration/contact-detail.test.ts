import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';
import { loadDemoData } from './map-fixtures.js';

describe('[MATCHING] a contact and its preferences for the Contact modal', () => {
  let t: TestApp;
  let token: string;
  let trialToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    token = (await seedUser(t, { status: 'Subscribed' })).token;
    trialToken = (await seedUser(t, { status: 'Free Trial' })).token;
  });
  afterAll(() => t.close());

  const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });

  it('shows the areas, products, lot ranges and price ranges the matching compares', async () => {
    const builder = await t.database.db
      .selectFrom('contacts')
      .select([
        'id',
        'name',
        sql<number>`lower(build_sf_lots)`.as('lo'),
        sql<number | null>`upper(build_sf_lots)`.as('hi'),
      ])
      .where(sql<boolean>`build_sf_lots IS NOT NULL AND NOT upper_inf(build_sf_lots)`)
      .where(sql<boolean>`cardinality(build_products) > 0`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await get(`/api/contacts/${builder.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.name).toBe(builder.name);
    const range = builder.lo === builder.hi! - 1 ? `${builder.lo}` : `${builder.lo}–${builder.hi! - 1}`;
    expect(c.lotRanges).toContain(`Builds single family lots: ${range}`);
    expect(c.products.some((p: string) => p.startsWith('Builds '))).toBe(true);
    expect(Array.isArray(c.areas)).toBe(true);

    const investor = await t.database.db
      .selectFrom('contacts')
      .select('id')
      .where('invest_amount', 'is not', null)
      .executeTakeFirst();
    if (investor) {
      const inv = (await get(`/api/contacts/${investor.id}`)).json();
      expect(inv.priceRanges.some((p: string) => /^Investment: .*\$/.test(p))).toBe(true);
    }
  });

  it('answers 404 for an unknown contact, 400 for a bad id and 403 to Free Trial users', async () => {
    expect((await get('/api/contacts/999999999')).statusCode).toBe(404);
    const bad = await get('/api/contacts/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id/);
    const trial = await get('/api/contacts/1', trialToken);
    expect(trial.statusCode).toBe(403);
    expect(trial.json().message).toBe('Upgrade to view details');
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/contacts/{id}']).toBeDefined();
  });
});
