import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { postgisVersion } from '../../db/index.js';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database report',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.object({ kind: z.enum(['embedded', 'postgres']), postgis: z.string() }),
            demoData: z.boolean(),
            version: z.string(),
          }),
        },
      },
    },
    async () => {
      const { database } = app.deps;
      const demo = await database.db
        .selectFrom('parcels')
        .select('id')
        .where('source', '=', 'generated')
        .limit(1)
        .execute();
      return {
        status: 'ok' as const,
        database: { kind: database.kind, postgis: await postgisVersion(database.db) },
        demoData: demo.length > 0,
        version: app.deps.version,
      };
    },
  );
}
