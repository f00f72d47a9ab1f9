import type { FastifyRequest } from 'fastify';
import { isFreeTrial } from '../../plugins/auth.js';

/**
 * The spec's Free Trial rule for match lists (sections 4 and 6): page and limit forced to 1, and the answer carries
 * placeholders instead of records. (No shared subscriptions helper existed when this was written.)
 */
export function freeTrialPaging(req: FastifyRequest, page: number, limit: number) {
  if (isFreeTrial(req)) return { page: 1, limit: 1, placeholders: true };
  return { page, limit, placeholders: false };
}
