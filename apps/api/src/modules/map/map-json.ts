import type { FastifyReply } from 'fastify';
import type { MapResults } from '@utah-land/shared';

/**
 * Map answers whose polygons the database already wrote as JSON (map-geometry.ts polygonJsonQuery) are sent as
 * text: the rows' JSON is joined into the reply as it came, the small rest stringified here. The keys follow
 * `mapResults` (packages/shared/src/schemas/map.ts) in its order, as its serializer writes them, so the answer is
 * the same text as the validated one. The route keeps its response schema for the OpenAPI document; a string
 * payload with a JSON content type skips Fastify's serializer (and so the schema's validation).
 */
export interface MapJsonParts {
  mode: 'polygons';
  zoom: number;
  /** JSON text of each parcel, in order (polygonJsonQuery's `json`). */
  parcels: readonly string[];
  projects: MapResults['projects'];
  centeredParcel?: MapResults['centeredParcel'];
  centeredProject?: MapResults['centeredProject'];
  page?: number;
  truncated: boolean;
  /** /parcels/all-coordinates/{projectId}: the page's pagination, after `truncated`. */
  pagination?: unknown;
}

export function mapAnswerJson(a: MapJsonParts): string {
  const s = JSON.stringify;
  let out = `{"mode":${s(a.mode)},"zoom":${s(a.zoom)},"parcels":[${a.parcels.join(',')}],"projects":${s(a.projects)},"clusters":[]`;
  if (a.centeredParcel) out += `,"centeredParcel":${s(a.centeredParcel)}`;
  if (a.centeredProject) out += `,"centeredProject":${s(a.centeredProject)}`;
  if (a.page !== undefined) out += `,"page":${s(a.page)}`;
  out += `,"truncated":${s(a.truncated)}`;
  if (a.pagination !== undefined) out += `,"pagination":${s(a.pagination)}`;
  return `${out}}`;
}

/** Sends JSON text as it is (no parse, validate, stringify). */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
