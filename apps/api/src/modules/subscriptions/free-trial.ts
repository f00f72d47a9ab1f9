import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors.js';
import { isFreeTrial } from '../../plugins/auth.js';

// Free Trial limits for the data calls (spec: Free Trial users see one blurred placeholder record, load no
// further pages, and cannot export). Call these after `app.requireDataAccess` has set req.currentUser.

export { isFreeTrial };

export const UPGRADE_TO_VIEW = 'Upgrade to view details';
export const UPGRADE_TO_UNLOCK = 'Upgrade subscription to unlock this feature';

/**
 * The page and limit a list call may use: page 1 and limit 1 for a Free Trial non-admin, the asked ones for
 * everyone else.
 *
 *   const { page, limit } = applyFreeTrialPaging(req, req.query);
 */
export function applyFreeTrialPaging<T extends { page: number; limit: number }>(
  req: FastifyRequest,
  paging: T,
): T {
  return isFreeTrial(req) ? { ...paging, page: 1, limit: 1 } : paging;
}

/**
 * Whether the user may export or get view-on-map data: admins, Subscribed, Subscription Cancelled (it keeps
 * access until its end date, when the sweep expires it) and Test User.
 */
export function canExport(req: FastifyRequest): boolean {
  return !!req.viewer?.mayExport;
}

/** Throws 403 'Upgrade subscription to unlock this feature' unless `canExport(req)`. */
export function assertCanExport(req: FastifyRequest): void {
  if (!canExport(req)) throw new ForbiddenError(UPGRADE_TO_UNLOCK);
}

/**
 * A record as a Free Trial user receives it: only its id (so lists keep their length and keys) and
 * `placeholder: true`; every other field is left out. Others get the record unchanged.
 *
 *   data: rows.map((r) => placeholder(req, r))
 */
export function placeholder<T extends { id: string | number }>(
  req: FastifyRequest,
  record: T,
): T | { id: T['id']; placeholder: true; message: typeof UPGRADE_TO_VIEW } {
  return isFreeTrial(req) ? { id: record.id, placeholder: true, message: UPGRADE_TO_VIEW } : record;
}
