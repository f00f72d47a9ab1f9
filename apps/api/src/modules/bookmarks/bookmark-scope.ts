import type { FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, FREE_TRIAL_PAGE_MAX } from '@utah-land/shared';
import { ForbiddenError } from '../../lib/errors.js';
import { assertCanExport, isFreeTrial, surveyTakerOf, UPGRADE_TO_UNLOCK } from '../../lib/access.js';
import { paginationOf, type Paging } from '../map/map-access.js';
import type { Scope } from './bookmark-rows.js';

/**
 * The survey taker a bookmark or saved-search call acts for.
 *
 * Everything a user keeps is scoped by (user, survey taker). The empty string is the user acting for themselves.
 * Only admins may choose another survey taker (the survey-taker selector is admin only); a
 * regular user may pass nothing, '' or their own e-mail (both mean themselves) and gets 403 for anyone else.
 * Values are trimmed and lower-cased so the same e-mail never makes two scopes.
 */
export function resolveSurveyTaker(req: FastifyRequest, requested: string | undefined | null): string {
  return surveyTakerOf(req.currentUser!, requested, ACCESS_MESSAGES.actForSurveyTakerAdminsOnly);
}

/** The (user, survey taker) scope of a call: the signed-in user acting for `surveyTaker` (see resolveSurveyTaker). */
export function scopeOf(req: FastifyRequest, surveyTaker: string | undefined | null): Scope {
  return { userId: req.currentUser!.id, surveyTaker: resolveSurveyTaker(req, surveyTaker) };
}

export type { Paging };

/**
 * Page and size of a bookmark list call. A user's bookmarks are their own data, so Free Trial users page through
 * them like everyone else (issue 13); only an export-sized page (more than 50 rows) is refused them with 403, as
 * exports are (spec section 5).
 */
export function listPaging(req: FastifyRequest, page: number, limit: number): Paging {
  if (isFreeTrial(req) && limit > FREE_TRIAL_PAGE_MAX) throw new ForbiddenError(UPGRADE_TO_UNLOCK);
  return ownPaging(page, limit);
}

/** Page and size of a list of the user's own records with no Free Trial rule (saved searches). */
export function ownPaging(page: number, limit: number): Paging {
  return { page, limit, offset: (page - 1) * limit };
}

/** The `pagination` of a paged answer (the map lists' own). */
export const pagination = paginationOf;

/** Scope and page of a list call: page, then take or limit (`defaultTake` when neither is given). */
export function listRequest(
  req: FastifyRequest,
  q: { surveyTaker?: string; page: number; take?: number; limit?: number },
  defaultTake: number,
) {
  return {
    scope: scopeOf(req, q.surveyTaker),
    paging: listPaging(req, q.page, q.take ?? q.limit ?? defaultTake),
  };
}

/**
 * Bookmark coordinates are view-on-map data: only for users who may export (subscriptions module's rule:
 * 'View all on map' is disabled for Free Trial).
 */
export const assertCanViewOnMap = assertCanExport;
