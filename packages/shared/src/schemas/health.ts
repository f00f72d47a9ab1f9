import { z } from 'zod';

/** GET /health: liveness, the database's kind and PostGIS version, whether it holds demo data, the app's version. */
export const healthAnswer = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['embedded', 'postgres']), postgis: z.string() }),
  demoData: z.boolean(),
  version: z.string(),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
