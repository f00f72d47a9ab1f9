import { useState } from 'react';
import type { ViewItem, ViewMode } from '../../records/view-mode.js';

/**
 * State of the map's view mode: the items, whether the results panel is open, and its page and limit
 * (kept while the panel is closed and reopened). `onFit` is given the items' [lng, lat] points.
 */
export function useViewMode(onFit: (points: [number, number][]) => void) {
  const [mode, setMode] = useState<ViewMode | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [selectedKey, setSelectedKey] = useState<string>();
  const start = (next: ViewMode) => {
    setMode(next);
    setPaging({ page: 1, limit: 20 });
    setSelectedKey(undefined);
    setPanelOpen(true);
    onFit(next.items.map((i) => [i.lng, i.lat]));
  };
  const clear = () => {
    setMode(null);
    setPanelOpen(false);
    setSelectedKey(undefined);
  };
  const mark = (item: ViewItem) => setSelectedKey(item.key);
  return { mode, panelOpen, setPanelOpen, paging, setPaging, selectedKey, start, clear, mark };
}
