import { readFileSync, existsSync, statSync } from 'node:fs';
import JSZip from 'jszip';
import * as shapefile from 'shapefile';
import { csvRecords } from './csv-records.js';
import { sridOfGeoJsonCrs } from './geometry.js';
import { FieldError } from './report.js';

export interface SourceFeature {
  line: number;
  location: string;
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates?: unknown } | null;
}

export interface FeatureSource {
  format: 'geojson' | 'shapefile' | 'csv';
  /** EPSG code declared by the file (GeoJSON crs), if any. */
  srid?: number;
  /** Projection WKT from a shapefile's .prj, if any. */
  prj?: string;
  /** CSV: rows carry their WKT in this property (resolved by the parcel importer). */
  features: AsyncIterable<SourceFeature>;
}

type Progress = ((done: number, total: number) => void) | undefined;

/** Opens a parcel file by extension: .geojson/.json, .shp (with .dbf/.prj beside it), .zip, .csv. */
export async function openFeatureSource(path: string, onProgress: Progress): Promise<FeatureSource> {
  const lower = path.toLowerCase();
  if (lower.endsWith('.geojson') || lower.endsWith('.json')) return geojsonSource(path, onProgress);
  if (lower.endsWith('.shp')) {
    const base = path.slice(0, -4);
    const sibling = (ext: string) =>
      [`${base}.${ext}`, `${base}.${ext.toUpperCase()}`].find((p) => existsSync(p));
    const dbf = sibling('dbf');
    if (!dbf) throw new FieldError(`${path}: the .dbf file is missing beside the .shp`);
    const prj = sibling('prj');
    return shapefileSource(
      readFileSync(path),
      readFileSync(dbf),
      prj ? readFileSync(prj, 'utf8') : undefined,
      onProgress,
    );
  }
  if (lower.endsWith('.zip')) {
    const zip = await JSZip.loadAsync(readFileSync(path));
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir && !n.startsWith('__MACOSX'));
    const shp = names.find((n) => n.toLowerCase().endsWith('.shp'));
    if (!shp) throw new FieldError(`${path}: no .shp file in the zip`);
    const base = shp.slice(0, -4).toLowerCase();
    const find = (ext: string) => names.find((n) => n.toLowerCase() === `${base}.${ext}`);
    const dbf = find('dbf');
    if (!dbf) throw new FieldError(`${path}: no .dbf file for ${shp} in the zip`);
    const prj = find('prj');
    return shapefileSource(
      await zip.file(shp)!.async('nodebuffer'),
      await zip.file(dbf)!.async('nodebuffer'),
      prj ? await zip.file(prj)!.async('string') : undefined,
      onProgress,
    );
  }
  if (lower.endsWith('.csv')) {
    return {
      format: 'csv',
      features: (async function* () {
        for await (const { line, record } of csvRecords(path, onProgress)) {
          yield { line, location: `line ${line}`, properties: record, geometry: null };
        }
      })(),
    };
  }
  throw new FieldError(`${path}: unknown file type (expected .geojson, .json, .shp, .zip or .csv)`);
}

function geojsonSource(path: string, onProgress: Progress): FeatureSource {
  let doc: { type?: string; crs?: unknown; features?: unknown[] };
  try {
    doc = JSON.parse(readFileSync(path, 'utf8')) as typeof doc;
  } catch (err) {
    throw new FieldError(`${path}: not valid JSON (${(err as Error).message})`);
  }
  if (doc.type !== 'FeatureCollection' || !Array.isArray(doc.features)) {
    throw new FieldError(`${path}: expected a GeoJSON FeatureCollection`);
  }
  const features = doc.features;
  void statSync;
  return {
    format: 'geojson',
    srid: sridOfGeoJsonCrs(doc.crs),
    features: (async function* () {
      for (let i = 0; i < features.length; i++) {
        const f = features[i] as {
          properties?: Record<string, unknown>;
          geometry?: SourceFeature['geometry'];
        };
        yield {
          line: i + 1,
          location: `feature ${i + 1}`,
          properties: f?.properties ?? {},
          geometry: f?.geometry ?? null,
        };
        if ((i + 1) % 1000 === 0) onProgress?.(i + 1, features.length);
      }
      onProgress?.(features.length, features.length);
    })(),
  };
}

function shapefileSource(
  shp: Buffer,
  dbf: Buffer,
  prj: string | undefined,
  onProgress: Progress,
): FeatureSource {
  return {
    format: 'shapefile',
    ...(prj ? { prj } : {}),
    features: (async function* () {
      const source = await shapefile.open(shp, dbf, { encoding: 'utf-8' });
      for (let n = 1; ; n++) {
        const r = await source.read();
        if (r.done) break;
        const f = r.value as { properties?: Record<string, unknown>; geometry?: SourceFeature['geometry'] };
        yield {
          line: n,
          location: `record ${n}`,
          properties: f.properties ?? {},
          geometry: f.geometry ?? null,
        };
        if (n % 1000 === 0) onProgress?.(n, 0);
      }
    })(),
  };
}
