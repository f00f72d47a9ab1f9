import { z } from 'zod';
import type { AreaGeometry, ParcelCard, PlaceholderCard, ProjectCard } from './map.js';
import type { Pagination } from './paging.js';

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
export interface BookmarkFields {
  bookmarkId: number;
  description: string | null;
  survey_taker: string;
  createdAt: string;
}

/** One bookmarked parcel: the map's parcel card plus the bookmark's own fields. */
export type ParcelBookmarkItem = ParcelCard & BookmarkFields;

/** One bookmarked project (parent or child): the map's project card plus the bookmark's own fields. */
export type ProjectBookmarkItem = ProjectCard & BookmarkFields & { type: ProjectBookmarkType };

export interface BookmarkCoordinate {
  bookmarkId: number;
  id: number;
  kind: 'parcel' | 'project';
  isChild?: boolean;
  title: string;
  lat: number;
  lng: number;
  /** Parcel outline as GeoJSON (MultiPolygon), parcels only. */
  points?: AreaGeometry;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** GET /bookmarks: both kinds at once (the Both tab, not paged). Free Trial users get placeholders. */
export interface AllBookmarks {
  parcels: (ParcelBookmarkItem | PlaceholderCard)[];
  projects: (ProjectBookmarkItem | PlaceholderCard)[];
}

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
