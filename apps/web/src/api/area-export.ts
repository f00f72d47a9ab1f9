import type { ExportFormat } from '@utah-land/shared';
import { answer, asText, http } from './client.js';

// GIS exports of an area, typed by the OpenAPI document (client.ts); the area and its filters are the map's, as
// text (`asText`).

type Filters = Record<string, string | undefined>;

/** GIS exports of an area: the count, the progress of an export, and the file itself. */
export const areaExportApi = {
  count: (filters: Filters) => answer(http.GET('/area-export/count', { params: { query: asText(filters) } })),
  progress: (id: string) => answer(http.GET('/area-export/progress/{id}', { params: { path: { id } } })),
  /** Downloads the file (streamed by the server) and answers it with its name. */
  async download(filters: Filters, format: ExportFormat, exportId: string) {
    const call = http.GET('/area-export', {
      params: { query: asText({ ...filters, format, exportId }) },
      parseAs: 'blob',
    });
    const [blob, { response }] = await Promise.all([answer(call), call]);
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'parcels';
    return { blob, name };
  },
};

/** The area export's query keys (docs/architecture.md, "Query keys"). */
export const areaExportKeys = {
  count: (filters: Filters) => ['area-export', 'count', filters] as const,
};
