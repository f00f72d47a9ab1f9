import type { Caller } from '../../plugins/auth.js';
import { applyFreeTrialPaging, isFreeTrial, placeholder } from '../../lib/access.js';

/** The spec's Free Trial rule for match lists, through the access policy (lib/access.ts): page and limit forced to 1. */
export function freeTrialPaging(req: Caller, page: number, limit: number) {
  return { ...applyFreeTrialPaging(req, { page, limit }), placeholders: isFreeTrial(req) };
}

/** A match row as the user may see it: for Free Trial only its id and the placeholder mark. */
export function visibleRow<R extends { id: number }>(req: Caller, row: R) {
  return placeholder(req, row);
}
