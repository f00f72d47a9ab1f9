import { z } from 'zod';

// Record ids in paths, queries and bodies. A number past what the id's column holds is a 400 naming the field,
// never a query that PostgreSQL refuses ('value out of range for type integer', a 500).
// Ids of `bigserial` tables (parcels, projects, bookmarks, ...) stop at Number.MAX_SAFE_INTEGER (`recordId` in
// apps/api/src/modules/map/map-replies.ts): past it a JavaScript number is no longer exact.

/** The largest PostgreSQL `integer` (int4): the ids of tables keyed by `serial` (users, roles, user_subscriptions). */
export const INT4_MAX = 2_147_483_647;

/** An id of a `serial` table in a path or query: users, roles, user subscriptions. */
export const int4IdParam = z.coerce.number().int().min(1).max(INT4_MAX);
/** The same in a JSON body (a number, never a string). */
export const int4Id = z.number().int().min(1).max(INT4_MAX);
