import { healthAnswer } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { postgisVersion } from '../../db/index.js';
import { hasDemoData } from './health.queries.js';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database report',
        response: { 200: healthAnswer },
      },
    },
    async () => {
      const { database } = app.deps;

      return {
        status: 'ok' as const,
        database: { kind: database.kind, postgis: await postgisVersion(database.db) },
        demoData: await hasDemoData(database.db),
        version: app.deps.version,
      };
    },
  );
}
