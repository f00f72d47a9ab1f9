import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  AREA_EXPORT_LIMITS,
  AREA_EXPORT_MESSAGES,
  EXPORT_EXTENSIONS,
  EXPORT_FORMAT_LABELS,
  areaExportCount,
  areaExportProgress,
  areaExportQuery,
  hasArea,
  provenanceLine,
  provenanceOf,
  mapFiltersQuery,
  mayExportGis,
  type ExportFormat,
  type MapFilters,
} from '@utah-land/shared';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../deps.js';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import { areaSources, exportProgress, pruneExports, recordExport } from './area-export.queries.js';
import { countArea } from './export-rows.js';
import { writeExport } from './area-export.service.js';
import { userOf, viewerOf } from '../../plugins/auth.js';
import { mapLinkCheck } from '../map/map-link-checks.js';

const tags = ['area-export'];
const areaNote =
  'The area is the map filters coords (a drawn polygon), cities, counties or postalCodes (at least one); the ' +
  "map's other filters narrow it. Who may export: admins, Subscribed, Subscription Cancelled and Test User " +
  `(mayExportGis); Free Trial 403 '${ACCESS_MESSAGES.upgradeToUnlock}'.`;

function allowed(req: FastifyRequest) {
  if (!mayExportGis(viewerOf(req))) throw new ForbiddenError(ACCESS_MESSAGES.upgradeToUnlock);
}

/** The area's parcel count, refusing an area that is missing, empty or too large. */
async function checkedCount(app: AppInstance, f: MapFilters) {
  if (!hasArea(f)) throw new BadRequestError(AREA_EXPORT_MESSAGES.areaRequired);
  const count = await countArea(app.deps.database, f);
  if (count > AREA_EXPORT_LIMITS.maxParcels) throw new BadRequestError(AREA_EXPORT_MESSAGES.tooMany(count));
  return count;
}

/** Where the data comes from: every source among the area's parcels, with its date and licence. */
async function sourcesOf(app: AppInstance, f: MapFilters) {
  const rows = await areaSources(app.deps.database.db, f);
  const lines = rows.map((r) => provenanceLine(provenanceOf(r.source, { county: r.county, asOf: r.as_of })));
  return [...new Set(lines)];
}

function areaName(f: MapFilters) {
  const parts = [...(f.cities ?? []), ...(f.counties ?? []), ...(f.postalCodes ?? [])];
  if (f.coords) parts.push('drawn area');
  return parts.slice(0, 3).join(', ') || 'area';
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  csv: 'text/csv; charset=utf-8',
  shapefile: 'application/zip',
};

/** Checks the area, records the export's progress row, and names the file and its header. */
async function prepareExport(
  app: AppInstance,
  userId: number,
  filters: MapFilters,
  format: ExportFormat,
  exportId: string | undefined,
) {
  const db = app.deps.database.db;
  const total = await checkedCount(app, filters);
  if (total === 0) throw new NotFoundError(AREA_EXPORT_MESSAGES.empty);
  const now = app.deps.clock.now();
  await pruneExports(db, new Date(now.getTime() - 86_400_000));
  if (exportId) await recordExport(db, { id: exportId, userId, format, total, createdAt: now });
  const slug =
    areaName(filters)
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'area';
  const meta = {
    title: `Utah Land parcels: ${areaName(filters)} (${total} parcels)`,
    sources: await sourcesOf(app, filters),
    exportedAt: now.toISOString(),
  };
  return { total, base: `parcels-${slug}-${now.toISOString().slice(0, 10)}`, meta };
}

/** GIS exports of an area: its count, the file (streamed) and the progress of an export being written. */
export async function areaExportRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  let running = 0;
  const guard = { preHandler: app.requireDataAccess };
  // The count and the file take the map's filters: who may export (403 first), then the link's shared checks
  // (map/map-link-checks.ts: an unknown city is the same 400 as on the map's lists, tiles and clusters).
  const filtered = {
    preHandler: [app.requireDataAccess, async (req: FastifyRequest) => allowed(req), mapLinkCheck(db)],
  };

  app.get(
    '/area-export/count',
    {
      ...filtered,
      schema: {
        tags,
        summary: 'How many parcels an export of this area would hold',
        description: `${areaNote} 400 when there is no area or it holds more than ${AREA_EXPORT_LIMITS.maxParcels} parcels.`,
        querystring: mapFiltersQuery,
        response: { 200: areaExportCount },
      },
    },
    async (req) => ({ count: await checkedCount(app, req.query), limit: AREA_EXPORT_LIMITS.maxParcels }),
  );

  app.get(
    '/area-export',
    {
      ...filtered,
      schema: {
        tags,
        summary: `Export the parcels of an area: ${Object.values(EXPORT_FORMAT_LABELS).join(', ')}`,
        description:
          `${areaNote} The file is streamed while the parcels are read through a cursor, ` +
          `${AREA_EXPORT_LIMITS.batch} at a time (at most ${AREA_EXPORT_LIMITS.maxParcels}); every record carries ` +
          "its source and date (DATA_SRC, DATA_DATE: 'Generated demo data' for generated records), and the file's " +
          "header (GeoJSON metadata, KML description, the zip's .txt) the sources and the export time. With " +
          'exportId (a UUID the page makes up) the progress is readable at /area-export/progress/{exportId}. ' +
          `A server process writes at most ${AREA_EXPORT_LIMITS.concurrent} exports at once (429 past that).`,
        querystring: areaExportQuery,
        produces: [
          'application/geo+json',
          'application/vnd.google-earth.kml+xml',
          'text/csv',
          'application/zip',
        ],
      },
    },
    async (req, reply) => {
      const { format, exportId, ...filters } = req.query;
      // The place is taken before the first await, so a burst of requests cannot pass the check together.
      if (running >= AREA_EXPORT_LIMITS.concurrent) throw new TooManyRequestsError(AREA_EXPORT_MESSAGES.busy);
      running++;
      let writing = false;
      try {
        const { total, base, meta } = await prepareExport(app, userOf(req).id, filters, format, exportId);
        const out = new PassThrough();
        reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${base}.${EXPORT_EXTENSIONS[format]}"`)
          .header('x-export-count', String(total))
          .header('cache-control', 'no-store');
        writing = true;
        writeExport(app, out, { filters, format, meta, base, exportId })
          .catch((err: unknown) => {
            req.log.warn({ err }, 'area export stopped');
            out.destroy(err instanceof Error ? err : new Error(String(err)));
          })
          .finally(() => running--);
        return reply.send(out);
      } finally {
        if (!writing) running--;
      }
    },
  );

  app.get(
    '/area-export/progress/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Progress of one of your exports (parcels written of the total)',
        params: z.object({ id: z.uuid() }),
        response: { 200: areaExportProgress },
      },
    },
    async (req) => {
      allowed(req);
      const row = await exportProgress(db(), userOf(req).id, req.params.id);
      if (!row) throw new NotFoundError(AREA_EXPORT_MESSAGES.progressNotFound);
      return { total: row.total, done: row.done, finished: row.finished_at !== null };
    },
  );
}
