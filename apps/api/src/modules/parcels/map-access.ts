import type { FastifyRequest } from 'fastify';
import { MAP_LIMITS, type MapFilters, type PlaceholderCard } from '@utah-land/shared';
import { isFreeTrial, UPGRADE_TO_VIEW } from '../subscriptions/free-trial.js';
import { ForbiddenError } from '../../lib/errors.js';

/** Who is asking, as the map's queries need it. */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
  freeTrial: boolean;
  /** Bookmark scope ('' = the user acting for themselves). */
  surveyTaker: string;
}

/**
 * The bookmark scope of a call, by the rule of bookmarks/bookmark-scope.ts (kept in step with it): '' is the user
 * acting for themselves (nothing, '' or their own e-mail); only admins may name another survey taker.
 */
export function surveyTakerScope(req: FastifyRequest, requested?: string): string {
  const user = req.currentUser!;
  const value = (requested ?? '').trim().toLowerCase();
  if (!value || value === user.email.toLowerCase()) return '';
  if (!user.isAdmin) throw new ForbiddenError('Only admins may choose a survey taker');
  return value;
}

export function viewerOf(req: FastifyRequest, surveyTaker?: string): Viewer {
  const u = req.currentUser!;
  return {
    userId: u.id,
    isAdmin: u.isAdmin,
    freeTrial: isFreeTrial(req),
    surveyTaker: surveyTakerScope(req, surveyTaker),
  };
}

/** Sorting by score is for admins only. */
export function assertSortAllowed(viewer: Viewer, f: MapFilters) {
  if (f.sortBy && !viewer.isAdmin) throw new ForbiddenError('Sorting by score is for admins only');
}

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/**
 * Free Trial rule of the map lists (page and limit forced to 1, records replaced by placeholders), as
 * subscriptions/free-trial.ts states it (applyFreeTrialPaging, placeholder); here on the Viewer already loaded.
 */
export function mapPaging(
  viewer: Viewer,
  page?: number,
  limit?: number,
  defaultLimit: number = MAP_LIMITS.defaultLimit,
): Paging {
  if (viewer.freeTrial) return { page: 1, limit: 1, offset: 0 };
  const p = page ?? MAP_LIMITS.defaultPage;
  const l = limit ?? defaultLimit;
  return { page: p, limit: l, offset: (p - 1) * l };
}

/** What a Free Trial user gets instead of a record: its id only (subscriptions/free-trial.ts `placeholder`). */
export const placeholderOf = (record: { id: number }): PlaceholderCard => ({
  id: record.id,
  placeholder: true,
  message: UPGRADE_TO_VIEW,
});

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

/** The `pagination` of a paged answer: the page and limit used, the total matching and the number of pages. */
export function paginationOf(paging: Paging, totalItems: number) {
  return {
    page: paging.page,
    limit: paging.limit,
    totalItems,
    totalPages: paging.limit > 0 ? Math.ceil(totalItems / paging.limit) : 0,
  };
}
