import { z } from 'zod';
import { areaGeometry, parcelCard, placeholderCard, projectCard } from './map-answers.js';
import { pagination, type Pagination } from './paging.js';

// Bookmarks and saved searches.

/** Bookmark name max 15 characters. */
export const BOOKMARK_DESCRIPTION_MAX = 15;
/** Saved-search URLs are map query strings; the database keeps at most 8000 characters. */
export const SAVED_SEARCH_URL_MAX = 8000;
export const SAVED_SEARCH_DESCRIPTION_MAX = 200;
/** The largest page a bookmark list answers; a Free Trial user may not ask for more than this per page. */
export const BOOKMARK_PAGE_MAX = 1000;
export const FREE_TRIAL_PAGE_MAX = 50;

export const BOOKMARK_MESSAGES = {
  parcelAdded: 'Parcel bookmarked successfully!',
  projectAdded: 'Project bookmarked successfully!',
  deleted: 'Bookmark deleted successfully!',
  addedTitle: 'Bookmark Added!',
  addedBody: (title: string) => `${title} has been bookmarked successfully!`,
  descriptionTooLong: `Bookmark name must be at most ${BOOKMARK_DESCRIPTION_MAX} characters`,
  parcelExists: 'This parcel is already bookmarked',
  projectExists: 'This project is already bookmarked',
  parcelNotFound: 'Parcel not found',
  projectNotFound: 'Project not found',
  bookmarkNotFound: 'Bookmark not found',
  upgrade: 'Upgrade subscription to unlock this feature',
} as const;

export const PROJECT_BOOKMARK_TYPES = ['parent', 'child'] as const;
export type ProjectBookmarkType = (typeof PROJECT_BOOKMARK_TYPES)[number];

const description = z
  .string()
  .trim()
  .max(BOOKMARK_DESCRIPTION_MAX, BOOKMARK_MESSAGES.descriptionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
const surveyTaker = z.string().trim().max(320).optional().default('');
const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const addParcelBookmarkBody = z.object({
  parcel_id: positiveId,
  survey_taker: surveyTaker,
  description,
  dataArgs: z.unknown().optional(),
});
export type AddParcelBookmarkBody = z.input<typeof addParcelBookmarkBody>;

export const addProjectBookmarkBody = z.object({
  project_id: positiveId,
  type: z.enum(PROJECT_BOOKMARK_TYPES),
  survey_taker: surveyTaker,
  description,
  from: z.string().max(50).optional(),
  dataArgs: z.unknown().optional(),
});
export type AddProjectBookmarkBody = z.input<typeof addProjectBookmarkBody>;

/** What a bookmark adds to the card of the item it marks. */
const bookmarkFields = {
  bookmarkId: z.number(),
  description: z.string().nullable(),
  survey_taker: z.string(),
  createdAt: z.string(),
};
export type BookmarkFields = z.infer<z.ZodObject<typeof bookmarkFields>>;

/** One bookmarked parcel: the map's parcel card plus the bookmark's own fields. */
export const parcelBookmarkItem = parcelCard.extend(bookmarkFields);
export type ParcelBookmarkItem = z.infer<typeof parcelBookmarkItem>;

/** One bookmarked project (parent or child): the map's project card plus the bookmark's own fields. */
export const projectBookmarkItem = projectCard.extend({
  ...bookmarkFields,
  type: z.enum(PROJECT_BOOKMARK_TYPES),
});
export type ProjectBookmarkItem = z.infer<typeof projectBookmarkItem>;

/** A bookmarked parcel as a list shows it: Free Trial users get placeholders instead. */
export const parcelBookmarkOrPlaceholder = z.union([parcelBookmarkItem, placeholderCard]);
export const projectBookmarkOrPlaceholder = z.union([projectBookmarkItem, placeholderCard]);

/** GET /parcels-bookmarks and GET /projects-bookmarks: one page of bookmarks. */
export const parcelBookmarkList = z.object({ data: z.array(parcelBookmarkOrPlaceholder), pagination });
export type ParcelBookmarkList = z.infer<typeof parcelBookmarkList>;
export const projectBookmarkList = z.object({ data: z.array(projectBookmarkOrPlaceholder), pagination });
export type ProjectBookmarkList = z.infer<typeof projectBookmarkList>;

export const bookmarkCoordinate = z.object({
  bookmarkId: z.number(),
  id: z.number(),
  kind: z.enum(['parcel', 'project']),
  isChild: z.boolean().optional(),
  title: z.string(),
  lat: z.number(),
  lng: z.number(),
  points: areaGeometry.optional().describe('Parcel outline as GeoJSON (MultiPolygon), parcels only'),
});
export type BookmarkCoordinate = z.infer<typeof bookmarkCoordinate>;
/** GET /parcels-bookmarks/all-coordinates and GET /projects-bookmarks/all-coordinates. */
export const bookmarkCoordinatesPage = z.object({ data: z.array(bookmarkCoordinate), pagination });
export type BookmarkCoordinatesPage = z.infer<typeof bookmarkCoordinatesPage>;

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** GET /bookmarks: both kinds at once (the Both tab, not paged). Free Trial users get placeholders. */
export const allBookmarksAnswer = z.object({
  data: z.object({
    parcels: z.array(parcelBookmarkOrPlaceholder),
    projects: z.array(projectBookmarkOrPlaceholder),
  }),
});
export type AllBookmarksAnswer = z.infer<typeof allBookmarksAnswer>;
export type AllBookmarks = AllBookmarksAnswer['data'];

/** POST /parcels-bookmarks (and POST /bookmarks with a parcel_id): the bookmark made. */
export const parcelBookmarkCreated = z.object({
  id: z.number(),
  parcel_id: z.number(),
  survey_taker: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  message: z.string(),
});
export type ParcelBookmarkCreated = z.infer<typeof parcelBookmarkCreated>;
/** POST /projects-bookmarks (and POST /bookmarks with a project_id): the bookmark made. */
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
export type ProjectBookmarkCreated = z.infer<typeof projectBookmarkCreated>;
/** POST /bookmarks: the parcel's or the project's bookmark made. */
export const bookmarkCreated = z.union([parcelBookmarkCreated, projectBookmarkCreated]);
export type BookmarkCreated = z.infer<typeof bookmarkCreated>;
/** The DELETE calls of bookmarks: the id removed and the spec's message. */
export const bookmarkDeleted = z.object({ id: z.number(), message: z.string() });
export type BookmarkDeleted = z.infer<typeof bookmarkDeleted>;

export const SAVED_SEARCH_MESSAGES = {
  url: 'url must be a map query string (starting with ? or /map)',
  notFound: 'Saved search not found',
  nameRequired: 'Please insert a name for the search',
  duplicate: 'A saved search with this name already exists. Please choose another name.',
} as const;

/** Normalises a saved-search URL to its query string ('?…'), or returns null when it is not a map URL. */
export function toMapQueryString(url: string): string | null {
  const value = url.trim();
  if (value.length > SAVED_SEARCH_URL_MAX) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return null;
  if (value.startsWith('?')) return value;
  const match = /^(?:https?:\/\/[^/?#]+)?\/map(\?[^#]*)?$/.exec(value);
  if (!match) return null;
  return match[1] ?? '?';
}

export const createSavedSearchBody = z.object({
  description: z
    .string()
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
    .max(
      SAVED_SEARCH_DESCRIPTION_MAX,
      `description must be at most ${SAVED_SEARCH_DESCRIPTION_MAX} characters`,
    ),
  url: z
    .string()
    .max(SAVED_SEARCH_URL_MAX, `url must be at most ${SAVED_SEARCH_URL_MAX} characters`)
    .transform((v, ctx) => {
      const q = toMapQueryString(v);
      if (q === null) {
        ctx.addIssue({ code: 'custom', message: SAVED_SEARCH_MESSAGES.url });
        return z.NEVER;
      }
      return q;
    }),
  survey_taker: surveyTaker,
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBody>;
