import type { Compilable, Kysely } from 'kysely';
import { paginationOf, type MatchRecordRow, type MatchingType } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import {
  CONTACT_KINDS,
  compileContactKind,
  type ContactKind,
  type ExplainedRow,
} from './compilers/contacts.js';
import { METERS_PER_FOOT, METERS_PER_MILE } from './compilers/dimensions.js';
import {
  compileParcels,
  compileProjects,
  compileWaterRights,
  type ParcelMatchingType,
  type ProjectTier,
} from './compilers/places.js';
import { compileNoParcels, compileWantedParcels, compileWantedProjects } from './compilers/wanted-places.js';
import { inlineSql } from '../map/sql-display.js';
import { subjectRuledOut } from './compilers/fit.js';
import type { SupplyProfile } from './profiles.js';

export interface MatchOptions {
  /** Radius for water rights and projects, in miles (default 1). */
  radiusMiles?: number;
  /** Neighbour distance for parcels, in feet (300 default, or 100). */
  distanceFeet?: number;
}

export interface ListOptions extends MatchOptions {
  page: number;
  limit: number;
  /** Contact groups: contacts (default) or companies. */
  type?: 'contacts' | 'companies';
  /** Projects: parent or child projects (both when omitted). */
  projectType?: ProjectTier;
  /** Parcels: all, buildableParcels or alreadyBuildedParcels. */
  matchingType?: ParcelMatchingType;
}

export function isContactKind(kind: MatchingType): kind is ContactKind {
  return (CONTACT_KINDS as readonly string[]).includes(kind);
}

const radius = (o: MatchOptions) => (o.radiusMiles ?? 1) * METERS_PER_MILE;
const feet = (o: MatchOptions) => (o.distanceFeet ?? 300) * METERS_PER_FOOT;

type CountQuery = Compilable & { executeTakeFirstOrThrow(): Promise<{ count: number }> };
type RowsQuery<R> = Compilable & { execute(): Promise<R[]> };
type Point = { id: number; label: string | null; lat: number | null; lng: number | null };

/** One kind of result for one subject, whatever the kind: what the four calls below run. */
interface KindQueries {
  columnsUsed: string[];
  count: () => CountQuery;
  /**
   * The count of strong matches (score >= STRONG_MATCH_SCORE): every kind (places are ranked by nearness, or a
   * demand survey's wants by their fit: docs/matching.md, "Ranking a survey's matches").
   */
  strongCount?: () => CountQuery;
  page: (page: number, limit: number) => RowsQuery<Record<string, unknown>>;
  pointsCount: () => CountQuery;
  points: (page: number, limit: number) => RowsQuery<Point>;
  /** The admin SQL: the count and page of each list the kind shows (keys ending in Count and Query). */
  shown: (page: number, limit: number) => Record<string, string>;
}

const show = (q: Compilable) => inlineSql(q.compile());

/**
 * Where a subject's parcels and projects come from: its record, a demand survey's wants, or (parcels) none. All are
 * ranked by fit (a demand survey's wants by wanted-score.ts, the others by nearness).
 */
function placeCompilers(db: Kysely<DB>, s: SupplyProfile, o: MatchOptions) {
  const places = s.survey?.places ?? 'record';
  const wants = s.survey?.wants;
  if (places === 'wants' && wants)
    return { parcels: compileWantedParcels(db, wants), projects: compileWantedProjects(db, wants) };
  return {
    parcels: places === 'record' ? compileParcels(db, s, feet(o)) : compileNoParcels(db),
    projects: compileProjects(db, s, radius(o)),
  };
}

/**
 * The ids of a subject's parcels and of its projects, one query each, as its lists find them (the split 'all', both
 * tiers): a survey's matches as the map's scope (surveys/survey-map-scope.ts).
 */
export function placeIdQueries(db: Kysely<DB>, s: SupplyProfile, o: MatchOptions = {}) {
  const { parcels, projects } = placeCompilers(db, s, o);
  return { parcels: parcels.ids(), projects: projects.ids() };
}

/**
 * The engine's one dispatch: the compiler of `kind` for the subject (a parcel, a project or a survey), seen through
 * the same operations. Contact groups leave out the subject's excluded contacts (a survey's own taker).
 */
export function kindQueries(
  db: Kysely<DB>,
  s: SupplyProfile,
  kind: MatchingType,
  o: ListOptions,
): KindQueries {
  if (isContactKind(kind)) {
    const c = compileContactKind(db, kind, s, s.survey?.exclude ?? []);
    const companies = o.type === 'companies';
    return {
      columnsUsed: c.columnsUsed,
      count: companies ? c.companiesCount : c.contactsCount,
      strongCount: companies ? c.strongCompaniesCount : c.strongCount,
      page: companies ? c.companiesPage : c.contactsPage,
      pointsCount: c.coordinatesCount,
      points: c.coordinates,
      shown: (page, limit) => ({
        ContactsCount: show(c.contactsCount()),
        ContactsQuery: show(c.contactsPage(page, limit)),
        CompaniesCount: show(c.companiesCount()),
        CompaniesQuery: show(c.companiesPage(page, limit)),
      }),
    };
  }
  if (kind === 'waterRights') {
    const w = compileWaterRights(db, s, radius(o));
    return {
      columnsUsed: w.columnsUsed,
      count: w.count,
      strongCount: w.strongCount,
      page: w.page,
      pointsCount: w.count,
      points: w.coordinates,
      shown: (page, limit) => ({
        WaterRightsCount: show(w.count()),
        WaterRightsQuery: show(w.page(page, limit)),
      }),
    };
  }
  const { parcels, projects } = placeCompilers(db, s, o);
  if (kind === 'projects') {
    const tier = o.projectType;
    return {
      columnsUsed: projects.columnsUsed,
      count: () => projects.count(tier),
      strongCount: projects.strongCount && (() => projects.strongCount!(tier)),
      page: (page, limit) => projects.page(tier, page, limit),
      pointsCount: () => projects.count(tier),
      points: (page, limit) => projects.coordinates(tier, page, limit),
      shown: (page, limit) => ({
        ProjectsCount: show(projects.count()),
        ProjectsQuery: show(projects.page(undefined, page, limit)),
        ParentProjectsCount: show(projects.count('parent')),
        ParentProjectsQuery: show(projects.page('parent', page, limit)),
        ChildProjectsCount: show(projects.count('child')),
        ChildProjectsQuery: show(projects.page('child', page, limit)),
      }),
    };
  }
  const split = o.matchingType ?? 'all';
  return {
    columnsUsed: parcels.columnsUsed,
    count: () => parcels.count(split),
    strongCount: parcels.strongCount && (() => parcels.strongCount!(split)),
    page: (page, limit) => parcels.page(split, page, limit),
    pointsCount: () => parcels.count(split),
    points: (page, limit) => parcels.coordinates(split, page, limit),
    shown: (page, limit) => ({
      ParcelsCount: show(parcels.count(split)),
      ParcelsQuery: show(parcels.page(split, page, limit)),
    }),
  };
}

async function countOf(q: CountQuery) {
  return (await q.executeTakeFirstOrThrow()).count;
}

/** The count of one kind of result for a subject (contacts for contact groups, unless `type` is companies). */
export async function countMatches(
  db: Kysely<DB>,
  s: SupplyProfile,
  kind: MatchingType,
  o: MatchOptions & { type?: 'contacts' | 'companies' } = {},
) {
  return countOf(kindQueries(db, s, kind, { page: 1, limit: 1, ...o }).count());
}

/**
 * A contact group's contacts and companies counts in one query (the survey cards' counts); the SQL is the
 * `ContactsAndCompaniesCount` of `bothCountsQuery`.
 */
export async function countContactsAndCompanies(db: Kysely<DB>, s: SupplyProfile, kind: ContactKind) {
  return bothCounts(db, s, kind).executeTakeFirstOrThrow();
}
const bothCounts = (db: Kysely<DB>, s: SupplyProfile, kind: ContactKind) =>
  compileContactKind(db, kind, s, s.survey?.exclude ?? []).contactsAndCompaniesCount();
/** The admin SQL of `countContactsAndCompanies`. */
export const bothCountsQuery = (db: Kysely<DB>, s: SupplyProfile, kind: ContactKind) =>
  show(bothCounts(db, s, kind));

/** The counts of several kinds, run concurrently. */
export async function countAllMatches(
  db: Kysely<DB>,
  s: SupplyProfile,
  kinds: readonly MatchingType[],
  o: MatchOptions = {},
) {
  const values = await Promise.all(kinds.map((k) => countMatches(db, s, k, o)));
  return Object.fromEntries(kinds.map((k, i) => [k, values[i]!])) as Record<MatchingType, number>;
}

function camel(key: string) {
  return key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
function camelize(row: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v]));
}

/** A page of one kind of result with its total (counts equal the length of the full list). */
export async function listMatches(db: Kysely<DB>, s: SupplyProfile, kind: MatchingType, o: ListOptions) {
  const { page, limit } = o;
  const q = kindQueries(db, s, kind, o);
  const [total, strong, rows] = await Promise.all([
    countOf(q.count()),
    q.strongCount ? countOf(q.strongCount()) : null,
    q.page(page, limit).execute(),
  ]);
  // Each kind's compiler selects the columns of that kind's row (compilers/rows.ts; packages/shared,
  // survey-matching.ts); every route answering them checks them against `matchRow` (`matchListAnswer` in
  // packages/shared/src/schemas/matching.ts, and the survey lists).
  const data = rows.map(camelize) as MatchRecordRow[];
  return { data, pagination: paginationOf({ page, limit }, total), strongItems: strong };
}

/** Map points of one kind of result (contacts with a location, parcels, projects, water rights). */
export async function matchCoordinates(db: Kysely<DB>, s: SupplyProfile, kind: MatchingType, o: ListOptions) {
  const { page, limit } = o;
  const q = kindQueries(db, s, kind, o);
  const [total, rows] = await Promise.all([countOf(q.pointsCount()), q.points(page, limit).execute()]);
  return {
    data: rows
      .filter((r) => r.lat !== null && r.lng !== null)
      .map((r) => ({
        id: r.id,
        label: r.label ?? null,
        lat: Number(r.lat),
        lng: Number(r.lng),
        type: kind as string,
      })),
    pagination: paginationOf({ page, limit }, Number(total)),
  };
}

export interface QueryGroup {
  columnsUsed: string[];
  [key: string]: string | string[];
}

/**
 * The SQL of each kind for the admin 'View Query' drawer: the very queries the list and count calls run (page 1 of
 * `limit`), with parameters inlined for display, and the columns each uses. All eight kinds unless `kinds` is given.
 */
export function matchingQueries(
  db: Kysely<DB>,
  s: SupplyProfile,
  o: ListOptions,
  kinds: readonly MatchingType[] = [...CONTACT_KINDS, 'waterRights', 'projects', 'parcels'],
): Record<MatchingType, QueryGroup> {
  const out = {} as Record<MatchingType, QueryGroup>;
  for (const kind of kinds) {
    const q = kindQueries(db, s, kind, o);
    out[kind] = { ...q.shown(o.page, o.limit), columnsUsed: q.columnsUsed };
  }
  return out;
}

/**
 * Why a contact is or is not among a subject's matches of a contact group (docs/matching.md, "Why and why not"):
 * each hard dimension's pass or fail with the values compared on it, the subject's own rule-out (a dead project, a
 * built parcel, zoning that allows nothing the group builds), whether the contact is listed, the score it has or
 * would have and the signals that make it. Null when the contact is not of the group.
 */
/** Whether one contact is listed among a group's matches of the subject (its hard constraints alone). */
export async function isContactListed(
  db: Kysely<DB>,
  s: SupplyProfile,
  kind: ContactKind,
  contactId: number,
): Promise<boolean> {
  const row = await compileContactKind(db, kind, s, s.survey?.exclude ?? [])
    .listed(contactId)
    .executeTakeFirst();
  return row?.listed === true;
}

export async function explainContactMatch(
  db: Kysely<DB>,
  s: SupplyProfile,
  kind: ContactKind,
  contactId: number,
) {
  const row = await compileContactKind(db, kind, s, s.survey?.exclude ?? [])
    .explain(contactId)
    .executeTakeFirst();
  if (!row) return null;
  const rows = row.rows as ExplainedRow[];
  return {
    kind,
    listed: row.listed,
    ruledOut: subjectRuledOut(kind, s),
    score: row.score,
    /** Each hard dimension: passes (open or agreed) or not. */
    dimensions: Object.fromEntries(rows.map((r) => [r.dimension, r.ok])) as Record<string, boolean>,
    rows,
    signals: row.signals,
  };
}
export type ContactMatchExplanation = NonNullable<Awaited<ReturnType<typeof explainContactMatch>>>;
