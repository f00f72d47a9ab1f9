// Who may call each API route, in one table beside the access policy: the permission-matrix test
// (apps/api/test/integration/permission-matrix.test.ts) calls every route of the OpenAPI document as every status
// and fails on any answer that differs from this table, or on a route missing from it. See docs/architecture.md,
// "Access policy".

import {
  dataAccess,
  isAdmin,
  mayUseApiKeys,
  mayUseData,
  type Principal,
  type SessionScope,
} from './policy.js';

/**
 * - public: anyone, signed in or not;
 * - account: any signed-in user, an account-only session too (profile, password, paying, logout);
 * - data: `mayUseData` with a full session (Free Trial gets its limited answer);
 * - full: full data access (`dataAccess` 'full': view on map, details Free Trial may not open);
 * - admin: admins with a full session.
 */
export type RouteAccess = 'public' | 'account' | 'data' | 'full' | 'admin';

/** The class of answer a caller gets from a route: refused (401 or 403) or allowed (anything else). */
export type AccessAnswer = 401 | 403 | 'allowed';

/** The answer the access policy gives `caller` (null: anonymous) on a route of class `access`. */
export function routeAnswerFor(
  access: RouteAccess,
  caller: { principal: Principal; scope: SessionScope } | null,
): AccessAnswer {
  if (access === 'public') return 'allowed';
  if (!caller) return 401;
  const { principal: p, scope } = caller;
  if (access === 'account') return 'allowed';
  if (scope !== 'full') return 403;
  if (access === 'admin') return isAdmin(p) ? 'allowed' : 403;
  if (access === 'full') return dataAccess(p) === 'full' ? 'allowed' : 403;
  return mayUseData(p) ? 'allowed' : 403;
}

/**
 * The answer a call made with an API key gets (GET and HEAD; see `mayUseApiKeys`): the owner's full session's
 * answer while the owner may use keys, 403 on every signed-in route once they may not (a lapsed subscription).
 */
export function routeAnswerForKey(access: RouteAccess, owner: Principal): AccessAnswer {
  if (access === 'public') return 'allowed';
  if (!mayUseApiKeys(owner)) return 403;
  return routeAnswerFor(access, { principal: owner, scope: 'full' });
}

/** Every route of the API ('METHOD /path' as in the OpenAPI document, without the /api prefix). */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'GET /health': 'public',
  'POST /auth/register': 'public',
  'POST /auth/verify-email': 'public',
  'POST /auth/resend-verification-email': 'public',
  'POST /auth/login': 'public',
  'POST /auth/forgot-password': 'public',
  'POST /auth/reset-password': 'public',
  'POST /auth/change-password': 'account',
  'POST /auth/refresh': 'account',
  'GET /users': 'admin',
  'POST /users': 'admin',
  'PUT /users': 'account',
  'GET /users/currentUser': 'account',
  'GET /users/{id}': 'account',
  'DELETE /users/{id}': 'admin',
  'PUT /users/{userId}/roles': 'admin',
  'POST /users/{id}/send-verification-link': 'admin',
  'GET /roles': 'account',
  'GET /user-events/user/{userId}': 'account',
  'GET /api-keys': 'account',
  'POST /api-keys': 'data',
  'DELETE /api-keys/{id}': 'account',
  'GET /api-keys/all': 'admin',
  'GET /user-subscriptions/products': 'public',
  'POST /user-subscriptions/create-checkout-session': 'account',
  'GET /user-subscriptions/session/{id}': 'account',
  'GET /user-subscriptions/session/{id}/state': 'public',
  'PUT /user-subscriptions/{id}': 'account',
  'POST /user-subscriptions/cancel/{id}': 'account',
  'POST /user-subscriptions/webhook': 'public',
  'GET /user-subscriptions/sandbox/checkout/{sessionId}': 'public',
  'POST /user-subscriptions/sandbox/checkout/{sessionId}/{outcome}': 'public',
  'GET /bookmarks': 'data',
  'POST /bookmarks': 'data',
  'DELETE /bookmarks/{id}': 'data',
  'GET /parcels-bookmarks': 'data',
  'POST /parcels-bookmarks': 'data',
  'GET /parcels-bookmarks/all-coordinates': 'full',
  'DELETE /parcels-bookmarks/parcel/{id}': 'data',
  'DELETE /parcels-bookmarks/{id}': 'data',
  'GET /projects-bookmarks': 'data',
  'POST /projects-bookmarks': 'data',
  'GET /projects-bookmarks/all-coordinates': 'full',
  'DELETE /projects-bookmarks/project/{id}': 'data',
  'GET /saved-searches': 'data',
  'POST /saved-searches': 'data',
  'DELETE /saved-searches/{id}': 'data',
  'GET /parcels': 'data',
  'GET /parcels/count': 'data',
  'GET /parcels/getQuery': 'admin',
  'GET /parcels/center': 'data',
  'GET /parcels/status': 'data',
  'GET /parcels/coords': 'data',
  'GET /parcels/info/{id}': 'data',
  'GET /parcels/allData/{id}': 'data',
  'GET /parcels/all-coordinates': 'data',
  'GET /tiles/{layer}/{z}/{x}/{y}.mvt': 'data',
  'GET /parcels/all-coordinates/{projectId}': 'full',
  'GET /parcels/all-coordinates-query/{projectId}': 'admin',
  'GET /projects': 'data',
  'GET /projects/count': 'data',
  'GET /projects/getQuery': 'admin',
  'GET /projects/center': 'data',
  'GET /projects/all-coordinates': 'data',
  'GET /projects/names': 'data',
  'GET /projects/info/{id}': 'data',
  'GET /projects/allData/{id}': 'data',
  'GET /projects/child-coordinates': 'data',
  'GET /projects/parent-center': 'data',
  'GET /child-projects/names': 'data',
  'GET /parcels/{parcelId}/current-project': 'data',
  'GET /parent-projects': 'data',
  'GET /parent-projects/count': 'data',
  'GET /parent-projects/getQuery': 'admin',
  'GET /parent-projects/center': 'data',
  'GET /parent-projects/all-coordinates': 'data',
  'GET /parent-projects/names': 'data',
  'GET /parent-projects/info/{id}': 'data',
  'GET /parent-projects/allData/{id}': 'data',
  'GET /parent-projects/parent-coordinates': 'data',
  'GET /parent-projects/{id}/children': 'data',
  'GET /child-projects/{id}/parent': 'data',
  'GET /cities/all': 'data',
  'GET /cities/{state}': 'data',
  'GET /counties': 'data',
  'GET /counties/{state}': 'data',
  'GET /zoning/cities': 'data',
  'GET /zoning/counties': 'data',
  'GET /zoning/city': 'data',
  'GET /zoning/county': 'data',
  'GET /search': 'data',
  'GET /parcels/matches/{id}': 'data',
  'GET /parcels/matches/{id}/explain': 'full',
  'GET /parcels/matches-all/{id}': 'data',
  'GET /parcels/all-matching': 'data',
  'GET /parcels/all-company-matching': 'data',
  'GET /parcels/matching-queries/{serialId}': 'admin',
  'GET /parcels/matching-coordinates/{parcelId}': 'full',
  'GET /parcels/{parcelId}/projects-matching-coordinates': 'full',
  'GET /projects/matches/{id}': 'data',
  'GET /projects/matches/{id}/explain': 'full',
  'GET /projects/matches-all/{id}': 'data',
  'GET /parent-projects/matches-all/{id}': 'data',
  'GET /projects/all-contacts-matching': 'data',
  'GET /parent-projects/all-contacts-matching': 'data',
  'GET /projects/all-company-matching': 'data',
  'GET /parent-projects/all-company-matching': 'data',
  'GET /projects/matching-queries/{serialId}': 'admin',
  'GET /parent-projects/matching-queries/{serialId}': 'admin',
  'GET /parent-projects/matching-coordinates/{projectId}': 'full',
  'GET /contacts/builders': 'data',
  'GET /contacts/investors': 'data',
  'GET /contacts/developers': 'data',
  'GET /contacts/realestateagents': 'data',
  'GET /contacts/newbuildhomebuyers': 'data',
  'GET /water-rights/parcel-matching': 'data',
  'GET /projects/parcels-matching-data': 'data',
  'GET /companies/name': 'data',
  'GET /companies/{id}/detail': 'full',
  'GET /companies/matched-properties/{id}': 'full',
  'GET /parcels-extra-info/{parcelId}': 'admin',
  'GET /geography/bounds': 'data',
  'GET /contacts/{id}': 'full',
  'GET /surveys': 'data',
  'PUT /surveys': 'full',
  'PUT /surveys/recalculate_response': 'full',
  'DELETE /surveys/{id}': 'data',
  'PUT /surveys/set-private': 'data',
  'PUT /surveys/enable': 'data',
  'GET /surveys/url/{id}': 'data',
  'GET /surveys/{id}/response': 'data',
  'GET /surveys/user/{id}': 'data',
  'GET /surveys/info': 'data',
  'GET /surveys/projects': 'data',
  'GET /survey-criteria': 'data',
  // Free Trial may not change answers, but a survey that is not theirs answers 404 first.
  'PUT /survey-criteria': 'data',
  'GET /survey-criteria/surveys': 'data',
  'GET /survey-criteria/{id}': 'data',
  'GET /surveys/{id}/resultsCount': 'data',
  'GET /surveys/{id}/results': 'data',
  'GET /surveys/{id}/companyresults': 'data',
  'GET /surveys/{id}/landOffers': 'data',
  'GET /surveys/getQueries/{id}': 'admin',
  'GET /surveys/matches': 'data',
  'GET /surveys/contacts': 'admin',
  'GET /surveys/clientcodenames': 'data',
  'GET /contacts': 'admin',
  'GET /contacts/resultsCount': 'data',
  'GET /contacts/results': 'data',
  'GET /parcels/get-stats-summary': 'admin',
  'GET /parcels/get-stats-full-valuation': 'admin',
  'PUT /parcels-extra-info/{parcelId}': 'admin',
  'POST /auth/logout': 'account',
  'GET /alerts': 'data',
  'POST /alerts/read': 'data',
  'GET /alerts/watches': 'data',
  'POST /alerts/watches': 'data',
  'PUT /alerts/watches/{id}': 'data',
  'DELETE /alerts/watches/{id}': 'data',
  'POST /alerts/unsubscribe': 'public',
  'GET /owners/portfolio': 'full',
  'GET /area-export': 'full',
  'GET /area-export/count': 'full',
  'GET /area-export/progress/{id}': 'full',
  // The MCP server: data access; each tool applies its route's finer rules (docs/api.md, "MCP").
  'POST /mcp': 'data',
  'GET /webhooks': 'full',
  'POST /webhooks': 'full',
  'PUT /webhooks/{id}': 'full',
  'DELETE /webhooks/{id}': 'full',
  'GET /webhooks/{id}/deliveries': 'full',
  'POST /webhooks/{id}/deliveries/{deliveryId}/replay': 'full',
};
