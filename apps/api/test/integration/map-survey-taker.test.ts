import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser, type Headers } from '../support/matching-fixtures.js';
import { loadDemoData } from './map-fixtures.js';

// The admin map with a survey taker picked (issue 27; spec 2.8): the map shows the taker's survey matches, the
// very parcels and projects the taker's /network counts, whether the call carries the taker alone (as the picker
// writes it), the survey's id, or the survey's saved filter (as the map applies it). The saved filter cannot say an
// investor's amount or a home buyer's budget, nor a supply survey's own record: the server applies the survey.

interface Survey {
  id: number;
  survey_type: string;
  email: string | null;
  filter_url: string | null;
}

describe('[MAP] a survey taker picked on the map: the counts of the taker’s survey matches', () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;
  let surveys: Survey[];

  const get = async (url: string, headers: Headers = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const count = async (path: string, query: string, headers: Headers = admin) => {
    const res = await get(`${path}?${query}`, headers);
    expect(res.status, `${path}?${query}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.count as number;
  };
  /** The taker's /network counts of parcels and projects (the survey's matches call). */
  const network = async (id: number) => {
    const res = await get(`/surveys/matches?surveyid=${id}&matchingtype=parcels|projects&limit=1`);
    expect(res.status).toBe(200);
    const of = (kind: string) =>
      (res.body.data as { matchingtype: string; count: number }[]).find((d) => d.matchingtype === kind)!
        .count;
    return { parcels: of('parcels'), projects: of('projects') };
  };
  /** The map's parcel and project counts (child and parent projects add up to the survey's projects). */
  const map = async (query: string) => ({
    parcels: await count('/parcels/count', query),
    projects: (await count('/projects/count', query)) + (await count('/parent-projects/count', query)),
  });

  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t);
    admin = (await createUser(t, 'admin', 'Subscribed')).headers;
    user = (await createUser(t, 'user', 'Subscribed')).headers;
    // One survey per demo taker (their enabled or newest one is the taker's survey; the demo takers hold one).
    const rows = await t.database.db
      .selectFrom('surveys')
      .select(['id', 'survey_type', 'email', 'filter_url'])
      .where('user_id', 'is', null)
      .where('deleted_at', 'is', null)
      .where('email', 'is not', null)
      .orderBy('id')
      .execute();
    const takers = new Map<string, number>();
    for (const r of rows) takers.set(r.email!.toLowerCase(), (takers.get(r.email!.toLowerCase()) ?? 0) + 1);
    surveys = rows.filter((r) => takers.get(r.email!.toLowerCase()) === 1) as Survey[];
  });
  afterAll(() => t.close());

  it('the map counts with the taker picked equal the taker’s survey matches, survey by survey', async () => {
    expect(surveys.length).toBeGreaterThan(20);
    let differs = 0;
    for (const s of surveys) {
      const who = `survey ${s.id} (${s.survey_type})`;
      const expected = await network(s.id);
      const taker = encodeURIComponent(s.email!);
      // The taker alone, as the picker writes it first; with the survey's id; with the survey's saved filter.
      expect(await map(`surveyTaker=${taker}`), `${who}: taker`).toEqual(expected);
      expect(await map(`surveyTaker=${taker}&surveyId=${s.id}`), `${who}: survey id`).toEqual(expected);
      if (s.filter_url) {
        expect(await map(`${s.filter_url}&surveyTaker=${taker}`), `${who}: saved filter`).toEqual(expected);
        // The saved filter alone (no survey named) is what the map used to count.
        const { surveyId: _id, ...plain } = Object.fromEntries(new URLSearchParams(s.filter_url));
        const unscoped = await count('/parcels/count', new URLSearchParams(plain).toString());
        if (unscoped !== expected.parcels) differs++;
      }
      // The list's total is the same count.
      const list = await get(`/parcels?surveyTaker=${taker}&limit=1`);
      expect(list.body.pagination.totalItems, `${who}: list`).toBe(expected.parcels);
    }
    // Not vacuous: for some surveys the saved filter alone counts other parcels than the survey's matches.
    expect(differs).toBeGreaterThan(0);
  });

  it('a survey named by id is the caller’s own (or any, for an admin); a non-admin names no taker', async () => {
    const s = surveys[0]!;
    const bad = await get(`/parcels/count?surveyId=${s.id}`, user);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('surveyId: Survey not found');
    expect((await get(`/parcels/count?surveyId=12x`)).body.message).toBe(
      'surveyId: must be a survey id (digits)',
    );
    const other = await get(`/parcels/count?surveyTaker=${encodeURIComponent(s.email!)}`, user);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Only admins may choose a survey taker');
    // No survey named: every parcel, as before.
    const all = await count('/parcels/count', '');
    expect(all).toBe(
      Number(
        (
          await t.database.db
            .selectFrom('parcels')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
