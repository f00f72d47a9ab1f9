import { sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web UI (apps/web/dist). The build writes a brotli (.br) and a gzip (.gz) copy next to each text
 * file (apps/web/vite.config.ts); the copy the browser's Accept-Encoding allows is sent, with Vary: Accept-Encoding.
 * Files under /assets/ carry a content hash in their name and are cached for a year, immutable; everything else
 * (index.html above all, which names the current hashes) is revalidated on every load.
 */
export async function registerWebFiles(app: FastifyInstance, root: string) {
  const assets = `${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
