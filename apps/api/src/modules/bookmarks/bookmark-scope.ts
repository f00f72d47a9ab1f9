import type { FastifyRequest } from 'fastify';
import { BOOKMARK_MESSAGES, FREE_TRIAL_PAGE_MAX, type PlaceholderCard } from '@utah-land/shared';
import { isFreeTrial } from '../../plugins/auth.js';
import { ForbiddenError } from '../../lib/errors.js';
import { applyFreeTrialPaging, assertCanExport, UPGRADE_TO_UNLOCK } from '../subscriptions/free-trial.js';
import { paginationOf, type Paging } from '../parcels/map-access.js';
import type { Scope } from './bookmark-rows.js';

/**
 * The survey taker a bookmark or saved-search call acts for.
 *
 * Everything a user keeps is scoped by (user, survey taker). The empty string is the user acting for themselves.
 * Only admins may choose another survey taker (spec section 2.8: the survey-taker selector is admin only); a
 * regular user may pass nothing, '' or their own e-mail (both mean themselves) and gets 403 for anyone else.
 * Values are trimmed and lower-cased so the same e-mail never makes two scopes.
 */
export function resolveSurveyTaker(req: FastifyRequest, requested: string | undefined | null): string {
  const user = req.currentUser!;
  const value = (requested ?? '').trim().toLowerCase();
  if (!value || value === user.email.toLowerCase()) return '';
  if (!user.isAdmin) throw new ForbiddenError(BOOKMARK_MESSAGES.otherSurveyTaker);
  return value;
}

/** The (user, survey taker) scope of a call: the signed-in user acting for `surveyTaker` (see resolveSurveyTaker). */
export function scopeOf(req: FastifyRequest, surveyTaker: string | undefined | null): Scope {
  return { userId: req.currentUser!.id, surveyTaker: resolveSurveyTaker(req, surveyTaker) };
}

export type { Paging };

/**
 * Page and size of a list call. Free Trial users get page 1 and size 1 (spec section 6: page and limit forced to
 * 1, through the subscriptions module's applyFreeTrialPaging); asking for an export-sized page (more than 50 rows)
 * is refused with 403 so the limit cannot be used to pull data out.
 */
export function listPaging(req: FastifyRequest, page: number, limit: number): Paging {
  if (isFreeTrial(req) && limit > FREE_TRIAL_PAGE_MAX) throw new ForbiddenError(UPGRADE_TO_UNLOCK);
  const p = applyFreeTrialPaging(req, { page, limit });
  return { page: p.page, limit: p.limit, offset: (p.page - 1) * p.limit };
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

const PLACEHOLDER: PlaceholderCard = { placeholder: true, message: 'Upgrade to view details' };

/** Free Trial users see blurred 'Upgrade to view details' cards instead of records (spec section 6). */
export function hideForFreeTrial<T>(req: FastifyRequest, rows: T[]): (T | PlaceholderCard)[] {
  return isFreeTrial(req) ? rows.map(() => PLACEHOLDER) : rows;
}

/**
 * Bookmark coordinates are view-on-map data: only for users who may export (subscriptions module's rule; spec
 * section 5: 'View all on map' is disabled for Free Trial).
 */
export const assertCanViewOnMap = assertCanExport;
