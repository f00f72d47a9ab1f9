import { z } from 'zod';
import { BOOKMARK_PAGE_MAX, PROJECT_BOOKMARK_TYPES } from '@utah-land/shared';
import { recordId } from '../map/map-replies.js';

// Request schemas of the bookmark calls. Bodies and answers live in @utah-land/shared (schemas/bookmarks.ts).

const boolText = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** page, take (the spec's name; `limit` is accepted too), surveyTaker. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  take: z.coerce.number().int().min(1).max(BOOKMARK_PAGE_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(BOOKMARK_PAGE_MAX).optional(),
  surveyTaker: z.string().max(320).optional(),
});
export const projectListQuery = listQuery.extend({
  isChild: boolText,
  type: z.enum(PROJECT_BOOKMARK_TYPES).optional(),
});
export const surveyTakerQuery = z.object({ surveyTaker: z.string().max(320).optional() });
export const projectDeleteQuery = surveyTakerQuery.extend({
  type: z.enum(PROJECT_BOOKMARK_TYPES).optional(),
});
export const bothDeleteQuery = z.object({ kind: z.enum(['parcel', 'project']) });
export const idParams = z.object({ id: recordId });

/** Default page size of lists. */
export const DEFAULT_TAKE = 50;
