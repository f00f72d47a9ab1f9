import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mapApi, type FilterQuery, type ProjectKind } from '../../api/map.js';
import type { ResultsTab } from './results/results-box.js';
import type { ProjectParcelsView } from './selection.js';
import { serializeViewport, type Viewport } from './url-state.js';

export const MAP_PAGE = 1;
export const MAP_LIMIT = 1000;

/**
 * Map geometry for the live view: the tab's coordinates call with the filters, or a project's parcels
 * ('View parcels on map'). Cached geo queries are kept 1 second (spec 7).
 */
export function useMapData(opts: {
  base: FilterQuery;
  view: { viewport: Viewport; zoom: number } | null;
  tab: ResultsTab;
  projectKind: ProjectKind;
  projectParcels: ProjectParcelsView | null;
}) {
  const { base, view, tab, projectKind, projectParcels } = opts;
  const query: FilterQuery = view
    ? {
        ...base,
        viewport: serializeViewport(view.viewport),
        zoom: view.zoom,
        page: MAP_PAGE,
        limit: MAP_LIMIT,
      }
    : { ...base, page: MAP_PAGE, limit: MAP_LIMIT };
  return useQuery({
    queryKey: projectParcels
      ? ['map', 'project-parcels', projectParcels.projectId, projectParcels.isChild]
      : ['map', 'geometry', tab, projectKind, query],
    queryFn: ({ signal }) => {
      if (projectParcels)
        return mapApi.projectParcelCoordinates(projectParcels.projectId, projectParcels.isChild);
      if (tab === 'parcels') return mapApi.parcelCoordinates(query, signal);
      return mapApi.projectCoordinates(projectKind, query, signal);
    },
    enabled: !!view || !!projectParcels,
    placeholderData: keepPreviousData,
    staleTime: 1000,
  });
}
