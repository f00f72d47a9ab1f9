import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  STRONG_MATCH_SCORE,
  WANTED_SCORE_WEIGHTS,
  isStrongMatch,
  rangePosition,
  type ComparedValue,
} from '@utah-land/shared';
import {
  createUser,
  insertContact,
  insertParcel,
  insertProject,
  insertWaterRight,
  Place,
  type Headers,
  type Row,
} from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// A survey's matches are ranked by fit, best first (docs/matching.md, "Ranking a survey's matches"): a builder's
// survey and parcels that fit it well and barely, where the order, the scores, the strong count beside the total and
// the pages must come out as the model says; a land owner's water rights and projects, nearest first. The place is
// Piute County, which no other test plants in, so totals are this file's own.

const TAG = 'Piute County';

describe("[SURVEY MATCHING] a survey's matches are ranked by fit", () => {
  let t: TestApp;
  let owner: Headers;
  let centre: Place;
  let city: string;
  const ids: Record<string, number> = {};
  const surveys: Record<string, number> = {};

  const call = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Every row of one kind of a survey's matches, `limit` a page, with the first page's strong count. */
  const everyRow = async (survey: number, kind: string, limit = 100) => {
    const rows: Row[] = [];
    let strongItems: number | null = null;
    for (let page = 1; ; page++) {
      const body = await call(
        `/surveys/${survey}/results?matchingtype=${kind}&matchingRecordsPage=${page}&matchingRecordsLimit=${limit}`,
      );
      if (page === 1) strongItems = body.strongItems;
      rows.push(...body.data);
      if (page >= body.pagination.totalPages)
        return { rows, ids: rows.map((r) => r.id as number), total: body.pagination.totalItems, strongItems };
    }
  };
  const take = async (surveyName: string, response: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys',
      headers: owner,
      payload: { surveyName, response },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const compared = (row: Row, dimension: string) =>
    (row.compared as ComparedValue[]).filter((v) => v.dimension === dimension) as (ComparedValue &
      Record<string, unknown>)[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    owner = (await createUser(t, 'user', 'Subscribed')).headers;
    // The centre of the survey's area (the area tag's outline), where the best placed parcels lie.
    const at = (
      await sql<{
        lng: number;
        lat: number;
      }>`SELECT ST_X(ST_Centroid(geom)) AS lng, ST_Y(ST_Centroid(geom)) AS lat
        FROM area_tags WHERE name = ${TAG}`.execute(db)
    ).rows[0]!;
    centre = new Place(Number(at.lng), Number(at.lat));
    const parcel = (name: string, f: Parameters<typeof insertParcel>[2]) =>
      insertParcel(db, centre, { areaTags: [TAG], city: null, products: ['singleFamily'], ...f }).then(
        (id) => (ids[name] = id),
      );
    // A 10–35 lot builder: 22 lots lie in the middle of the range, 35 and 10 at its ends.
    await parcel('middle', { sfLots: 22, dx: 300 });
    await parcel('middleTwin', { sfLots: 22, dx: 300 });
    await parcel('end', { sfLots: 35, dx: 600 });
    await parcel('uncounted', { sfLots: null, dx: 900 });
    await parcel('endFar', { sfLots: 10, dx: 30_000 });
    await parcel('outside', { sfLots: 60, dx: 300 });
    await parcel('townhomes', { products: ['townhouse'], thPads: 20, dx: 300 });

    // Builders who want what the survey wants: one based at the centre of its area, one 80 miles off.
    const builder = (location: string) =>
      insertContact(db, {
        types: ['Builder'],
        match_area_tags: [TAG],
        build_products: ['singleFamily'],
        build_sf_lots: '[5,40]',
        location,
      });
    ids.builderNear = await builder(centre.point(1_000, 0));
    ids.builderFar = await builder(centre.point(0, 130_000));

    surveys.builder = await take('Builder Company Survey', {
      utah_area_tags: TAG,
      products_you_build: 'Single Family',
      min_single_family_lots_build: '10-35',
      max_single_family_lots_build: '10-35',
      custom_builder: 'No',
    });

    // A land owner in one of the county's cities: its water rights and projects by nearness to the city's centre.
    const c = (
      await sql<{
        name: string;
        lng: number;
        lat: number;
      }>`SELECT c.name, ST_X(c.center) AS lng, ST_Y(c.center) AS lat
        FROM cities c JOIN counties k ON k.id = c.county_id WHERE k.name = 'Piute' ORDER BY c.name LIMIT 1`.execute(
        db,
      )
    ).rows[0]!;
    city = c.name;
    const town = new Place(Number(c.lng), Number(c.lat));
    ids.waterNear = await insertWaterRight(db, town, 100, 0);
    ids.waterMid = await insertWaterRight(db, town, 800, 0);
    ids.waterEdge = await insertWaterRight(db, town, 0, 1_400);
    ids.projectNear = await insertProject(db, town, {
      dx: 150,
      dy: 0,
      products: ['singleFamily'],
      sfLots: 30,
    });
    ids.projectFar = await insertProject(db, town, {
      dx: 1_300,
      dy: 0,
      products: ['singleFamily'],
      sfLots: 30,
    });
    surveys.landOwner = await take('Land Owner Survey', {
      acres: '12',
      city,
      current_zoning: 'Agricultural',
    });
  });
  afterAll(() => t?.close());

  it("a builder's parcels: best fit first, each with its score, and the strong count beside the total", async () => {
    const list = await everyRow(surveys.builder!, 'parcels');
    // The hard wants decide who is listed: a count outside 10–35 and townhomes are not.
    expect([...list.ids].sort((a, b) => a - b)).toEqual(
      [ids.middle!, ids.middleTwin!, ids.end!, ids.uncounted!, ids.endFar!].sort((a, b) => a - b),
    );
    const ranked = list.rows;
    const score = (name: string) => ranked.find((r) => r.id === ids[name])!.score as number;
    // Best first; equal scores in id order (the twins).
    expect(ranked.map((r) => r.id)).toEqual([ids.middle, ids.middleTwin, ids.end, ids.uncounted, ids.endFar]);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1]!.score as number).toBeGreaterThanOrEqual(ranked[i]!.score as number);

    // Each score is the model's: the lot count's place in 10–35 and the nearness to the area's centre, weighted
    // (docs/matching.md); the survey states no price or acreage, so those weigh nothing.
    for (const row of ranked) {
      const [near] = compared(row, 'centre');
      expect(near).toMatchObject({ from: 'area', ok: expect.any(Boolean) });
      const lots = rangePosition(row.sfLots as number | null, 10, 35);
      const distance = Math.max(0, 1 - (near!.meters as number) / (near!.scale as number));
      const expected =
        (100 * (WANTED_SCORE_WEIGHTS.lots * lots + WANTED_SCORE_WEIGHTS.distance * distance)) /
        (WANTED_SCORE_WEIGHTS.lots + WANTED_SCORE_WEIGHTS.distance);
      expect(Math.abs((row.score as number) - expected), `parcel ${row.id}`).toBeLessThanOrEqual(1);
    }
    // The parcel that fits well is strong; the one at the end of the range far from the centre, and the one
    // without a count, are not.
    expect(score('middle')).toBeGreaterThanOrEqual(90);
    expect(isStrongMatch(score('middle'))).toBe(true);
    expect(isStrongMatch(score('endFar'))).toBe(false);
    expect(isStrongMatch(score('uncounted'))).toBe(false);
    expect(
      compared(
        ranked.find((r) => r.id === ids.uncounted)!,
        'position',
      )[0],
    ).toMatchObject({
      of: 'lots',
      known: false,
      share: 0,
    });
    expect(list.strongItems).toBe(ranked.filter((r) => (r.score as number) >= STRONG_MATCH_SCORE).length);
    expect(list.strongItems).toBeGreaterThanOrEqual(2);
    expect(list.strongItems).toBeLessThan(list.total);
  });

  it('pages cut the ranked list without gaps or repeats, and the counts are the list', async () => {
    const whole = await everyRow(surveys.builder!, 'parcels');
    const paged = await everyRow(surveys.builder!, 'parcels', 2);
    expect(paged.ids).toEqual(whole.ids);
    expect(paged.total).toBe(whole.total);
    expect(paged.strongItems).toBe(whole.strongItems);
    // The matches call (dashboard, /network) carries the same count and strong count, and the same first rows.
    const matches = await call(`/surveys/matches?surveyid=${surveys.builder}&matchingtype=parcels&limit=3`);
    expect(matches.data[0]).toMatchObject({ count: whole.total, strongItems: whole.strongItems });
    expect(matches.data[0].list.parcels.map((r: Row) => r.id)).toEqual(whole.ids.slice(0, 3));
    // The survey's map shows exactly its parcels: ranking changes the order, never who is listed.
    const url = (await call(`/surveys/url/${surveys.builder}`)).url as string;
    const map = await call(`/parcels?${url}&page=1&limit=100`);
    expect(map.pagination.totalItems).toBe(whole.total);
  });

  it("a builder's builders: ranked by how near they are based to the survey's area, with the strong count", async () => {
    const list = await everyRow(surveys.builder!, 'builders');
    const near = list.rows.find((r) => r.id === ids.builderNear)!;
    const far = list.rows.find((r) => r.id === ids.builderFar)!;
    expect(list.ids.indexOf(ids.builderNear!)).toBeLessThan(list.ids.indexOf(ids.builderFar!));
    expect(near.score as number).toBeGreaterThanOrEqual(STRONG_MATCH_SCORE);
    expect(far.score as number).toBeLessThan(STRONG_MATCH_SCORE);
    expect(compared(near, 'base')[0]).toMatchObject({ ok: true });
    expect(list.strongItems).toBe(list.rows.filter((r) => isStrongMatch(r.score as number)).length);
  });

  it("a land owner's water rights and projects: nearest first, scored by nearness within the mile", async () => {
    const rights = await everyRow(surveys.landOwner!, 'waterRights');
    const ours = rights.rows.filter((r) =>
      [ids.waterNear, ids.waterMid, ids.waterEdge].includes(r.id as number),
    );
    expect(ours.map((r) => r.id)).toEqual([ids.waterNear, ids.waterMid, ids.waterEdge]);
    const near = ours[0]!;
    expect(near.score as number).toBeGreaterThanOrEqual(STRONG_MATCH_SCORE);
    expect(ours[2]!.score as number).toBeLessThan(STRONG_MATCH_SCORE);
    for (const r of ours) {
      const [d] = compared(r, 'distance');
      expect(
        Math.abs((r.score as number) - 100 * (1 - (d!.meters as number) / 1609.344)),
      ).toBeLessThanOrEqual(1);
    }
    expect(rights.strongItems).toBe(rights.rows.filter((r) => isStrongMatch(r.score as number)).length);

    const projects = await everyRow(surveys.landOwner!, 'projects');
    const mine = projects.ids.filter((id) => [ids.projectNear, ids.projectFar].includes(id));
    expect(mine).toEqual([ids.projectNear, ids.projectFar]);
    expect(projects.strongItems).toBe(projects.rows.filter((r) => isStrongMatch(r.score as number)).length);
  });
});
