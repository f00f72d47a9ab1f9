import { z } from 'zod';

/** GET /health: liveness, the database's kind and PostGIS version, whether it holds demo data, the app's version. */
export const healthAnswer = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), postgis: z.string() }),
  demoData: z.boolean(),
  /** The record sources among the parcels (keys of RECORD_SOURCES), for the map's attribution. */
  parcelSources: z.array(z.string()),
  version: z.string(),
  /**
   * The start-time caches of this server process (the map's parcel points and cluster grid): loaded in the
   * background after the start; until one is ready the answers it speeds up come from SQL.
   */
  caches: z.record(
    z.string(),
    z.object({
      state: z.enum(['idle', 'loading', 'ready', 'retrying']),
      failures: z.number().int(),
      lastError: z.string().optional(),
      loadedAt: z.string().optional(),
      seconds: z.number().optional(),
    }),
  ),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
