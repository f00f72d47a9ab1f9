// Reading exported files back with real parsers (test support): GeoJSON checked by check-geojson, KML through
// @tmcw/togeojson on an @xmldom/xmldom document, CSV through csv-parse, the zipped Shapefile through JSZip and the
// `shapefile` reader.
import { getIssues } from '@placemarkio/check-geojson';
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { read } from 'shapefile';

type Ring = number[][];
export interface ReadFeature {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

export function readGeojson(text: string) {
  const issues = getIssues(text).filter((i) => i.severity === 'error');
  const collection = JSON.parse(text) as {
    metadata: { sources: string[]; exported: string; crs: string };
    features: ReadFeature[];
  };
  return { issues, ...collection };
}

export function readKml(text: string) {
  const doc = new DOMParser().parseFromString(text, 'text/xml');
  const description = doc.getElementsByTagName('description')[0]?.textContent ?? '';
  return {
    description,
    features: kml(doc as unknown as Parameters<typeof kml>[0]).features as unknown as ReadFeature[],
  };
}

export function readCsv(text: string) {
  return parse(text, { columns: true }) as Record<string, string>[];
}

export async function readShapefileZip(zipped: Buffer) {
  const zip = await JSZip.loadAsync(zipped);
  const names = Object.keys(zip.files).sort();
  const file = (ext: string) => zip.file(names.find((n) => n.endsWith(`.${ext}`))!)!;
  const collection = await read(
    await file('shp').async('nodebuffer'),
    await file('dbf').async('nodebuffer'),
    { encoding: 'utf-8' },
  );
  return {
    names,
    prj: await file('prj').async('string'),
    txt: await file('txt').async('string'),
    features: collection.features as unknown as ReadFeature[],
  };
}

const area = (r: Ring) =>
  r.reduce((a, p, i) => a + p[0]! * r[(i + 1) % r.length]![1]! - r[(i + 1) % r.length]![0]! * p[1]!, 0);

/**
 * A (Multi)Polygon as a comparable value: a list of polygons, each ring counter-clockwise and starting at its
 * smallest point, coordinates rounded to 1e-7 (the precision of the export).
 */
export function normalGeometry(g: {
  type: string;
  coordinates?: unknown;
  geometries?: { type: string; coordinates: unknown }[];
}): string {
  const polygons = (
    g.type === 'GeometryCollection'
      ? g.geometries!.flatMap((p) => (p.type === 'Polygon' ? [p.coordinates] : (p.coordinates as Ring[][])))
      : g.type === 'Polygon'
        ? [g.coordinates]
        : g.coordinates
  ) as Ring[][];
  const ring = (r: Ring) => {
    const open = r.slice(0, -1).map((p) => [Number(p[0]!.toFixed(7)), Number(p[1]!.toFixed(7))]);
    const ccw = area(open) < 0 ? [...open].reverse() : open;
    const start = ccw.reduce(
      (best, p, i) =>
        p[0]! < ccw[best]![0]! || (p[0] === ccw[best]![0] && p[1]! < ccw[best]![1]!) ? i : best,
      0,
    );
    return [...ccw.slice(start), ...ccw.slice(0, start)];
  };
  return JSON.stringify(polygons.map((rings) => rings.map(ring)).sort());
}
