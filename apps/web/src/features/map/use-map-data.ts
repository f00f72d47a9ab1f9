import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapResults, PagedMapResults } from '@utah-land/shared';
import { mapApi, mapKeys, type FilterQuery, type ProjectKind } from '../../api/map.js';
import type { ProjectParcelsView, ResultsTab } from './map-state.js';
import { serializeViewport, type Viewport } from './url-state.js';

export const MAP_PAGE = 1;
export const MAP_LIMIT = 1000;

/** Where the map's previous/next page controls stand: the page shown and, when the answer says, how many. */
export interface MapPaging {
  page: number;
  /** Known for project markers and a project's parcels; the live parcel map only knows whether more follow. */
  totalPages?: number;
  hasNext: boolean;
  setPage: (page: number) => void;
}

/**
 * Map geometry for the live view: the tab's coordinates call with the filters, or a project's parcels
 * ('View parcels on map'), in pages of 1000. Any change of what is asked (filters, viewport, tab,
 * project) goes back to page 1. Cached geo queries are kept 1 second.
 */
export function useMapData(opts: {
  base: FilterQuery;
  view: { viewport: Viewport; zoom: number } | null;
  tab: ResultsTab;
  projectKind: ProjectKind;
  projectParcels: ProjectParcelsView | null;
  /** The map draws the parcels from vector tiles: ask clusters and project markers only. */
  parcelTiles?: boolean;
}) {
  const { base, view, tab, projectKind, projectParcels } = opts;
  const markersOnly = opts.parcelTiles && tab === 'parcels' ? { parcelPolygons: 'false' } : {};
  const query: FilterQuery = view
    ? {
        ...base,
        ...markersOnly,
        viewport: serializeViewport(view.viewport),
        zoom: view.zoom,
        limit: MAP_LIMIT,
      }
    : { ...base, ...markersOnly, limit: MAP_LIMIT };
  const target = projectParcels
    ? mapKeys.projectParcels(projectParcels.projectId, projectParcels.isChild, projectParcels.type)
    : mapKeys.geometry(tab, projectKind, query);
  const targetKey = JSON.stringify(target);
  const [paged, setPaged] = useState({ key: targetKey, page: MAP_PAGE });
  const page = paged.key === targetKey ? paged.page : MAP_PAGE;

  const result = useQuery({
    queryKey: [...target, page],
    queryFn: ({ signal }) => {
      if (projectParcels)
        return mapApi.projectParcelCoordinates(
          projectParcels.projectId,
          projectParcels.isChild,
          page,
          projectParcels.type,
        );
      const q = { ...query, page };
      if (tab === 'parcels') return mapApi.parcelCoordinates(q, signal);
      return mapApi.projectCoordinates(projectKind, q, signal);
    },
    enabled: !!view || !!projectParcels,
    placeholderData: keepPreviousData,
    staleTime: 1000,
  });
  const data: (MapResults & Partial<Pick<PagedMapResults, 'pagination'>>) | undefined = result.data;
  const totalPages = data?.pagination?.totalPages;
  const paging: MapPaging = {
    page,
    totalPages,
    hasNext: totalPages !== undefined ? page < totalPages : !!data?.truncated,
    setPage: (p) => setPaged({ key: targetKey, page: Math.max(MAP_PAGE, p) }),
  };
  return { ...result, paging };
}
