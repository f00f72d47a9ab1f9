import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PassThrough } from 'node:stream';
import yazl from 'yazl';
import type { ExportFormat, MapFilters } from '@utah-land/shared';
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

/**
 * Writes a chunk, waiting while the client is slower than the database, but not for longer than `idleMs`: a client
 * that stopped reading (or reads a few bytes a second) must not keep an export's place and its database connection.
 */
async function put(out: PassThrough, chunk: string | Buffer, idleMs: number) {
  if (out.destroyed) throw new Error('the export was closed by the client');
  if (out.write(chunk)) return;
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), idleMs);
  try {
    await whileOpen(out, once(out, 'drain', { signal: ac.signal }));
  } catch (err) {
    if (ac.signal.aborted) throw new Error(`the client read nothing for ${idleMs / 1000} s`, { cause: err });
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

export async function writeExport(
  app: AppInstance,
  out: PassThrough,
  opts: { filters: MapFilters; format: ExportFormat; meta: ExportMeta; base: string; exportId?: string },
) {
  const { database } = app.deps;
  const idleSeconds = app.deps.config.EXPORT_IDLE_SECONDS;
  const write = (chunk: string) => put(out, chunk, idleSeconds * 1000);
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
      await forEachParcelBatch(database, opts.filters, 'shapefile', { idleSeconds }, async (rows) => {
        await shp.write(rows);
        done += rows.length;
        await progress();
      });
      const files = await shp.close();
      const zip = new yazl.ZipFile();
      for (const f of files) zip.addFile(f.path, f.name);
      zip.addBuffer(
        Buffer.from(
          `${opts.meta.title}\n${opts.meta.sources.join('\n')}\nExported: ${opts.meta.exportedAt}\n`,
        ),
        `${opts.base}.txt`,
      );
      zip.end();
      for await (const chunk of zip.outputStream as AsyncIterable<Buffer>)
        await put(out, chunk, idleSeconds * 1000);
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
    await write(writer.head());
    await forEachParcelBatch(database, opts.filters, opts.format, { idleSeconds }, async (rows) => {
      const text = rows.map((r, i) => writer.row(r, done === 0 && i === 0)).join('');
      done += rows.length;
      await write(text);
      await progress();
    });
    await write(writer.tail());
  }
  await progress(true);
  out.end();
}
