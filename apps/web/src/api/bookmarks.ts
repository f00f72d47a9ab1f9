import type {
  AddParcelBookmarkBody,
  AddProjectBookmarkBody,
  AllBookmarks,
  BookmarkCoordinate,
  Paged,
  ParcelBookmarkItem,
  PlaceholderCard,
  ProjectBookmarkItem,
  ProjectBookmarkType,
} from '@utah-land/shared';
import { api } from './client.js';

// Bookmark calls. surveyTaker '' = the user themselves.

export interface ParcelBookmarkCreated {
  id: number;
  parcel_id: number;
  description: string | null;
  message: string;
}
export interface ProjectBookmarkCreated {
  id: number;
  project_id: number;
  type: ProjectBookmarkType;
  description: string | null;
  title: string;
  message: string;
}

export const bookmarksApi = {
  all: (surveyTaker?: string) =>
    api<{ data: AllBookmarks }>('/bookmarks', { query: { surveyTaker } }).then((r) => r.data),
  parcels: (page: number, take: number, surveyTaker?: string) =>
    api<Paged<ParcelBookmarkItem | PlaceholderCard>>('/parcels-bookmarks', {
      query: { page, take, surveyTaker },
    }),
  projects: (isChild: boolean, page: number, take: number, surveyTaker?: string) =>
    api<Paged<ProjectBookmarkItem | PlaceholderCard>>('/projects-bookmarks', {
      query: { page, take, isChild: String(isChild), surveyTaker },
    }),
  parcelCoordinates: (surveyTaker?: string) =>
    api<Paged<BookmarkCoordinate>>('/parcels-bookmarks/all-coordinates', {
      query: { page: 1, take: 1000, surveyTaker },
    }),
  projectCoordinates: (isChild: boolean | undefined, surveyTaker?: string) =>
    api<Paged<BookmarkCoordinate>>('/projects-bookmarks/all-coordinates', {
      query: {
        page: 1,
        take: 1000,
        isChild: isChild === undefined ? undefined : String(isChild),
        surveyTaker,
      },
    }),
  addParcel: (body: AddParcelBookmarkBody) =>
    api<ParcelBookmarkCreated>('/parcels-bookmarks', { method: 'POST', body }),
  addProject: (body: AddProjectBookmarkBody) =>
    api<ProjectBookmarkCreated>('/projects-bookmarks', { method: 'POST', body }),
  removeParcel: (parcelId: number, surveyTaker?: string) =>
    api<{ id: number; message: string }>(`/parcels-bookmarks/parcel/${parcelId}`, {
      method: 'DELETE',
      query: { surveyTaker },
    }),
  removeProject: (projectId: number, type: ProjectBookmarkType, surveyTaker?: string) =>
    api<{ id: number; message: string }>(`/projects-bookmarks/project/${projectId}`, {
      method: 'DELETE',
      query: { type, surveyTaker },
    }),
  removeById: (id: number, kind: 'parcel' | 'project') =>
    api<{ id: number; message: string }>(`/bookmarks/${id}`, { method: 'DELETE', query: { kind } }),
};

/**
 * The bookmarks' query keys, all under ['bookmarks'] (docs/architecture.md, "Query keys"): adding or removing a
 * bookmark invalidates `all`, which refreshes every list and the Both tab of every survey taker.
 */
export const bookmarksKeys = {
  all: ['bookmarks'] as const,
  parcels: (surveyTaker: string | undefined, page: number, take: number) =>
    ['bookmarks', 'parcels', surveyTaker, page, take] as const,
  projects: (type: ProjectBookmarkType, surveyTaker: string | undefined, page: number, take: number) =>
    ['bookmarks', 'projects', type, surveyTaker, page, take] as const,
  both: (surveyTaker: string | undefined) => ['bookmarks', 'both', surveyTaker] as const,
};
