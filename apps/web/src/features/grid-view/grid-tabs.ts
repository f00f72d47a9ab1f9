import type { FilterQuery } from '../../api/map.js';

// Tab rules of the grid view.

export type GridTab = 'parcels' | 'projects' | 'both';
export type GridProjectKind = 'parent' | 'child';

export const GRID_PAGE_SIZES = [50, 100, 200, 400];
export const GRID_DEFAULT_PAGE_SIZE = 50;
/** Switching a tab resets the page and sets the list size to 1000 before loading. */
export const GRID_TAB_SWITCH_SIZE = 1000;
/** Both: infinite scroll, 10 per page, stopping at 990 items. */
export const GRID_SCROLL_PAGE_SIZE = 10;
export const GRID_SCROLL_MAX = 990;

const PROJECT_KEYS = ['name', 'childName', 'projectStatus', 'lotSize'] as const;
const PARCEL_KEYS = [
  'acreage',
  'minAcreage',
  'maxAcreage',
  'postalCodes',
  'currentZoningCity',
  'currentZoningCounty',
];

const present = (q: FilterQuery, k: string) => q[k] !== undefined && q[k] !== null && q[k] !== '';

/**
 * The tab the filters call for: project-style filters (name, childName, projectStatus, lotSize) switch to Projects
 * (Child when childName is set), acreage, postal codes and zoning to Parcels; otherwise no change (undefined).
 */
export function tabForFilters(q: FilterQuery): { tab: GridTab; kind?: GridProjectKind } | undefined {
  if (PROJECT_KEYS.some((k) => present(q, k)))
    return { tab: 'projects', kind: present(q, 'childName') ? 'child' : 'parent' };
  if (PARCEL_KEYS.some((k) => present(q, k))) return { tab: 'parcels' };
  return undefined;
}

/** Filters of the map URL (everything but map state), as the list calls take them. */
export function filtersFromParams(params: URLSearchParams): FilterQuery {
  const skip = new Set(['viewport', 'zoom', 'addressCoords']);
  const q: FilterQuery = {};
  for (const [k, v] of params) if (!skip.has(k) && v !== '') q[k] = v;
  return q;
}
