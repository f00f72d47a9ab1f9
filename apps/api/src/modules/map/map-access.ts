import { userOf, type Caller } from '../../plugins/auth.js';
import {
  ACCESS_MESSAGES,
  MAP_LIMITS,
  pagingWhenPlaceholders,
  paginationOf,
  placeholderOf as placeholderOfRecord,
  type MapFilters,
  type PlaceholderCard,
} from '@utah-land/shared';
import { isFreeTrial, surveyTakerOf } from '../../lib/access.js';
import { ForbiddenError } from '../../lib/errors.js';

/** Who is asking, as the map's queries need it. */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
  freeTrial: boolean;
  /** Bookmark scope ('' = the user acting for themselves). */
  surveyTaker: string;
}

export function viewerOf(req: Caller, surveyTaker?: string): Viewer {
  const u = userOf(req);
  return {
    userId: u.id,
    isAdmin: u.isAdmin,
    freeTrial: isFreeTrial(req),
    surveyTaker: surveyTakerOf(u, surveyTaker),
  };
}

/** `getQuery=true` adds the SQL run, as the View Query drawers show it: admins only. */
export function assertQueryAllowed(viewer: Viewer, getQuery: string | undefined) {
  if (getQuery === 'true' && !viewer.isAdmin) throw new ForbiddenError(ACCESS_MESSAGES.adminsOnly);
}

/** Sorting by score is for admins only. */
export function assertSortAllowed(viewer: Viewer, f: MapFilters) {
  if (f.sortBy && !viewer.isAdmin) throw new ForbiddenError(ACCESS_MESSAGES.sortAdminsOnly);
}

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/**
 * The page of a map list: the asked page and limit (or the defaults), forced to page 1 and limit 1 for Free Trial
 * by the access policy's `pagingFor` (the Viewer's `freeTrial` is the policy's `seesPlaceholders`).
 */
export function mapPaging(
  viewer: Viewer,
  page?: number,
  limit?: number,
  defaultLimit: number = MAP_LIMITS.defaultLimit,
): Paging {
  const asked = { page: page ?? MAP_LIMITS.defaultPage, limit: limit ?? defaultLimit };
  const p = pagingWhenPlaceholders(viewer.freeTrial, asked);
  return { ...p, offset: (p.page - 1) * p.limit };
}

/** What a Free Trial user gets instead of a record: its id only (the access policy's `placeholderOf`). */
export const placeholderOf = (record: { id: number }): PlaceholderCard => placeholderOfRecord(record);

export function pageOf<T extends { id: number }>(
  viewer: Viewer,
  paging: Paging,
  rows: T[],
  totalItems: number,
) {
  return {
    data: viewer.freeTrial ? rows.map(placeholderOf) : rows,
    pagination: paginationOf(paging, totalItems),
  };
}

/** The `pagination` of a paged answer (packages/shared/src/schemas/paging.ts). */
export { paginationOf };
