import { stringify } from 'csv-stringify/sync';
import { EXPORT_FIELDS } from '@utah-land/shared';
import type { ExportRow } from './export-rows.js';

// The three text formats, written a feature at a time: GeoJSON (one feature per line), KML 2.2 (one Placemark per
// line, fields as ExtendedData) and CSV (the fields and the geometry as WKT). Each carries the data's source and
// date: in every record (DATA_SRC, DATA_DATE) and, where the format has a place for it, in the file's header.

export interface ExportMeta {
  title: string;
  /** One provenance line per source among the parcels ('Source: …; as of …; licence: …'). */
  sources: string[];
  exportedAt: string;
}

export interface TextWriter {
  head(): string;
  row(r: ExportRow, first: boolean): string;
  tail(): string;
}

export function geojsonWriter(meta: ExportMeta): TextWriter {
  return {
    head: () =>
      `{"type":"FeatureCollection","name":${JSON.stringify(meta.title)},"metadata":${JSON.stringify({
        sources: meta.sources,
        exported: meta.exportedAt,
        crs: 'EPSG:4326',
      })},"features":[\n`,
    row: (r, first) =>
      `${first ? '' : ',\n'}{"type":"Feature","properties":${JSON.stringify(r.fields)},"geometry":${r.geometry}}`,
    tail: () => '\n]}\n',
  };
}

const xml = (v: unknown) =>
  String(v).replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

type Ring = [number, number][];
function kmlGeometry(geojson: string): string {
  const g = JSON.parse(geojson) as { type: string; coordinates: Ring[] | Ring[][] };
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Ring[][];
  const ring = (r: Ring) =>
    `<LinearRing><coordinates>${r.map((p) => `${p[0]},${p[1]}`).join(' ')}</coordinates></LinearRing>`;
  const polygon = (rings: Ring[]) =>
    `<Polygon><outerBoundaryIs>${ring(rings[0]!)}</outerBoundaryIs>${rings
      .slice(1)
      .map((h) => `<innerBoundaryIs>${ring(h)}</innerBoundaryIs>`)
      .join('')}</Polygon>`;
  return polygons.length === 1
    ? polygon(polygons[0]!)
    : `<MultiGeometry>${polygons.map(polygon).join('')}</MultiGeometry>`;
}

export function kmlWriter(meta: ExportMeta): TextWriter {
  return {
    head: () =>
      '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
      `<name>${xml(meta.title)}</name><description>${xml(`${meta.sources.join('. ')}. Exported ${meta.exportedAt}.`)}</description>\n`,
    row: (r) =>
      `<Placemark><name>${xml(r.fields.PARCEL_ID)}</name><ExtendedData>${EXPORT_FIELDS.map(
        (f) => `<Data name="${f.name}"><value>${xml(r.fields[f.name] ?? '')}</value></Data>`,
      ).join('')}</ExtendedData>${kmlGeometry(r.geometry)}</Placemark>\n`,
    tail: () => '</Document></kml>\n',
  };
}

export function csvWriter(): TextWriter {
  return {
    head: () => stringify([[...EXPORT_FIELDS.map((f) => f.name), 'WKT']]),
    row: (r) => stringify([[...EXPORT_FIELDS.map((f) => r.fields[f.name] ?? ''), r.geometry]]),
    tail: () => '',
  };
}
