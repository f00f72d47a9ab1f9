import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the single-page app. Scripts and workers come from this origin only (MapLibre's
 * worker is a built file, see apps/web/src/features/map/map-view/map-style.ts; 'blob:' for the workers and images
 * MapLibre makes at run time); Ant Design writes its CSS-in-JS into <style> elements, hence 'unsafe-inline' for
 * styles only. A base map chosen at build time (VITE_MAP_STYLE_URL, README) loads its style, tiles, glyphs and
 * sprites from another https host, hence 'https:' for fetches and images (never for scripts). The page may not be
 * framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "child-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every answer (API, files and errors alike). HSTS only when the site is served over TLS
 * (PUBLIC_URL is https): sent over plain http it would lock a local install out of itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }) {
  const https = opts.publicUrl.startsWith('https://');
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
