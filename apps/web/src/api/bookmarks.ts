import type {
  AddParcelBookmarkBody,
  AddProjectBookmarkBody,
  AllBookmarksAnswer,
  BookmarkCoordinatesPage,
  BookmarkDeleted,
  ParcelBookmarkCreated,
  ParcelBookmarkList,
  ProjectBookmarkCreated,
  ProjectBookmarkList,
  ProjectBookmarkType,
} from '@utah-land/shared';
import { api } from './client.js';

// Bookmark calls, typed by the shared answers (packages/shared/src/schemas/bookmarks.ts). surveyTaker '' = the user
// themselves.

export const bookmarksApi = {
  all: (surveyTaker?: string) =>
    api<AllBookmarksAnswer>('/bookmarks', { query: { surveyTaker } }).then((r) => r.data),
  parcels: (page: number, take: number, surveyTaker?: string) =>
    api<ParcelBookmarkList>('/parcels-bookmarks', {
      query: { page, take, surveyTaker },
    }),
  projects: (isChild: boolean, page: number, take: number, surveyTaker?: string) =>
    api<ProjectBookmarkList>('/projects-bookmarks', {
      query: { page, take, isChild: String(isChild), surveyTaker },
    }),
  parcelCoordinates: (surveyTaker?: string) =>
    api<BookmarkCoordinatesPage>('/parcels-bookmarks/all-coordinates', {
      query: { page: 1, take: 1000, surveyTaker },
    }),
  projectCoordinates: (isChild: boolean | undefined, surveyTaker?: string) =>
    api<BookmarkCoordinatesPage>('/projects-bookmarks/all-coordinates', {
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
    api<BookmarkDeleted>(`/parcels-bookmarks/parcel/${parcelId}`, {
      method: 'DELETE',
      query: { surveyTaker },
    }),
  removeProject: (projectId: number, type: ProjectBookmarkType, surveyTaker?: string) =>
    api<BookmarkDeleted>(`/projects-bookmarks/project/${projectId}`, {
      method: 'DELETE',
      query: { type, surveyTaker },
    }),
  removeById: (id: number, kind: 'parcel' | 'project') =>
    api<BookmarkDeleted>(`/bookmarks/${id}`, { method: 'DELETE', query: { kind } }),
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
