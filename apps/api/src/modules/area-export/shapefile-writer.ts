import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { DBFFile, type FieldDescriptor } from 'dbffile';
import { EXPORT_FIELDS, type ExportFieldName } from '@utah-land/shared';
import type { ExportFields, ExportRow } from './export-rows.js';

// A polygon Shapefile written record by record into a directory: .shp and .shx (ESRI Shapefile Technical
// Description, 1998: polygons, type 5; outer rings clockwise, holes counter-clockwise) whose headers are filled in
// when the last record is written, the attributes in a UTF-8 .dbf appended a batch at a time (dbffile), a .cpg
// naming the encoding and a .prj for WGS 84. Nothing is held in memory but the index (8 bytes a record).

type Ring = [number, number][];

/** The ESRI well-known text of WGS 84 (EPSG:4326), as ArcGIS writes it. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

const DBF_FIELDS: Record<ExportFieldName, Omit<FieldDescriptor, 'name'>> = {
  PARCEL_ID: { type: 'C', size: 40 },
  PARCEL_ADD: { type: 'C', size: 100 },
  CITY: { type: 'C', size: 50 },
  COUNTY: { type: 'C', size: 30 },
  PARCEL_ZIP: { type: 'C', size: 10 },
  OWNER_NAME: { type: 'C', size: 150 },
  OWN_TYPE: { type: 'C', size: 20 },
  MAIL_ADDR: { type: 'C', size: 120 },
  MAIL_CITY: { type: 'C', size: 50 },
  MAIL_STATE: { type: 'C', size: 10 },
  MAIL_ZIP: { type: 'C', size: 10 },
  ACRES: { type: 'N', size: 14, decimalPlaces: 4 },
  MKT_VALUE: { type: 'N', size: 14, decimalPlaces: 0 },
  LAND_VALUE: { type: 'N', size: 14, decimalPlaces: 0 },
  ZONING: { type: 'C', size: 40 },
  BLDG_SQFT: { type: 'N', size: 10, decimalPlaces: 0 },
  BUILT_YR: { type: 'N', size: 4, decimalPlaces: 0 },
  HAS_BLDG: { type: 'C', size: 3 },
  MLS_STATUS: { type: 'C', size: 20 },
  LIST_PRICE: { type: 'N', size: 14, decimalPlaces: 0 },
  AREA_TAGS: { type: 'C', size: 254 },
  DATA_SRC: { type: 'C', size: 60 },
  DATA_DATE: { type: 'C', size: 10 },
  DATA_LIC: { type: 'C', size: 40 },
};

/** A string cut to at most `bytes` UTF-8 bytes, never inside a character. */
function cut(s: string, bytes: number): string {
  if (Buffer.byteLength(s) <= bytes) return s;
  let out = '';
  for (const ch of s) {
    if (Buffer.byteLength(out + ch) > bytes) break;
    out += ch;
  }
  return out;
}

const signedArea = (r: Ring) =>
  r.reduce((a, p, i) => {
    const q = r[(i + 1) % r.length]!;
    return a + (p[0] * q[1] - q[0] * p[1]);
  }, 0) / 2;
/** Clockwise for an outer ring, counter-clockwise for a hole (the Shapefile's rule). */
const oriented = (r: Ring, outer: boolean) => (signedArea(r) < 0 === outer ? r : [...r].reverse());

function header(shapeType: number, fileBytes: number, box: number[]): Buffer {
  const b = Buffer.alloc(100);
  b.writeInt32BE(9994, 0);
  b.writeInt32BE(fileBytes / 2, 24);
  b.writeInt32LE(1000, 28);
  b.writeInt32LE(shapeType, 32);
  box.forEach((v, i) => b.writeDoubleLE(v, 36 + i * 8));
  return b;
}

export class ShapefileWriter {
  private shp!: FileHandle;
  private dbf!: DBFFile;
  private index: Buffer[] = [];
  private offset = 100;
  private box = [Infinity, Infinity, -Infinity, -Infinity];
  private count = 0;

  constructor(
    private readonly dir: string,
    readonly base: string,
  ) {}

  path(ext: string) {
    return join(this.dir, `${this.base}.${ext}`);
  }

  async open() {
    this.shp = await open(this.path('shp'), 'w');
    await this.shp.write(Buffer.alloc(100));
    this.dbf = await DBFFile.create(
      this.path('dbf'),
      EXPORT_FIELDS.map((f) => ({ name: f.name, ...DBF_FIELDS[f.name] })),
      { encoding: 'utf-8' },
    );
  }

  async write(rows: ExportRow[]) {
    const chunks: Buffer[] = [];
    for (const r of rows) chunks.push(this.record(r.geometry));
    await this.shp.write(Buffer.concat(chunks));
    await this.dbf.appendRecords(rows.map((r) => this.attributes(r.fields)));
  }

  private attributes(f: ExportFields): Record<string, string | number | null> {
    const out: Record<string, string | number | null> = {};
    for (const { name } of EXPORT_FIELDS) {
      const v = f[name];
      out[name] = typeof v === 'string' ? cut(v, DBF_FIELDS[name].size) : v;
    }
    return out;
  }

  private record(geojson: string): Buffer {
    const g = JSON.parse(geojson) as { type: string; coordinates: Ring[] | Ring[][] };
    const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Ring[][];
    const rings = polygons.flatMap((rs) => rs.map((r, i) => oriented(r, i === 0)));
    const points = rings.reduce((n, r) => n + r.length, 0);
    const contentBytes = 44 + 4 * rings.length + 16 * points;
    const b = Buffer.alloc(8 + contentBytes);
    b.writeInt32BE(++this.count, 0);
    b.writeInt32BE(contentBytes / 2, 4);
    b.writeInt32LE(5, 8);
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    let at = 52 + 4 * rings.length;
    let start = 0;
    rings.forEach((r, i) => {
      b.writeInt32LE(start, 52 + 4 * i);
      start += r.length;
      for (const [x, y] of r) {
        b.writeDoubleLE(x, at);
        b.writeDoubleLE(y, at + 8);
        at += 16;
        box[0] = Math.min(box[0]!, x);
        box[1] = Math.min(box[1]!, y);
        box[2] = Math.max(box[2]!, x);
        box[3] = Math.max(box[3]!, y);
      }
    });
    box.forEach((v, i) => b.writeDoubleLE(v, 12 + i * 8));
    b.writeInt32LE(rings.length, 44);
    b.writeInt32LE(points, 48);
    this.box = [
      Math.min(this.box[0]!, box[0]!),
      Math.min(this.box[1]!, box[1]!),
      Math.max(this.box[2]!, box[2]!),
      Math.max(this.box[3]!, box[3]!),
    ];
    const entry = Buffer.alloc(8);
    entry.writeInt32BE(this.offset / 2, 0);
    entry.writeInt32BE(contentBytes / 2, 4);
    this.index.push(entry);
    this.offset += b.length;
    return b;
  }

  /** Fills in the headers and writes the .shx, .prj and .cpg; answers the files' paths and names. */
  async close(): Promise<{ path: string; name: string }[]> {
    const box = this.count ? [...this.box, 0, 0, 0, 0] : [0, 0, 0, 0, 0, 0, 0, 0];
    await this.shp.write(header(5, this.offset, box), 0, 100, 0);
    await this.shp.close();
    const shx = await open(this.path('shx'), 'w');
    await shx.write(Buffer.concat([header(5, 100 + 8 * this.count, box), ...this.index]));
    await shx.close();
    const prj = await open(this.path('prj'), 'w');
    await prj.write(WGS84_PRJ);
    await prj.close();
    const cpg = await open(this.path('cpg'), 'w');
    await cpg.write('UTF-8');
    await cpg.close();
    return ['shp', 'shx', 'dbf', 'prj', 'cpg'].map((ext) => ({
      path: this.path(ext),
      name: `${this.base}.${ext}`,
    }));
  }
}
