import type { Kysely } from 'kysely';
import {
  BOOKMARK_MESSAGES,
  type ParcelBookmarkItem,
  type ProjectBookmarkItem,
  type BookmarkCoordinate,
  type ProjectBookmarkType,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { pagination, type Paging } from './bookmark-scope.js';
import * as parcels from './parcel-bookmarks.queries.js';
import * as projects from './project-bookmarks.queries.js';
import type { Scope } from './parcel-bookmarks.queries.js';

export type { Scope };
export { bookmarkedParcelIds } from './parcel-bookmarks.queries.js';
export { bookmarkedProjectIds } from './project-bookmarks.queries.js';

// Rules of bookmarks: a bookmark belongs to one user and one survey-taker scope; another user's bookmark is
// answered as "not found" (no existence leak); a second bookmark of the same item in the same scope is a conflict.

/** Largest Both-tab answer per kind (the Both tab is not paged). */
const BOTH_TAB_MAX = 1000;

export interface BookmarksDeps {
  db: Kysely<DB>;
}

/** The bookmark rules over their queries (wired once in apps/api/src/services.ts). */
export function createBookmarksService({ db }: BookmarksDeps) {
  return {
    async listParcelBookmarks(scope: Scope, paging: Paging) {
      const [totalItems, data] = await Promise.all([
        parcels.countParcelBookmarks(db, scope),
        parcels.listParcelBookmarks(db, scope, paging.limit, paging.offset),
      ]);
      return { data, pagination: pagination(paging, totalItems) };
    },

    async listProjectBookmarks(scope: Scope, type: ProjectBookmarkType | undefined, paging: Paging) {
      const [totalItems, data] = await Promise.all([
        projects.countProjectBookmarks(db, scope, type),
        projects.listProjectBookmarks(db, scope, type, paging.limit, paging.offset),
      ]);
      return { data, pagination: pagination(paging, totalItems) };
    },

    /** Both kinds at once; `max` is 1 for Free Trial users. */
    async listAllBookmarks(
      scope: Scope,
      max = BOTH_TAB_MAX,
    ): Promise<{ parcels: ParcelBookmarkItem[]; projects: ProjectBookmarkItem[] }> {
      const [p, q] = await Promise.all([
        parcels.listParcelBookmarks(db, scope, max, 0),
        projects.listProjectBookmarks(db, scope, undefined, max, 0),
      ]);
      return { parcels: p, projects: q };
    },

    async addParcelBookmark(scope: Scope, parcelId: number, description: string | null) {
      if (!(await parcels.parcelExists(db, parcelId)))
        throw new NotFoundError(BOOKMARK_MESSAGES.parcelNotFound);
      const row = await parcels.insertParcelBookmark(db, scope, parcelId, description);
      if (!row) throw new ConflictError(BOOKMARK_MESSAGES.parcelExists);
      return {
        id: row.id,
        parcel_id: row.parcel_id,
        survey_taker: row.survey_taker,
        description: row.description,
        createdAt: row.created_at.toISOString(),
      };
    },

    async addProjectBookmark(
      scope: Scope,
      projectId: number,
      type: ProjectBookmarkType,
      description: string | null,
    ) {
      const project = await projects.findProjectKind(db, projectId);
      if (!project) throw new NotFoundError(BOOKMARK_MESSAGES.projectNotFound);
      if (project.type !== type)
        throw new BadRequestError(
          `type: project ${projectId} is a ${project.type} project, not a ${type} project`,
        );
      const row = await projects.insertProjectBookmark(db, scope, projectId, type, description);
      if (!row) throw new ConflictError(BOOKMARK_MESSAGES.projectExists);
      return {
        id: row.id,
        project_id: row.project_id,
        type: row.type as ProjectBookmarkType,
        survey_taker: row.survey_taker,
        description: row.description,
        createdAt: row.created_at.toISOString(),
        title: project.name,
      };
    },

    async removeParcelBookmark(userId: number, bookmarkId: number) {
      const row = await parcels.deleteParcelBookmarkById(db, userId, bookmarkId);
      if (!row) throw new NotFoundError(BOOKMARK_MESSAGES.bookmarkNotFound);
      return { id: row.id, parcel_id: row.parcel_id };
    },

    async removeParcelBookmarkByParcel(scope: Scope, parcelId: number) {
      const row = await parcels.deleteParcelBookmarkByParcel(db, scope, parcelId);
      if (!row) throw new NotFoundError(BOOKMARK_MESSAGES.bookmarkNotFound);
      return { id: row.id, parcel_id: row.parcel_id };
    },

    async removeProjectBookmark(userId: number, bookmarkId: number) {
      const row = await projects.deleteProjectBookmarkById(db, userId, bookmarkId);
      if (!row) throw new NotFoundError(BOOKMARK_MESSAGES.bookmarkNotFound);
      return { id: row.id, project_id: row.project_id, type: row.type as ProjectBookmarkType };
    },

    async removeProjectBookmarkByProject(
      scope: Scope,
      projectId: number,
      type: ProjectBookmarkType | undefined,
    ) {
      const row = await projects.deleteProjectBookmarkByProject(db, scope, projectId, type);
      if (!row) throw new NotFoundError(BOOKMARK_MESSAGES.bookmarkNotFound);
      return { id: row.id, project_id: row.project_id, type: row.type as ProjectBookmarkType };
    },

    async parcelCoordinates(scope: Scope, paging: Paging) {
      const [totalItems, rows] = await Promise.all([
        parcels.countParcelBookmarks(db, scope),
        parcels.parcelBookmarkCoordinates(db, scope, paging.limit, paging.offset),
      ]);
      const data: BookmarkCoordinate[] = rows.map((r) => ({
        bookmarkId: r.bookmarkId,
        id: r.id,
        kind: 'parcel',
        title: r.ownership_name ?? r.parcel_id,
        lat: r.lat,
        lng: r.lng,
        points: r.points,
      }));
      return { data, pagination: pagination(paging, totalItems) };
    },

    async projectCoordinates(scope: Scope, type: ProjectBookmarkType | undefined, paging: Paging) {
      const [totalItems, rows] = await Promise.all([
        projects.countProjectBookmarks(db, scope, type),
        projects.projectBookmarkCoordinates(db, scope, type, paging.limit, paging.offset),
      ]);
      const data: BookmarkCoordinate[] = rows.map((r) => ({
        bookmarkId: r.bookmarkId,
        id: r.id,
        kind: 'project',
        isChild: r.type === 'child',
        title: r.name,
        lat: r.lat,
        lng: r.lng,
      }));
      return { data, pagination: pagination(paging, totalItems) };
    },
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;
