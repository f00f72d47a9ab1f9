import type { Caller } from '../plugins/auth.js';
import { ACCESS_MESSAGES, pagingFor, recordFor, surveyTakerScope, type Principal } from '@utah-land/shared';
import { isFreeTrial, userOf, viewerOf } from '../plugins/auth.js';
import { ForbiddenError } from './errors.js';

// The access policy (packages/shared/src/access/policy.ts) applied to a request: these helpers only read the
// viewer the guards built (plugins/auth.ts) and ask the policy; no rule is decided here. Call them after a guard
// has set req.viewer. See docs/architecture.md, "Access policy".

export { isFreeTrial };

export const UPGRADE_TO_VIEW = ACCESS_MESSAGES.upgradeToView;
export const UPGRADE_TO_UNLOCK = ACCESS_MESSAGES.upgradeToUnlock;

/**
 * The page and limit a list call may use (the policy's `pagingFor`): page 1 and limit 1 for Free Trial, the asked
 * ones for everyone else.
 *
 *   const { page, limit } = applyFreeTrialPaging(req, req.query);
 */
export function applyFreeTrialPaging<T extends { page: number; limit: number }>(req: Caller, paging: T): T {
  return req.viewer ? pagingFor(req.viewer, paging) : paging;
}

/** Whether the user may export or get view-on-map data (the policy's `mayExport`, read from the viewer). */
export function canExport(req: Caller): boolean {
  return !!req.viewer?.mayExport;
}

/** Throws 403 'Upgrade subscription to unlock this feature' unless `canExport(req)`. */
export function assertCanExport(req: Caller): void {
  if (!canExport(req)) throw new ForbiddenError(UPGRADE_TO_UNLOCK);
}

/** Throws 403 'Please upgrade to view on map' unless the viewer may see records on the map (the policy's `mayViewOnMap`). */
export function assertMayViewOnMap(req: Caller): void {
  if (!viewerOf(req).mayViewOnMap) throw new ForbiddenError(ACCESS_MESSAGES.upgradeToViewOnMap);
}

/** Throws 403 'Upgrade to view details' for a viewer who sees placeholders (details Free Trial may not open). */
export function assertSeesRecords(req: Caller): void {
  if (isFreeTrial(req)) throw new ForbiddenError(UPGRADE_TO_VIEW);
}

/**
 * A record as the user may see it (the policy's `recordFor`): for Free Trial only its id and
 * `placeholder: true`; every other field is left out. Others get the record unchanged.
 *
 *   data: rows.map((r) => placeholder(req, r))
 */
export function placeholder<T extends { id: string | number }>(
  req: Caller,
  record: T,
): T | { id: T['id']; placeholder: true; message: typeof UPGRADE_TO_VIEW } {
  return req.viewer ? recordFor(req.viewer, record) : record;
}

/**
 * The survey taker a call acts for (the policy's `surveyTakerScope`): '' for the principal themselves (nothing,
 * '' or their own e-mail), the named one lower-cased for an admin; 403 with `refusal` when a non-admin names
 * someone else. The calls that keep a user's own records refuse with 'Only admins may act for another survey
 * taker', the others with 'Only admins may choose a survey taker'.
 */
export function surveyTakerOf(
  p: Principal,
  requested: string | undefined | null,
  refusal: string = ACCESS_MESSAGES.surveyTakerAdminsOnly,
): string {
  const scope = surveyTakerScope(p, requested);
  if (scope === null) throw new ForbiddenError(refusal);
  return scope;
}

/**
 * The survey taker a call on the user's own records (bookmarks, saved searches) acts for: everything a user keeps
 * is scoped by (user, survey taker), and only admins may act for another one (see `surveyTakerOf`).
 */
export function ownRecordsSurveyTaker(req: Caller, requested: string | undefined | null): string {
  return surveyTakerOf(userOf(req), requested, ACCESS_MESSAGES.actForSurveyTakerAdminsOnly);
}
