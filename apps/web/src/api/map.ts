import type {
  ChildProjectsAnswer,
  MapResults,
  PagedMapResults,
  ParcelCard,
  ParcelInfoAnswer,
  ParcelListAnswer,
  ParentProjectAnswer,
  PlaceholderCard,
  PROJECT_PARCEL_TYPES,
  ProjectCard,
  ProjectInfoAnswer,
  ProjectListAnswer,
} from '@utah-land/shared';
import { answer, asText, flag, http } from './client.js';

// The map's calls, typed by the OpenAPI document (client.ts). Filters are the URL's parameters, passed through as
// text (`asText`).

export type FilterQuery = Record<string, string | number | undefined>;
export type ProjectKind = 'parent' | 'child';
/** 'View parcels on map' sub-types (All Parcels, Buildable Parcels, Already Built Parcels). */
export type ProjectParcelType = (typeof PROJECT_PARCEL_TYPES)[number];

export type ParcelItem = ParcelCard | PlaceholderCard;
export type ProjectItem = ProjectCard | PlaceholderCard;
// The answers of the map's calls are the shared schemas' (packages/shared/src/schemas/map.ts, geography.ts); a few
// are narrowed to them only because OpenAPI 3.0 has no tuples (a point's [longitude, latitude] is number[] there).
export const isPlaceholder = (item: object): item is PlaceholderCard => 'placeholder' in item;

export const mapApi = {
  parcels: (query: FilterQuery, signal?: AbortSignal) =>
    answer(http.GET('/parcels', { params: { query: asText(query) }, signal })).then(
      (r) => r as ParcelListAnswer,
    ),
  parcelCount: (query: FilterQuery, signal?: AbortSignal) =>
    answer(http.GET('/parcels/count', { params: { query: asText(query) }, signal })),
  parcelCoordinates: (query: FilterQuery, signal?: AbortSignal) =>
    answer(http.GET('/parcels/all-coordinates', { params: { query: asText(query) }, signal })).then(
      (r) => r as MapResults,
    ),
  /** A Free Trial user gets the record's placeholder (spec 6), not its details. */
  /** `surveyTaker` (admins): whose bookmarks flag the record (the map's survey-taker context). */
  parcelInfo: (id: number, surveyTaker?: string) =>
    answer(http.GET('/parcels/info/{id}', { params: { path: { id }, query: { surveyTaker } } })).then(
      (r) => r as ParcelInfoAnswer,
    ),
  parcelQuery: (query: FilterQuery) =>
    answer(http.GET('/parcels/getQuery', { params: { query: asText(query) } })),

  projects: (kind: ProjectKind, query: FilterQuery, signal?: AbortSignal) =>
    answer(
      kind === 'parent'
        ? http.GET('/parent-projects', { params: { query: asText(query) }, signal })
        : http.GET('/projects', { params: { query: asText(query) }, signal }),
    ).then((r) => r as ProjectListAnswer),
  projectCount: (kind: ProjectKind, query: FilterQuery, signal?: AbortSignal) =>
    answer(
      kind === 'parent'
        ? http.GET('/parent-projects/count', { params: { query: asText(query) }, signal })
        : http.GET('/projects/count', { params: { query: asText(query) }, signal }),
    ),
  projectCoordinates: (kind: ProjectKind, query: FilterQuery, signal?: AbortSignal) =>
    answer(
      kind === 'parent'
        ? http.GET('/parent-projects/all-coordinates', { params: { query: asText(query) }, signal })
        : http.GET('/projects/all-coordinates', { params: { query: asText(query) }, signal }),
    ).then((r) => r as PagedMapResults),
  projectInfo: (kind: ProjectKind, id: number, surveyTaker?: string) =>
    answer(
      kind === 'parent'
        ? http.GET('/parent-projects/info/{id}', { params: { path: { id }, query: { surveyTaker } } })
        : http.GET('/projects/info/{id}', { params: { path: { id }, query: { surveyTaker } } }),
    ).then((r) => r as ProjectInfoAnswer),
  projectQuery: (kind: ProjectKind, query: FilterQuery) =>
    answer(
      kind === 'parent'
        ? http.GET('/parent-projects/getQuery', { params: { query: asText(query) } })
        : http.GET('/projects/getQuery', { params: { query: asText(query) } }),
    ),
  /** The parcels of one project, for 'View parcels on map'. */
  projectParcelCoordinates: (
    projectId: number,
    isChild: boolean,
    page = 1,
    type: ProjectParcelType = 'all',
  ) =>
    answer(
      http.GET('/parcels/all-coordinates/{projectId}', {
        params: { path: { projectId }, query: { isChild: flag(isChild), page, limit: 1000, type } },
      }),
    ).then((r) => r as PagedMapResults),

  /** A parent's child projects (paged cards, the map's filters applying), and with getQuery their SQL (admin). */
  childProjects: (parentId: number, query: FilterQuery) =>
    answer(
      http.GET('/parent-projects/{id}/children', {
        params: { path: { id: parentId }, query: asText(query) },
      }),
    ).then((r) => r as ChildProjectsAnswer),
  /** Markers of a parent's child projects (same filters). */
  childCoordinates: (parentId: number, query: FilterQuery) =>
    answer(
      http.GET('/projects/child-coordinates', {
        params: { query: asText({ ...query, parentId, page: 1, limit: 1000 }) },
      }),
    ).then((r) => r as PagedMapResults),
  /** The parent project of a child, as a card, and its marker. */
  parentOfChild: (childId: number, query: FilterQuery = {}) =>
    answer(
      http.GET('/child-projects/{id}/parent', { params: { path: { id: childId }, query: asText(query) } }),
    ).then((r) => r as ParentProjectAnswer),
  parentCoordinates: (childId: number) =>
    answer(http.GET('/parent-projects/parent-coordinates', { params: { query: { childId } } })).then(
      (r) => r as PagedMapResults,
    ),

  /** Admin: the SQL of a project's buildable and already built parcels. */
  projectParcelsQuery: (projectId: number, isChild: boolean) =>
    answer(
      http.GET('/parcels/all-coordinates-query/{projectId}', {
        params: { path: { projectId }, query: { isChild: flag(isChild) } },
      }),
    ),

  /** The bounding box of cities, counties, ZIP codes and area tags (lists joined by '|'), for the map to fit. */
  placeBounds: (query: FilterQuery) =>
    answer(http.GET('/geography/bounds', { params: { query: asText(query) } })),
  cities: (query: FilterQuery = {}) => answer(http.GET('/cities/all', { params: { query: asText(query) } })),
  counties: () => answer(http.GET('/counties/{state}', { params: { path: { state: 'UT' } } })),
  zoningCities: (searchValue?: string) =>
    answer(http.GET('/zoning/cities', { params: { query: { searchValue } } })),
  zoningCity: (name: string) => answer(http.GET('/zoning/city', { params: { query: { name } } })),
  zoningCounties: () => answer(http.GET('/zoning/counties')),
  zoningCounty: (name: string) => answer(http.GET('/zoning/county', { params: { query: { name } } })),
  search: (q: string, signal?: AbortSignal) =>
    answer(http.GET('/search', { params: { query: { q } }, signal })),
};

/**
 * The map's query keys, all under ['map'] (docs/architecture.md, "Query keys"). The record details take the survey
 * taker whose bookmarks flag them; `geometry` and `projectParcels` are the markers' keys before their page.
 */
export const mapKeys = {
  all: ['map'] as const,
  parcelInfo: (id: number, surveyTaker?: string) => ['map', 'parcel-info', id, surveyTaker] as const,
  projectInfo: (kind: ProjectKind, id: number, surveyTaker?: string) =>
    ['map', 'project-info', kind, id, surveyTaker] as const,
  counts: ['map', 'count'] as const,
  count: (tab: string, query: FilterQuery) => ['map', 'count', tab, query] as const,
  list: (tab: string, query: FilterQuery) => ['map', 'list', tab, query] as const,
  geometry: (tab: string, projectKind: ProjectKind | undefined, query: FilterQuery) =>
    ['map', 'geometry', tab, projectKind, query] as const,
  projectParcels: (projectId: number, isChild: boolean, type: ProjectParcelType | undefined) =>
    ['map', 'project-parcels', projectId, isChild, type] as const,
  grid: (kind: 'parcels' | 'both' | ProjectKind, query: FilterQuery) => ['map', 'grid', kind, query] as const,
  /** The SQL of a list (admins); `query` is the filters' JSON. */
  sql: (kind: 'parcels' | ProjectKind, query: string) => ['map', 'getQuery', kind, query] as const,
  projectParcelsSql: (projectId?: number, isChild?: boolean) =>
    ['map', 'project-parcels-query', projectId, isChild] as const,
  children: (parentId: number | null, page: number) => ['map', 'family', 'children', parentId, page] as const,
  parent: (childId: number | null) => ['map', 'family', 'parent', childId] as const,
  familySql: (id?: number, isChild?: boolean) => ['map', 'family', 'sql', id, isChild] as const,
  /** Every city (GET /cities/all), shared by the filters, the survey form and Market Stats. */
  cities: ['map', 'cities'] as const,
  counties: ['map', 'counties'] as const,
  zoning: (kind: string, jurisdiction: string | undefined) => ['map', 'zoning', kind, jurisdiction] as const,
  zoningJurisdictions: (kind: string) => ['map', 'zoning-jurisdictions', kind] as const,
  search: (q: string) => ['map', 'search', q] as const,
};
