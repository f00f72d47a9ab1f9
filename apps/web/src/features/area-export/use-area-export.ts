import { useRef, useState } from 'react';
import type { ExportFormat } from '@utah-land/shared';
import { areaExportApi } from '../../api/area-export.js';
import { saveBlob } from '../exports/excel.js';

type Filters = Record<string, string | undefined>;
export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Runs one export: the file is downloaded as the server streams it, while its progress (parcels written of the
 * total) is polled from the server under an id made up here.
 */
export function useAreaExport() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const run = async (filters: Filters, format: ExportFormat, total: number) => {
    const id = crypto.randomUUID();
    setRunning(true);
    setProgress({ done: 0, total });
    timer.current = setInterval(() => {
      areaExportApi
        .progress(id)
        .then((p) => setProgress({ done: p.done, total: p.total }))
        .catch(() => undefined); // not started yet
    }, 400);
    try {
      const file = await areaExportApi.download(filters, format, id);
      setProgress({ done: total, total });
      saveBlob(file.blob, file.name);
      return file.name;
    } finally {
      clearInterval(timer.current);
      setRunning(false);
    }
  };
  return { run, running, progress };
}
