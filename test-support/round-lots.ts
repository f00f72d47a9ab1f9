import { sql } from 'kysely';

/**
 * An INSERT of `count` round lots (33-vertex circles of 0.4 acre, source 'test') of one city in Millard County, in
 * rows of `perRow` going east and north from the first lot's centre (lng, lat), 0.0005° × 0.0004° apart: an area
 * whose GIS export is as large as a test needs (50,000 lots: some 60 MB of GeoJSON). Run it with `.execute(db)`,
 * or compile it (`compileOnlyKysely`) for a plain `pg` client.
 */
export function roundLots(o: {
  idPrefix: string;
  city: string;
  count: number;
  perRow: number;
  lng: number;
  lat: number;
}) {
  return sql`
    INSERT INTO parcels (parcel_id, geom, center, acreage, city, county, ownership_name, source)
    SELECT ${o.idPrefix} || g, ST_Multi(ST_Buffer(ST_SetSRID(ST_MakePoint(x, y), 4326), 0.00015, 'quad_segs=8')),
      ST_SetSRID(ST_MakePoint(x, y), 4326), 0.4, ${o.city}, 'Millard', 'LOT OWNER ' || g, 'test'
    FROM generate_series(0, ${o.count - 1}::int) g,
      LATERAL (SELECT ${o.lng}::float8 + (g % ${o.perRow}::int) * 0.0005 AS x,
        ${o.lat}::float8 + (g / ${o.perRow}::int) * 0.0004 AS y) c`;
}
