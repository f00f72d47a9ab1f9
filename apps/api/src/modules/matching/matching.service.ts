import type { Compilable, Kysely } from 'kysely';
import type { MatchingType } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { CONTACT_KINDS, compileContactKind, type ContactKind } from './compilers/contacts.js';
import { METERS_PER_FOOT, METERS_PER_MILE } from './compilers/dimensions.js';
import {
  compileParcels,
  compileProjects,
  compileWaterRights,
  type ParcelMatchingType,
  type ProjectTier,
} from './compilers/places.js';
import { inlineParameters } from './sql-display.js';
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

async function countOf(q: { executeTakeFirstOrThrow(): Promise<{ count: number }> }) {
  return (await q.executeTakeFirstOrThrow()).count;
}

/** The count of one kind of result for a subject. */
export async function countMatches(
  db: Kysely<DB>,
  s: SupplyProfile,
  kind: MatchingType,
  o: MatchOptions = {},
) {
  if (isContactKind(kind)) return countOf(compileContactKind(db, kind, s).contactsCount());
  if (kind === 'waterRights') return countOf(compileWaterRights(db, s, radius(o)).count());
  if (kind === 'projects') return countOf(compileProjects(db, s, radius(o)).count());
  return countOf(compileParcels(db, s, feet(o)).count());
}

/** The eight counts, run concurrently. */
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
  let total: number;
  let rows: Record<string, unknown>[];
  if (isContactKind(kind)) {
    const c = compileContactKind(db, kind, s);
    if (o.type === 'companies') {
      [total, rows] = await Promise.all([
        countOf(c.companiesCount()),
        c.companiesPage(page, limit).execute(),
      ]);
    } else {
      [total, rows] = await Promise.all([countOf(c.contactsCount()), c.contactsPage(page, limit).execute()]);
    }
  } else if (kind === 'waterRights') {
    const c = compileWaterRights(db, s, radius(o));
    [total, rows] = await Promise.all([countOf(c.count()), c.page(page, limit).execute()]);
  } else if (kind === 'projects') {
    const c = compileProjects(db, s, radius(o));
    [total, rows] = await Promise.all([
      countOf(c.count(o.projectType)),
      c.page(o.projectType, page, limit).execute(),
    ]);
  } else {
    const c = compileParcels(db, s, feet(o));
    const type = o.matchingType ?? 'all';
    [total, rows] = await Promise.all([countOf(c.count(type)), c.page(type, page, limit).execute()]);
  }
  return {
    data: rows.map(camelize),
    pagination: { page, limit, totalItems: total, totalPages: Math.ceil(total / limit) },
  };
}

/** Map points of one kind of result (contacts with a location, parcels, projects, water rights). */
export async function matchCoordinates(db: Kysely<DB>, s: SupplyProfile, kind: MatchingType, o: ListOptions) {
  const { page, limit } = o;
  let total: number;
  let rows: { id: number; label: string | null; lat: number | null; lng: number | null }[];
  if (isContactKind(kind)) {
    const c = compileContactKind(db, kind, s);
    [total, rows] = await Promise.all([countOf(c.coordinatesCount()), c.coordinates(page, limit).execute()]);
  } else if (kind === 'waterRights') {
    const c = compileWaterRights(db, s, radius(o));
    [total, rows] = await Promise.all([countOf(c.count()), c.coordinates(page, limit).execute()]);
  } else if (kind === 'projects') {
    const c = compileProjects(db, s, radius(o));
    [total, rows] = await Promise.all([
      countOf(c.count(o.projectType)),
      c.coordinates(o.projectType, page, limit).execute(),
    ]);
  } else {
    const c = compileParcels(db, s, feet(o));
    const type = o.matchingType ?? 'all';
    [total, rows] = await Promise.all([countOf(c.count(type)), c.coordinates(type, page, limit).execute()]);
  }
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
    pagination: { page, limit, totalItems: Number(total), totalPages: Math.ceil(Number(total) / limit) },
  };
}

const show = (q: Compilable) => inlineParameters(q.compile());

export interface QueryGroup {
  columnsUsed: string[];
  [key: string]: string | string[];
}

/**
 * The SQL of every group for the admin 'View Query' drawer: the very queries the list and count calls run
 * (page 1 of `limit`), with parameters inlined for display, and the columns each uses.
 */
export function matchingQueries(
  db: Kysely<DB>,
  s: SupplyProfile,
  o: ListOptions,
): Record<MatchingType, QueryGroup> {
  const { page, limit } = o;
  const out = {} as Record<MatchingType, QueryGroup>;
  for (const kind of CONTACT_KINDS) {
    const c = compileContactKind(db, kind, s);
    out[kind] = {
      ContactsCount: show(c.contactsCount()),
      ContactsQuery: show(c.contactsPage(page, limit)),
      CompaniesCount: show(c.companiesCount()),
      CompaniesQuery: show(c.companiesPage(page, limit)),
      columnsUsed: c.columnsUsed,
    };
  }
  const w = compileWaterRights(db, s, radius(o));
  out.waterRights = {
    WaterRightsCount: show(w.count()),
    WaterRightsQuery: show(w.page(page, limit)),
    columnsUsed: w.columnsUsed,
  };
  const p = compileProjects(db, s, radius(o));
  out.projects = {
    ProjectsCount: show(p.count()),
    ProjectsQuery: show(p.page(undefined, page, limit)),
    ParentProjectsCount: show(p.count('parent')),
    ParentProjectsQuery: show(p.page('parent', page, limit)),
    ChildProjectsCount: show(p.count('child')),
    ChildProjectsQuery: show(p.page('child', page, limit)),
    columnsUsed: p.columnsUsed,
  };
  const pa = compileParcels(db, s, feet(o));
  const type = o.matchingType ?? 'all';
  out.parcels = {
    ParcelsCount: show(pa.count(type)),
    ParcelsQuery: show(pa.page(type, page, limit)),
    columnsUsed: pa.columnsUsed,
  };
  return out;
}
