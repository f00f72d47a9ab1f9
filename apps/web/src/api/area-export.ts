import type { AreaExportCount, AreaExportProgress, ExportFormat } from '@utah-land/shared';
import { session } from '../app/session.js';
import { api, ApiError, toQueryString } from './client.js';

type Filters = Record<string, string | undefined>;

/** GIS exports of an area: the count, the progress of an export, and the file itself. */
export const areaExportApi = {
  count: (filters: Filters) => api<AreaExportCount>('/area-export/count', { query: filters }),
  progress: (id: string) => api<AreaExportProgress>(`/area-export/progress/${id}`),
  /** Downloads the file (streamed by the server) and answers it with its name. */
  async download(filters: Filters, format: ExportFormat, exportId: string) {
    const res = await fetch(`/api/area-export${toQueryString({ ...filters, format, exportId })}`, {
      headers: { authorization: `Bearer ${session.token() ?? ''}` },
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      throw new ApiError(res.status, body.message ?? res.statusText, body);
    }
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'parcels';
    return { blob: await res.blob(), name };
  },
};

/** The area export's query keys (docs/architecture.md, "Query keys"). */
export const areaExportKeys = {
  count: (filters: Filters) => ['area-export', 'count', filters] as const,
};
