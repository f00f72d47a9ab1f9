import { z } from 'zod';
import {
  areaGeometry,
  BOOKMARK_PAGE_MAX,
  pagination,
  parcelCard,
  placeholderCard,
  projectCard,
  PROJECT_BOOKMARK_TYPES,
} from '@utah-land/shared';
import { recordId } from '../map/map-replies.js';

// HTTP schemas of the bookmark calls. Payload schemas live in @utah-land/shared.

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

const bookmarkFields = {
  bookmarkId: z.number(),
  description: z.string().nullable(),
  survey_taker: z.string(),
  createdAt: z.string(),
};
/** A bookmarked parcel: the map's parcel card plus the bookmark; Free Trial users get placeholders instead. */
export const parcelBookmarkItem = z.union([parcelCard.extend(bookmarkFields), placeholderCard]);
export const projectBookmarkItem = z.union([
  projectCard.extend({ ...bookmarkFields, type: z.enum(PROJECT_BOOKMARK_TYPES) }),
  placeholderCard,
]);
/** The shared paged-list pagination (packages/shared/src/schemas/paging.ts). */
export const paginationSchema = pagination;
export const coordinateItem = z.object({
  bookmarkId: z.number(),
  id: z.number(),
  kind: z.enum(['parcel', 'project']),
  isChild: z.boolean().optional(),
  title: z.string(),
  lat: z.number(),
  lng: z.number(),
  points: areaGeometry.optional().describe('Parcel outline as GeoJSON (MultiPolygon), parcels only'),
});
export const coordinatesPage = z.object({ data: z.array(coordinateItem), pagination: paginationSchema });
export const parcelBookmarkCreated = z.object({
  id: z.number(),
  parcel_id: z.number(),
  survey_taker: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  message: z.string(),
});
export const projectBookmarkCreated = z.object({
  id: z.number(),
  project_id: z.number(),
  type: z.enum(PROJECT_BOOKMARK_TYPES),
  survey_taker: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  title: z.string(),
  message: z.string(),
});
export const deletedAnswer = z.object({ id: z.number(), message: z.string() });
