import type { Caller } from '../../plugins/auth.js';
import { MATCHING_TYPES, type MatchingType } from '@utah-land/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import { PARCEL_MATCHING_TYPES, type ParcelMatchingType, type ProjectTier } from './compilers/places.js';
import { freeTrialPaging, visibleRow } from './free-trial-rule.js';
import {
  countAllMatches,
  countMatches,
  listMatches,
  matchCoordinates,
  type MatchOptions,
} from './matching.service.js';
import type { SupplyProfile } from './profiles.js';
import { viewerOf, type Viewer } from '../map/map-access.js';
import { assertMayViewOnMap } from '../../lib/access.js';

export interface ListQuery {
  page: number;
  limit: number;
  /** Whose bookmarks flag parcel and project rows (the survey-taker scope; '' = the caller). */
  surveyTaker?: string;
  type?: 'contacts' | 'companies';
  projectType?: ProjectTier;
  distance?: number;
  radius?: number;
}

export function optionsOf(q: { distance?: number; radius?: number }): MatchOptions {
  return { distanceFeet: q.distance, radiusMiles: q.radius };
}

/** Options of a page of matches: the query's distance, radius, type and project type, this page, the split. */
function listOptionsOf(
  q: ListQuery,
  paging: { page: number; limit: number },
  split: ParcelMatchingType | undefined,
) {
  return {
    ...optionsOf(q),
    page: paging.page,
    limit: paging.limit,
    type: q.type,
    projectType: q.projectType,
    matchingType: split,
  };
}

/** matchingType of matches-all: a kind, or a parcels split (the kind is then parcels). */
export function splitKind(value: MatchingType | ParcelMatchingType): {
  kind: MatchingType;
  split?: ParcelMatchingType;
} {
  if ((PARCEL_MATCHING_TYPES as readonly string[]).includes(value))
    return { kind: 'parcels', split: value as ParcelMatchingType };
  return { kind: value as MatchingType };
}

/** Counts keyed by the spec's labels: all eight, or only `only`. */
export async function countsReply(
  db: Kysely<DB>,
  s: SupplyProfile,
  keys: Record<MatchingType, string>,
  q: { matchingType?: MatchingType; distance?: number; radius?: number },
) {
  if (q.matchingType)
    return { [keys[q.matchingType]]: await countMatches(db, s, q.matchingType, optionsOf(q)) };
  const counts = await countAllMatches(db, s, MATCHING_TYPES, optionsOf(q));
  return Object.fromEntries(MATCHING_TYPES.map((k) => [keys[k], counts[k]]));
}

/** A page of matches; Free Trial users get page 1 of 1 with a placeholder instead of the record. */
export async function listReply(
  req: Caller,
  db: Kysely<DB>,
  s: SupplyProfile,
  kind: MatchingType,
  q: ListQuery,
  split?: ParcelMatchingType,
) {
  const viewer = viewerOf(req, q.surveyTaker);
  const paging = freeTrialPaging(req, q.page, q.limit);
  const result = await listMatches(db, s, kind, listOptionsOf(q, paging, split));
  if (!paging.placeholders)
    return { ...result, data: await withBookmarkFlags(db, viewer, kind, result.data) };
  return {
    ...result,
    data: result.data.map((row) => visibleRow(req, row)),
  };
}

/**
 * Parcel and project rows carry `existsInBookmarks`: bookmarked by the caller under the call's survey taker (the
 * same scope as the bookmark calls and the map lists).
 */
async function withBookmarkFlags<R extends { id: number }>(
  db: Kysely<DB>,
  viewer: Viewer,
  kind: MatchingType,
  rows: R[],
): Promise<(R & { existsInBookmarks?: boolean })[]> {
  if ((kind !== 'parcels' && kind !== 'projects') || rows.length === 0) return rows;
  const ids = rows.map((r) => r.id);
  const marked =
    kind === 'parcels'
      ? await db
          .selectFrom('parcel_bookmarks')
          .select('parcel_id as id')
          .where('user_id', '=', viewer.userId)
          .where('survey_taker', '=', viewer.surveyTaker)
          .where('parcel_id', 'in', ids)
          .execute()
      : await db
          .selectFrom('project_bookmarks')
          .select('project_id as id')
          .where('user_id', '=', viewer.userId)
          .where('survey_taker', '=', viewer.surveyTaker)
          .where('project_id', 'in', ids)
          .execute();
  const set = new Set(marked.map((m) => Number(m.id)));
  return rows.map((r) => ({ ...r, existsInBookmarks: set.has(r.id) }));
}

/** A page of the kind `q.matchingType` names (a parcels split names the parcels kind). */
export function kindListReply(
  req: Caller,
  db: Kysely<DB>,
  s: SupplyProfile,
  q: ListQuery & { matchingType: MatchingType | ParcelMatchingType },
) {
  const { kind, split } = splitKind(q.matchingType);
  return listReply(req, db, s, kind, q, split);
}

export async function coordinatesReply(
  req: Caller,
  db: Kysely<DB>,
  s: SupplyProfile,
  kind: MatchingType,
  q: ListQuery,
  split?: ParcelMatchingType,
) {
  assertMayViewOnMap(req);
  return matchCoordinates(db, s, kind, listOptionsOf(q, q, split));
}
