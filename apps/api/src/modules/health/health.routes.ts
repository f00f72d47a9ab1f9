import { healthAnswer } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { postgisVersion } from '../../db/index.js';
import { parcelSources } from './health.queries.js';
import { startTimeCaches } from '../../lib/background-load.js';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and start-time cache report',
        response: { 200: healthAnswer },
      },
    },
    async () => {
      const { database } = app.deps;
      const sources = await parcelSources(database.db);
      return {
        status: 'ok' as const,
        database: { kind: database.kind, postgis: await postgisVersion(database.db) },
        demoData: sources.includes('generated'),
        parcelSources: sources,
        version: app.deps.version,
        caches: Object.fromEntries(
          [...startTimeCaches(database.db)].map(([name, load]) => [name, load.status()]),
        ),
      };
    },
  );
}
