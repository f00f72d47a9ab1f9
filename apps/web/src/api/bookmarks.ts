import type {
  AllBookmarksAnswer,
  ParcelBookmarkList,
  ProjectBookmarkList,
  ProjectBookmarkType,
} from '@utah-land/shared';
import { answer, flag, http, type JsonBody } from './client.js';

// Bookmark calls, typed by the OpenAPI document (client.ts). surveyTaker '' = the user themselves. The lists are
// narrowed to the shared types only because OpenAPI 3.0 has no tuples: a point's [longitude, latitude] is number[]
// there.

type AllBookmarks = AllBookmarksAnswer['data'];

export const bookmarksApi = {
  all: (surveyTaker?: string) =>
    answer(http.GET('/bookmarks', { params: { query: { surveyTaker } } })).then(
      (r) => r.data as AllBookmarks,
    ),
  parcels: (page: number, take: number, surveyTaker?: string) =>
    answer(http.GET('/parcels-bookmarks', { params: { query: { page, take, surveyTaker } } })).then(
      (list) => list as ParcelBookmarkList,
    ),
  projects: (isChild: boolean, page: number, take: number, surveyTaker?: string) =>
    answer(
      http.GET('/projects-bookmarks', {
        params: { query: { page, take, isChild: flag(isChild), surveyTaker } },
      }),
    ).then((list) => list as ProjectBookmarkList),
  parcelCoordinates: (surveyTaker?: string) =>
    answer(
      http.GET('/parcels-bookmarks/all-coordinates', {
        params: { query: { page: 1, take: 1000, surveyTaker } },
      }),
    ),
  projectCoordinates: (isChild: boolean | undefined, surveyTaker?: string) =>
    answer(
      http.GET('/projects-bookmarks/all-coordinates', {
        params: {
          query: {
            page: 1,
            take: 1000,
            isChild: isChild === undefined ? undefined : flag(isChild),
            surveyTaker,
          },
        },
      }),
    ),
  addParcel: (body: JsonBody<'/parcels-bookmarks', 'post'>) =>
    answer(http.POST('/parcels-bookmarks', { body })),
  addProject: (body: JsonBody<'/projects-bookmarks', 'post'>) =>
    answer(http.POST('/projects-bookmarks', { body })),
  removeParcel: (parcelId: number, surveyTaker?: string) =>
    answer(
      http.DELETE('/parcels-bookmarks/parcel/{id}', {
        params: { path: { id: parcelId }, query: { surveyTaker } },
      }),
    ),
  removeProject: (projectId: number, type: ProjectBookmarkType, surveyTaker?: string) =>
    answer(
      http.DELETE('/projects-bookmarks/project/{id}', {
        params: { path: { id: projectId }, query: { type, surveyTaker } },
      }),
    ),
  removeById: (id: number, kind: 'parcel' | 'project') =>
    answer(http.DELETE('/bookmarks/{id}', { params: { path: { id }, query: { kind } } })),
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
