import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres, type Database } from '@utah-land/db';
import { sql } from 'kysely';
import { generateDemoData, loadGeography } from '../../src/index.js';
import { WRITTEN_TABLES } from '../../src/generate/generate-demo-data.js';
import { SHARED_DEMO_DATA } from '../../../../test-support/demo-dataset.js';

let database: Database;
const one = async <T>(query: string): Promise<T> => (await sql.raw<T>(query).execute(database.db)).rows[0]!;

beforeAll(async () => {
  database = await openPostgres(inject('databaseUrl'), 2);
});
afterAll(async () => {
  // These tests replace the run's shared dataset with their own: put it back for the suites after them.
  await generateDemoData(database, { ...SHARED_DEMO_DATA, reset: true });
  await database.close();
});

describe('[DATA] geography', () => {
  it('loads the real Utah geography, and a second load is a no-op', async () => {
    const first = await loadGeography(database);
    expect(first).toMatchObject({ counties: 29, cities: 178, zipCodes: 353, areaTags: 49 });
    const again = await loadGeography(database);
    expect(again.skipped).toBe(true);
    const c = await one<{
      counties: number;
      valid: number;
      zips: number;
      tags: number;
      zoning: number;
      withMedian: number;
    }>(`
      SELECT (SELECT count(*)::int FROM counties) AS counties,
        (SELECT count(*)::int FROM counties WHERE ST_IsValid(geom) AND ST_Covers(geom, center)) AS valid,
        (SELECT count(*)::int FROM zip_codes WHERE county_id IS NOT NULL) AS zips,
        (SELECT count(*)::int FROM area_tags WHERE NOT ST_IsEmpty(geom)) AS tags,
        (SELECT count(DISTINCT jurisdiction_name)::int FROM zoning_codes) AS zoning,
        (SELECT count(*)::int FROM counties WHERE median_home_value IS NOT NULL) AS "withMedian"`);
    expect(c).toEqual({ counties: 29, valid: 29, zips: 353, tags: 49, zoning: c.zoning, withMedian: 5 });
    expect(c.zoning).toBeGreaterThan(180);
    const slc = await one<{ county: string; tags: string[] }>(`
      SELECT co.name AS county, array_agg(t.name ORDER BY t.name) AS tags FROM cities ci JOIN counties co ON co.id = ci.county_id
      JOIN area_tag_cities atc ON atc.city_id = ci.id JOIN area_tags t ON t.id = atc.area_tag_id
      WHERE ci.name = 'Salt Lake City' GROUP BY co.name`);
    expect(slc).toEqual({ county: 'Salt Lake', tags: ['North Salt Lake County', 'Salt Lake County'] });
  });
});

describe('[DATA] demo data', () => {
  it('generates a plausible, consistent dataset', async () => {
    const r = await generateDemoData(database, { parcels: 500, seed: 11, reset: true });
    expect(r).toMatchObject({ skipped: false, parcels: 500, contacts: 100, companies: 13, waterRights: 25 });
    expect(r.projects).toBeGreaterThan(5);
    expect(r.realProjects).toBe(368);
    // Demo survey responses: a share of the contacts, several types, each with criteria rows (docs/surveys.md).
    expect(r.surveys).toBeGreaterThan(3);
    const surveys = await one<{ types: number; without: number }>(
      `SELECT count(DISTINCT survey_type)::int AS types,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM survey_criteria c WHERE c.survey_id = s.id))::int AS without
       FROM surveys s WHERE user_id IS NULL`,
    );
    expect(surveys.types).toBeGreaterThan(2);
    expect(surveys.without).toBe(0);
    // Vacuumed after loading: pages marked all-visible, so counts can come from the covering indexes alone.
    const vacuumed = await one<{ pages: number; visible: number }>(
      `SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'parcels'`,
    );
    expect(vacuumed.visible).toBeGreaterThan(0);
    expect(vacuumed.visible).toBe(vacuumed.pages);
    // Every table the generator wrote, and those its triggers fill, has planner statistics from an ANALYZE of ours.
    const stats = await sql<{ table: string; analyzed: boolean }>`
      SELECT relname AS table, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables
      WHERE relname = ANY(${[...WRITTEN_TABLES, 'contact_match_profiles', 'data_changes']}) ORDER BY relname`.execute(
      database.db,
    );
    expect(stats.rows).toHaveLength(WRITTEN_TABLES.length + 2);
    expect(stats.rows.filter((r) => !r.analyzed)).toEqual([]);
    // The streets the lots face are stored (the offline basemap's): every address names a street of its city
    // that runs past the parcel.
    expect(r.streets).toBeGreaterThan(100);
    const streets = await one<{ parcels: number; unmatched: number; names: number }>(
      `SELECT count(*)::int AS parcels,
         count(*) FILTER (WHERE NOT EXISTS (
           SELECT 1 FROM streets st WHERE st.city = p.city AND st.county = p.county
             AND st.name = regexp_replace(p.address, '^\\d+ [NS] ', '')
             AND ST_DWithin(st.geom, p.center, 0.015)))::int AS unmatched,
         (SELECT count(DISTINCT name)::int FROM streets) AS names
       FROM parcels p WHERE p.source = 'generated'`,
    );
    expect(streets.parcels).toBe(500);
    expect(streets.unmatched).toBe(0);
    expect(streets.names).toBeGreaterThan(20);
    expect((await generateDemoData(database, { parcels: 500, seed: 11 })).skipped).toBe(true);

    const p = await one<Record<string, number>>(`
      SELECT count(*)::int AS n,
        count(*) FILTER (WHERE NOT ST_IsValid(geom))::int AS invalid,
        count(*) FILTER (WHERE county_by_geometry IS DISTINCT FROM
          (SELECT name FROM counties c WHERE ST_Covers(c.geom, parcels.center)))::int AS wrong_county,
        count(*) FILTER (WHERE city_by_geometry IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cities ci
          JOIN counties co ON co.id = ci.county_id WHERE ci.name = parcels.city_by_geometry
          AND co.name = parcels.county_by_geometry))::int AS city_outside_county,
        count(*) FILTER (WHERE acreage < 0.1 OR acreage > 700)::int AS bad_acreage,
        count(*) FILTER (WHERE mls_status IS NOT NULL)::int AS listed,
        count(*) FILTER (WHERE ownership_info_absentee)::int AS absentee,
        count(*) FILTER (WHERE unincorporated)::int AS unincorporated,
        count(*) FILTER (WHERE possible_lots IS NOT NULL)::int AS with_estimate,
        count(*) FILTER (WHERE market_value IS NULL OR market_value <= 0)::int AS no_value
      FROM parcels`);
    expect(p).toMatchObject({
      n: 500,
      invalid: 0,
      wrong_county: 0,
      city_outside_county: 0,
      bad_acreage: 0,
      no_value: 0,
    });
    expect(p.listed).toBeGreaterThan(0);
    expect(p.absentee).toBeGreaterThan(0);
    expect(p.unincorporated).toBeGreaterThan(0);
    expect(p.with_estimate).toBeGreaterThan(0);

    const overlaps = await one<{ n: number }>(`SELECT count(*)::int AS n FROM parcels a JOIN parcels b
      ON a.id < b.id AND a.geom && b.geom AND ST_Overlaps(a.geom, b.geom)`);
    expect(overlaps.n).toBe(0);

    const pr = await one<Record<string, number>>(`
      SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM project_parcels pp WHERE pp.project_id = p.id))::int AS without_parcels,
        count(*) FILTER (WHERE parent_project_id IS NOT NULL)::int AS children,
        count(*) FILTER (WHERE source = 'generated' AND (geom IS NULL OR NOT ST_IsValid(geom)))::int AS bad_geom,
        count(*) FILTER (WHERE source = 'slc_open_data')::int AS real
      FROM projects p`);
    expect(pr).toMatchObject({ without_parcels: 0, bad_geom: 0, real: 368 });
    expect(pr.children).toBeGreaterThan(0);

    const c = await one<Record<string, number>>(`
      SELECT count(*) FILTER (WHERE (cardinality(build_products) > 0) <> ('Builder' = ANY(types)))::int AS builder,
        count(*) FILTER (WHERE (build_sf_lots IS NOT NULL) <> ('singleFamily' = ANY(build_products)))::int AS sf_range,
        count(*) FILTER (WHERE (develop_th_pads IS NOT NULL) <> ('townhouse' = ANY(develop_products)))::int AS th_range,
        count(*) FILTER (WHERE (invest_amount IS NOT NULL) <> ('Investor' = ANY(types)))::int AS investor,
        count(*) FILTER (WHERE (home_price IS NOT NULL) <> ('New Build Homebuyer' = ANY(types)))::int AS homebuyer,
        count(*) FILTER (WHERE isempty(coalesce(invest_amount, '[0,1]')) OR isempty(coalesce(home_price, '[0,1]')))::int AS empty,
        count(DISTINCT t)::int AS types
      FROM contacts CROSS JOIN LATERAL unnest(types) AS t`);
    expect(c).toMatchObject({ builder: 0, sf_range: 0, th_range: 0, investor: 0, homebuyer: 0, empty: 0 });
    expect(c.types).toBeGreaterThanOrEqual(6);

    const w = await one<{ n: number; bad: number }>(`SELECT count(*)::int AS n,
      count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM counties c WHERE ST_Covers(c.geom, location)))::int AS bad FROM water_rights`);
    expect(w).toEqual({ n: 25, bad: 0 });
    const m = await one<{ statuses: number }>(
      `SELECT count(DISTINCT status)::int AS statuses FROM mls_listings`,
    );
    expect(m.statuses).toBeGreaterThanOrEqual(4);
  });

  it('is deterministic: the same seed gives the same rows', async () => {
    const digest = async () =>
      (
        await one<{ d: string }>(
          `SELECT md5(string_agg(parcel_id || address || ownership_name || market_value || ST_AsText(geom), ',' ORDER BY parcel_id)) AS d FROM parcels`,
        )
      ).d;
    const before = await digest();
    await generateDemoData(database, { parcels: 500, seed: 11, reset: true });
    expect(await digest()).toBe(before);
  });
});
