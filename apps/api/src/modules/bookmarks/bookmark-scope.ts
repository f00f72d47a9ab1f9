import type { FastifyRequest } from 'fastify';
import { FREE_TRIAL_PAGE_MAX } from '@utah-land/shared';
import { ForbiddenError } from '../../lib/errors.js';
import { assertCanExport, isFreeTrial, ownRecordsSurveyTaker, UPGRADE_TO_UNLOCK } from '../../lib/access.js';
import { paginationOf, type Paging } from '../map/map-access.js';
import type { Scope } from './bookmark-rows.js';
import { userOf } from '../../plugins/auth.js';

/**
 * The (user, survey taker) scope of a bookmark call: the signed-in user acting for `surveyTaker`
 * (`ownRecordsSurveyTaker`, apps/api/src/lib/access.ts: '' is the user; only admins may name another one).
 */
export function scopeOf(req: FastifyRequest, surveyTaker: string | undefined | null): Scope {
  return { userId: userOf(req).id, surveyTaker: ownRecordsSurveyTaker(req, surveyTaker) };
}

export type { Paging };

/**
 * Page and size of a bookmark list call. A user's bookmarks are their own data, so Free Trial users page through
 * them like everyone else; only an export-sized page (more than 50 rows) is refused them with 403, as
 * exports are (spec section 5).
 */
export function listPaging(req: FastifyRequest, page: number, limit: number): Paging {
  if (isFreeTrial(req) && limit > FREE_TRIAL_PAGE_MAX) throw new ForbiddenError(UPGRADE_TO_UNLOCK);
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
