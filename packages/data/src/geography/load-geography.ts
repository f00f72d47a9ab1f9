import type { Database } from '@utah-land/db';
import { countyAssets } from '../assets.js';
import { analyzeTables } from '../db/analyze.js';
import { withSession } from '../db/session.js';
import { polygonsToEwkt } from '../util/geo.js';
import { AREA_TAG_DEFINITIONS } from './area-tags.js';
import { utahCities, utahCounties, utahZipCodes, zoningFor } from './lookups.js';
import { zoningCodeLink } from './zoning.js';

export interface GeographySummary {
  skipped: boolean;
  counties: number;
  cities: number;
  zipCodes: number;
  areaTags: number;
  zoningCodes: number;
  ms: number;
}

const validMulti = (g: string) => `ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_GeomFromEWKT(${g})), 3))`;

/**
 * Loads Utah's counties, cities, ZIP codes, area tags and zoning codes. Idempotent: a fast no-op when everything
 * is already there; otherwise upserts all of it in one transaction.
 */
/** The tables loadGeography writes, analyzed after the load (db/analyze.ts). */
const GEOGRAPHY_TABLES = ['counties', 'cities', 'zip_codes', 'area_tags', 'area_tag_cities', 'zoning_codes'];

export async function loadGeography(
  database: Database,
  options: { force?: boolean } = {},
): Promise<GeographySummary> {
  const started = Date.now();
  const expected = {
    counties: countyAssets().length,
    cities: utahCities().length,
    zipCodes: utahZipCodes().length,
    areaTags: AREA_TAG_DEFINITIONS.length,
  };
  const summary = await withSession(database, async (s) => {
    const count = async (table: string) =>
      (await s.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    const current = async () => ({
      counties: await count('counties'),
      cities: await count('cities'),
      zipCodes: await count('zip_codes'),
      areaTags: await count('area_tags'),
      zoningCodes: await count('zoning_codes'),
    });
    const before = await current();
    if (
      !options.force &&
      before.counties >= expected.counties &&
      before.cities >= expected.cities &&
      before.zipCodes >= expected.zipCodes &&
      before.areaTags >= expected.areaTags &&
      before.zoningCodes > 0
    ) {
      return { skipped: true, ...before, ms: Date.now() - started };
    }

    const medians = new Map(utahCounties().map((c) => [c.fips, c.medianHomeValue]));
    const counties = countyAssets().map((c) => ({
      fips: c.fips,
      name: c.name,
      wkt: polygonsToEwkt(c.polygons),
      median: medians.get(c.fips) ?? null,
    }));
    await s.query(
      `INSERT INTO counties (fips, name, state, geom, center, median_home_value)
       SELECT x.fips, x.name, 'UT', g.geom, ST_PointOnSurface(g.geom), x.median
       FROM json_to_recordset($1::json) AS x(fips text, name text, wkt text, median int)
       CROSS JOIN LATERAL (SELECT ${validMulti('x.wkt')} AS geom) g
       ON CONFLICT (fips) DO UPDATE SET name = excluded.name, geom = excluded.geom, center = excluded.center,
         median_home_value = excluded.median_home_value`,
      [JSON.stringify(counties)],
    );

    const cities = utahCities().map((c) => ({ ...c }));
    await s.query(
      `INSERT INTO cities (name, state, county_id, population, center, median_home_value, source)
       SELECT x.name, 'UT',
         coalesce((SELECT id FROM counties WHERE name = x.county),
                  (SELECT id FROM counties WHERE ST_Contains(geom, ST_SetSRID(ST_MakePoint(x.lng, x.lat), 4326)) LIMIT 1)),
         x.population, ST_SetSRID(ST_MakePoint(x.lng, x.lat), 4326), x."medianHomeValue", 'geonames'
       FROM json_to_recordset($1::json) AS x(name text, county text, population int, lng float8, lat float8,
         "medianHomeValue" int)
       ON CONFLICT (state, name) DO UPDATE SET county_id = excluded.county_id, population = excluded.population,
         center = excluded.center, median_home_value = excluded.median_home_value, source = excluded.source`,
      [JSON.stringify(cities)],
    );

    await s.query(
      `INSERT INTO zip_codes (zip, city, state, county_id, center)
       SELECT x.zip, x.city, x.state, (SELECT id FROM counties WHERE name = x.county),
         ST_SetSRID(ST_MakePoint(x.lng, x.lat), 4326)
       FROM json_to_recordset($1::json) AS x(zip text, city text, state text, county text, lng float8, lat float8)
       ON CONFLICT (zip) DO UPDATE SET city = excluded.city, state = excluded.state, county_id = excluded.county_id,
         center = excluded.center`,
      [JSON.stringify(utahZipCodes())],
    );

    const tags = AREA_TAG_DEFINITIONS.map((t) => ({ name: t.name, county: t.county, box: t.box ?? null }));
    await s.query(
      `INSERT INTO area_tags (name, county_id, geom)
       SELECT x.name, c.id,
         CASE WHEN x.box IS NULL THEN c.geom ELSE ST_Multi(ST_CollectionExtract(ST_Intersection(c.geom,
           ST_MakeEnvelope((x.box->>0)::float8, (x.box->>1)::float8, (x.box->>2)::float8, (x.box->>3)::float8, 4326)), 3))
         END
       FROM json_to_recordset($1::json) AS x(name text, county text, box json)
       JOIN counties c ON c.name = x.county
       ON CONFLICT (name) DO UPDATE SET county_id = excluded.county_id, geom = excluded.geom`,
      [JSON.stringify(tags)],
    );
    await s.query(`DELETE FROM area_tag_cities`);
    await s.query(
      `INSERT INTO area_tag_cities (area_tag_id, city_id)
       SELECT t.id, ci.id FROM area_tags t JOIN cities ci ON ci.county_id = t.county_id AND ST_Covers(t.geom, ci.center)
       ON CONFLICT DO NOTHING`,
    );

    const zoning: {
      type: string;
      name: string;
      code: string;
      description: string;
      category: string;
      link: string;
    }[] = [];
    for (const c of utahCities()) {
      for (const z of zoningFor('city', c.name)) {
        zoning.push({
          type: 'city',
          name: c.name,
          code: z.code,
          description: z.description,
          category: z.category,
          link: zoningCodeLink(c.name, z.code),
        });
      }
    }
    for (const c of countyAssets()) {
      for (const z of zoningFor('county', c.name)) {
        const j = `${c.name} County`;
        zoning.push({
          type: 'county',
          name: c.name,
          code: z.code,
          description: z.description,
          category: z.category,
          link: zoningCodeLink(j, z.code),
        });
      }
    }
    await s.query(
      `INSERT INTO zoning_codes (jurisdiction_type, jurisdiction_name, code, description, category, code_link)
       SELECT x.type, x.name, x.code, x.description, x.category, x.link
       FROM json_to_recordset($1::json) AS x(type text, name text, code text, description text, category text, link text)
       ON CONFLICT (jurisdiction_type, jurisdiction_name, code) DO UPDATE SET description = excluded.description,
         category = excluded.category, code_link = excluded.code_link`,
      [JSON.stringify(zoning)],
    );
    return { skipped: false, ...(await current()), ms: Date.now() - started };
  });
  if (!summary.skipped) await analyzeTables(database, GEOGRAPHY_TABLES);
  return summary;
}
