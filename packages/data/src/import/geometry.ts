import proj4 from 'proj4';
import { polygonsToEwkt, type PolygonCoords, type Position } from '../util/geo.js';
import { FieldError } from './report.js';

/** Projections common for Utah data, by EPSG code (proj4 strings from epsg.io). */
const PROJ4_DEFS: Record<number, string> = {
  4326: '+proj=longlat +datum=WGS84 +no_defs',
  4269: '+proj=longlat +datum=NAD83 +no_defs',
  3857: '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs',
  26912: '+proj=utm +zone=12 +datum=NAD83 +units=m +no_defs',
  32612: '+proj=utm +zone=12 +datum=WGS84 +units=m +no_defs',
  3560: '+proj=lcc +lat_0=40.3333333333333 +lon_0=-111.5 +lat_1=41.7833333333333 +lat_2=40.7166666666667 +x_0=500000.00001016 +y_0=999999.999960001 +ellps=GRS80 +units=us-ft +no_defs',
  3566: '+proj=lcc +lat_0=38.3333333333333 +lon_0=-111.5 +lat_1=40.65 +lat_2=39.0166666666667 +x_0=500000.00001016 +y_0=2000000.00001016 +ellps=GRS80 +units=us-ft +no_defs',
  3567: '+proj=lcc +lat_0=36.6666666666667 +lon_0=-111.5 +lat_1=38.35 +lat_2=37.2166666666667 +x_0=500000.00001016 +y_0=3000000 +ellps=GRS80 +units=us-ft +no_defs',
  32142:
    '+proj=lcc +lat_0=40.3333333333333 +lon_0=-111.5 +lat_1=41.7833333333333 +lat_2=40.7166666666667 +x_0=500000 +y_0=1000000 +ellps=GRS80 +units=m +no_defs',
  32143:
    '+proj=lcc +lat_0=38.3333333333333 +lon_0=-111.5 +lat_1=40.65 +lat_2=39.0166666666667 +x_0=500000 +y_0=2000000 +ellps=GRS80 +units=m +no_defs',
  32144:
    '+proj=lcc +lat_0=36.6666666666667 +lon_0=-111.5 +lat_1=38.35 +lat_2=37.2166666666667 +x_0=500000 +y_0=3000000 +ellps=GRS80 +units=m +no_defs',
};

export const SUPPORTED_SRIDS = Object.keys(PROJ4_DEFS).map(Number);

export type Transform = (p: Position) => Position;

/** A transform to WGS84 lng/lat from an EPSG code or a .prj WKT text. */
export function transformFrom(source: { srid?: number; prj?: string }): Transform {
  if (source.srid !== undefined) {
    if (source.srid === 4326 || source.srid === 4269) return (p) => p;
    const def = PROJ4_DEFS[source.srid];
    if (!def)
      throw new FieldError(`unsupported --srid ${source.srid} (supported: ${SUPPORTED_SRIDS.join(', ')})`);
    const conv = proj4(def, PROJ4_DEFS[4326]!);
    return (p) => conv.forward(p) as Position;
  }
  if (source.prj) {
    if (/^GEOGCS/i.test(source.prj.trim())) return (p) => p;
    const conv = proj4(source.prj, PROJ4_DEFS[4326]!);
    return (p) => conv.forward(p) as Position;
  }
  return (p) => p;
}

/** The EPSG code named by a GeoJSON `crs` member, if any. */
export function sridOfGeoJsonCrs(crs: unknown): number | undefined {
  const name = (crs as { properties?: { name?: string } } | undefined)?.properties?.name;
  if (!name) return undefined;
  if (/CRS84$/i.test(name)) return 4326;
  const m = name.match(/EPSG:{1,2}(\d+)$/i);
  return m ? Number(m[1]) : undefined;
}

interface Geometry {
  type: string;
  coordinates?: unknown;
}

function checkRing(ring: unknown, where: string): Position[] {
  if (!Array.isArray(ring)) throw new FieldError(`${where}: ring is not a list of points`);
  const pts = ring.map((p) => {
    if (!Array.isArray(p) || p.length < 2 || !Number.isFinite(p[0]) || !Number.isFinite(p[1])) {
      throw new FieldError(`${where}: invalid coordinate ${JSON.stringify(p)}`);
    }
    return [Number(p[0]), Number(p[1])] as Position;
  });
  if (pts.length < 4) throw new FieldError(`${where}: a ring needs at least 4 points, got ${pts.length}`);
  const [a, b] = [pts[0]!, pts[pts.length - 1]!];
  if (a[0] !== b[0] || a[1] !== b[1]) throw new FieldError(`${where}: ring is not closed`);
  return pts;
}

/** Checks the structure of a (Multi)Polygon, reprojects it and returns EWKT in SRID 4326. */
export function toEwkt4326(geometry: Geometry | null | undefined, transform: Transform): string {
  if (!geometry) throw new FieldError('geometry: missing');
  let polygons: unknown[];
  if (geometry.type === 'Polygon') polygons = [geometry.coordinates];
  else if (geometry.type === 'MultiPolygon' && Array.isArray(geometry.coordinates))
    polygons = geometry.coordinates;
  else throw new FieldError(`geometry: expected Polygon or MultiPolygon, got ${geometry.type}`);
  if (polygons.length === 0) throw new FieldError('geometry: empty');
  const out: PolygonCoords[] = polygons.map((poly, i) => {
    if (!Array.isArray(poly) || poly.length === 0)
      throw new FieldError(`geometry: polygon ${i + 1} has no rings`);
    return poly.map((ring) =>
      checkRing(ring, 'geometry').map((p) => {
        const q = transform(p);
        if (!Number.isFinite(q[0]) || !Number.isFinite(q[1]) || Math.abs(q[0]) > 180 || Math.abs(q[1]) > 90) {
          throw new FieldError(
            `geometry: coordinate ${p.join(' ')} is not longitude/latitude (wrong or missing --srid?)`,
          );
        }
        return q;
      }),
    );
  });
  return polygonsToEwkt(out);
}

/** Parses WKT POLYGON / MULTIPOLYGON (optionally 'SRID=n;' prefixed) into a GeoJSON-like geometry. */
export function parseWkt(text: string): Geometry {
  const body = text.trim().replace(/^SRID=\d+;/i, '');
  const m = body.match(/^(MULTIPOLYGON|POLYGON)\s*(Z|M|ZM)?\s*(\(.*\))$/is);
  if (!m) throw new FieldError(`geometry: not a WKT polygon: '${body.slice(0, 40)}'`);
  const json = m[3]!
    .replace(/\(/g, '[')
    .replace(/\)/g, ']')
    .replace(/([-+\d.eE]+(?:\s+[-+\d.eE]+)+)/g, (pt) => `[${pt.trim().split(/\s+/).join(',')}]`);
  let coordinates: unknown;
  try {
    coordinates = JSON.parse(json);
  } catch {
    throw new FieldError('geometry: malformed WKT');
  }
  return { type: m[1]!.toUpperCase() === 'POLYGON' ? 'Polygon' : 'MultiPolygon', coordinates };
}
