import type {
  CenterAnswer,
  ChildProjectsAnswer,
  CountAnswer,
  MapResults,
  PagedMapResults,
  ParcelCard,
  ParcelInfoAnswer,
  ParcelListAnswer,
  ParentProjectAnswer,
  PlaceBoundsAnswer,
  PlaceholderCard,
  PlaceNames,
  PROJECT_PARCEL_TYPES,
  ProjectCard,
  ProjectInfoAnswer,
  ProjectListAnswer,
  ProjectParcelsQueryAnswer,
  QueryAnswer,
  SearchResult,
  ZoningCode,
} from '@utah-land/shared';
import { api } from './client.js';

// The map's calls. Filters are the URL's parameters, passed through as text.

export type FilterQuery = Record<string, string | number | undefined>;
export type ProjectKind = 'parent' | 'child';
/** 'View parcels on map' sub-types (All Parcels, Buildable Parcels, Already Built Parcels). */
export type ProjectParcelType = (typeof PROJECT_PARCEL_TYPES)[number];

export type ParcelItem = ParcelCard | PlaceholderCard;
export type ProjectItem = ProjectCard | PlaceholderCard;
// The answers of the map's calls are the shared schemas' (packages/shared/src/schemas/map.ts, geography.ts).
export const isPlaceholder = (item: object): item is PlaceholderCard => 'placeholder' in item;

const projectBase = (kind: ProjectKind) => (kind === 'parent' ? '/parent-projects' : '/projects');

export const mapApi = {
  parcels: (query: FilterQuery, signal?: AbortSignal) => api<ParcelListAnswer>('/parcels', { query, signal }),
  parcelCount: (query: FilterQuery, signal?: AbortSignal) =>
    api<CountAnswer>('/parcels/count', { query, signal }),
  parcelCoordinates: (query: FilterQuery, signal?: AbortSignal) =>
    api<MapResults>('/parcels/all-coordinates', { query, signal }),
  /** A Free Trial user gets the record's placeholder (spec 6), not its details. */
  /** `surveyTaker` (admins): whose bookmarks flag the record (the map's survey-taker context). */
  parcelInfo: (id: number, surveyTaker?: string) =>
    api<ParcelInfoAnswer>(`/parcels/info/${id}`, { query: { surveyTaker } }),
  parcelQuery: (query: FilterQuery) => api<QueryAnswer>('/parcels/getQuery', { query }),
  parcelCenter: (query: FilterQuery) => api<CenterAnswer>('/parcels/center', { query }),

  projects: (kind: ProjectKind, query: FilterQuery, signal?: AbortSignal) =>
    api<ProjectListAnswer>(projectBase(kind), { query, signal }),
  projectCount: (kind: ProjectKind, query: FilterQuery, signal?: AbortSignal) =>
    api<CountAnswer>(`${projectBase(kind)}/count`, { query, signal }),
  projectCoordinates: (kind: ProjectKind, query: FilterQuery, signal?: AbortSignal) =>
    api<PagedMapResults>(`${projectBase(kind)}/all-coordinates`, { query, signal }),
  projectInfo: (kind: ProjectKind, id: number, surveyTaker?: string) =>
    api<ProjectInfoAnswer>(`${projectBase(kind)}/info/${id}`, { query: { surveyTaker } }),
  projectQuery: (kind: ProjectKind, query: FilterQuery) =>
    api<QueryAnswer>(`${projectBase(kind)}/getQuery`, { query }),
  /** The parcels of one project, for 'View parcels on map'. */
  projectParcelCoordinates: (
    projectId: number,
    isChild: boolean,
    page = 1,
    type: ProjectParcelType = 'all',
  ) =>
    api<PagedMapResults>(`/parcels/all-coordinates/${projectId}`, {
      query: { isChild: String(isChild), page, limit: 1000, type },
    }),

  /** A parent's child projects (paged cards, the map's filters applying), and with getQuery their SQL (admin). */
  childProjects: (parentId: number, query: FilterQuery) =>
    api<ChildProjectsAnswer>(`/parent-projects/${parentId}/children`, { query }),
  /** Markers of a parent's child projects (same filters). */
  childCoordinates: (parentId: number, query: FilterQuery) =>
    api<PagedMapResults>('/projects/child-coordinates', {
      query: { ...query, parentId, page: 1, limit: 1000 },
    }),
  /** The parent project of a child, as a card, and its marker. */
  parentOfChild: (childId: number, query: FilterQuery = {}) =>
    api<ParentProjectAnswer>(`/child-projects/${childId}/parent`, { query }),
  parentCoordinates: (childId: number) =>
    api<PagedMapResults>('/parent-projects/parent-coordinates', { query: { childId } }),

  /** Admin: the SQL of a project's buildable and already built parcels. */
  projectParcelsQuery: (projectId: number, isChild: boolean) =>
    api<ProjectParcelsQueryAnswer>(`/parcels/all-coordinates-query/${projectId}`, {
      query: { isChild: String(isChild) },
    }),

  /** The bounding box of cities, counties, ZIP codes and area tags (lists joined by '|'), for the map to fit. */
  placeBounds: (query: FilterQuery) => api<PlaceBoundsAnswer>('/geography/bounds', { query }),
  cities: (query: FilterQuery = {}) => api<PlaceNames>('/cities/all', { query }),
  counties: () => api<PlaceNames>('/counties/UT'),
  zoningCities: (searchValue?: string) => api<PlaceNames>('/zoning/cities', { query: { searchValue } }),
  zoningCity: (name: string) => api<ZoningCode[]>('/zoning/city', { query: { name } }),
  zoningCounties: () => api<PlaceNames>('/zoning/counties'),
  zoningCounty: (name: string) => api<ZoningCode[]>('/zoning/county', { query: { name } }),
  search: (q: string, signal?: AbortSignal) => api<SearchResult[]>('/search', { query: { q }, signal }),
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
