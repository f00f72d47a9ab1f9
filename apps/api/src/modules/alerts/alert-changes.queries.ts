import { sql, type Kysely } from 'kysely';
import type { MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { allOf, parcelConditions, projectConditions } from '../map/map-filters.js';
import { CONTACT_KINDS, compileContactKind, type ContactKind } from '../matching/compilers/contacts.js';
import type { SurveySubject } from '../surveys/survey-subject.js';

// What changed in a window [start, end) for one watch, read from the change capture of migration 0030 and
// filtered by the map's own filter compiler (map/map-filters.ts). Each reader answers at most `limit` rows and
// the total it found.

export interface Window {
  start: Date;
  end: Date;
}
export interface Found<T> {
  total: number;
  rows: T[];
}

const found = <T extends { total: number }>(rows: T[]): Found<T> => ({ total: rows[0]?.total ?? 0, rows });

/**
 * Parcels that fit the filters now and did not at the window's start: created in the window, or changed in it while
 * their values before the first change of the window (parcel_revisions) did not fit.
 */
export async function parcelsNewlyFitting(db: Kysely<DB>, f: MapFilters, w: Window, limit: number) {
  const { rows } = await sql<{
    id: number;
    parcel_id: string;
    address: string | null;
    city: string | null;
    acreage: number;
    total: number;
  }>`
    SELECT p.id, p.parcel_id, p.address, p.city, p.acreage, count(*) OVER ()::int AS total
    FROM parcels p
    WHERE p.id IN (
        SELECT id FROM parcels WHERE created_at >= ${w.start} AND created_at < ${w.end}
        UNION
        SELECT parcel_id FROM parcel_revisions WHERE replaced_at >= ${w.start} AND replaced_at < ${w.end})
      AND ${allOf(parcelConditions(f, 'p'))}
      AND NOT EXISTS (
        SELECT 1
        FROM (SELECT r.old_row FROM parcel_revisions r
              WHERE r.parcel_id = p.id AND r.replaced_at >= ${w.start} AND r.replaced_at < ${w.end}
              ORDER BY r.replaced_at, r.id LIMIT 1) first_change
        CROSS JOIN LATERAL (SELECT (jsonb_populate_record(p, first_change.old_row)).*) o
        WHERE p.created_at < ${w.start} AND ${allOf(parcelConditions(f, 'o'))})
    ORDER BY p.id
    LIMIT ${limit}`.execute(db);
  return found(rows);
}

export type ListingEventKind =
  'listing_new' | 'listing_price_cut' | 'listing_back_on_market' | 'listing_sold';

/** Listing events of the window on parcels that fit the filters; the newest event per listing and kind. */
export async function listingEvents(db: Kysely<DB>, f: MapFilters, w: Window, limit: number) {
  const { rows } = await sql<{
    kind: ListingEventKind;
    listing_id: number;
    listing_number: string;
    old_value: string | null;
    new_value: string | null;
    parcel_id: string;
    address: string | null;
    city: string | null;
    total: number;
  }>`
    SELECT e.*, count(*) OVER ()::int AS total FROM (
      SELECT DISTINCT ON (dc.listing_id, dc.kind) dc.kind, dc.listing_id, l.listing_number, dc.old_value,
        dc.new_value, p.parcel_id, p.address, p.city
      FROM data_changes dc
      JOIN parcels p ON p.id = dc.parcel_id
      JOIN mls_listings l ON l.id = dc.listing_id
      WHERE dc.kind IN ('listing_new', 'listing_price_cut', 'listing_back_on_market', 'listing_sold')
        AND dc.changed_at >= ${w.start} AND dc.changed_at < ${w.end}
        AND ${allOf(parcelConditions(f, 'p'))}
      ORDER BY dc.listing_id, dc.kind, dc.changed_at DESC, dc.id DESC) e
    ORDER BY e.listing_id, e.kind
    LIMIT ${limit}`.execute(db);
  return found(rows);
}

/** Projects that fit the filters and whose status changed in the window: first old status, newest new one. */
export async function projectStatusChanges(db: Kysely<DB>, f: MapFilters, w: Window, limit: number) {
  const { rows } = await sql<{
    id: number;
    name: string;
    is_child: boolean;
    old_value: string | null;
    new_value: string | null;
    total: number;
  }>`
    SELECT pr.id, pr.name, pr.parent_project_id IS NOT NULL AS is_child,
      (SELECT d.old_value FROM data_changes d WHERE d.kind = 'project_status' AND d.project_id = pr.id
         AND d.changed_at >= ${w.start} AND d.changed_at < ${w.end} ORDER BY d.changed_at, d.id LIMIT 1) AS old_value,
      pr.project_status AS new_value,
      count(*) OVER ()::int AS total
    FROM projects pr
    WHERE pr.id IN (SELECT project_id FROM data_changes WHERE kind = 'project_status'
                      AND changed_at >= ${w.start} AND changed_at < ${w.end})
      AND ${allOf(projectConditions(f, 'all', 'pr'))}
    ORDER BY pr.id
    LIMIT ${limit}`.execute(db);
  // A status changed and changed back is no change.
  return found(rows.filter((r) => r.old_value !== r.new_value));
}

/** Contacts created in the window that match the survey, per contact group (the survey's cards). */
export async function newMatchingContacts(db: Kysely<DB>, subject: SurveySubject, w: Window, limit: number) {
  const rows: { id: number; name: string; kind: ContactKind }[] = [];
  let total = 0;
  for (const kind of CONTACT_KINDS) {
    const compiled = compileContactKind(db, kind, subject.profile, subject.profile.survey?.exclude ?? []);
    const matched = await compiled
      .contactsCount()
      .clearSelect()
      .innerJoin('contacts as fresh', 'fresh.id', 'c.contact_id')
      .where('fresh.created_at', '>=', w.start)
      .where('fresh.created_at', '<', w.end)
      .select(['fresh.id', 'fresh.name'])
      .orderBy('fresh.id')
      .execute();
    total += matched.length;
    for (const m of matched)
      if (rows.length < limit && !rows.some((r) => r.id === Number(m.id)))
        rows.push({ id: Number(m.id), name: m.name ?? `Contact ${m.id}`, kind });
  }
  return { total, rows };
}
