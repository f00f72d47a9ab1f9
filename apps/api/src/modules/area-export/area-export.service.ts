import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PassThrough } from 'node:stream';
import yazl from 'yazl';
import { AREA_EXPORT_LIMITS, type ExportFormat, type MapFilters } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { forEachParcelBatch } from './export-rows.js';
import { ShapefileWriter } from './shapefile-writer.js';
import { csvWriter, geojsonWriter, kmlWriter, type ExportMeta, type TextWriter } from './text-formats.js';

// Writes one export into `out` while the parcels are read (export-rows.ts), and keeps its progress in
// area_exports (when the page named it) so that any server process can answer the progress call.

/** Resolves with `work`, or rejects as soon as the answer is closed before the end (the client went away). */
function whileOpen<T>(out: PassThrough, work: Promise<T>): Promise<T> {
  if (out.destroyed) return Promise.reject(new Error('the export was closed by the client'));
  return new Promise<T>((resolve, reject) => {
    const closed = () => reject(new Error('the export was closed by the client'));
    out.once('close', closed);
    work.then(resolve, reject).finally(() => out.off('close', closed));
  });
}

/** Writes a chunk, waiting while the client is slower than the database. */
async function put(out: PassThrough, chunk: string | Buffer) {
  if (out.destroyed) throw new Error('the export was closed by the client');
  if (!out.write(chunk)) await whileOpen(out, once(out, 'drain'));
}

export async function writeExport(
  app: AppInstance,
  out: PassThrough,
  opts: { filters: MapFilters; format: ExportFormat; meta: ExportMeta; base: string; exportId?: string },
) {
  const { database } = app.deps;
  let done = 0;
  const progress = async (finished = false) => {
    if (!opts.exportId) return;
    await database.db
      .updateTable('area_exports')
      .set({ done, ...(finished ? { finished_at: app.deps.clock.now() } : {}) })
      .where('id', '=', opts.exportId)
      .execute();
  };
  if (opts.format === 'shapefile') {
    const dir = await mkdtemp(join(tmpdir(), 'utah-land-export-'));
    try {
      const shp = new ShapefileWriter(dir, opts.base);
      await shp.open();
      await forEachParcelBatch(
        database,
        opts.filters,
        'shapefile',
        AREA_EXPORT_LIMITS.batch,
        async (rows) => {
          await shp.write(rows);
          done += rows.length;
          await progress();
        },
      );
      const files = await shp.close();
      const zip = new yazl.ZipFile();
      for (const f of files) zip.addFile(f.path, f.name);
      zip.addBuffer(
        Buffer.from(`${opts.meta.title}\nSource: ${opts.meta.sources}\nExported: ${opts.meta.exportedAt}\n`),
        `${opts.base}.txt`,
      );
      zip.end();
      zip.outputStream.pipe(out, { end: false });
      await whileOpen(out, once(zip.outputStream, 'end'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    const writer: TextWriter =
      opts.format === 'geojson'
        ? geojsonWriter(opts.meta)
        : opts.format === 'kml'
          ? kmlWriter(opts.meta)
          : csvWriter();
    await put(out, writer.head());
    await forEachParcelBatch(database, opts.filters, opts.format, AREA_EXPORT_LIMITS.batch, async (rows) => {
      const text = rows.map((r, i) => writer.row(r, done === 0 && i === 0)).join('');
      done += rows.length;
      await put(out, text);
      await progress();
    });
    await put(out, writer.tail());
  }
  await progress(true);
  out.end();
}
