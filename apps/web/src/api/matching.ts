import type {
  AnyMatchRow,
  CompanyDetailAnswer,
  CompanyNamesAnswer,
  ComparedValue,
  ContactDetailAnswer,
  Hypothetical,
  MatchCoordinatesAnswer,
  MatchCountsAnswer,
  MatchingType,
  MatchPoint,
  MatchQueriesAnswer,
  Paged,
} from '@utah-land/shared';
import { MATCHING_TYPES } from '@utah-land/shared';
import { api } from './client.js';

// The matching calls. Paths follow the spec: contact groups of a parcel go to
// /contacts/<group>, water rights to /water-rights/parcel-matching, projects to /projects/parcels-matching-data,
// parcels to /parcels/all-matching; a project's groups go to matches-all of its prefix.

/** The eight kinds of result (packages/shared/src/enums.ts). */
export const MATCH_KINDS = MATCHING_TYPES;
export type MatchKind = MatchingType;
export type ContactGroupKind = Exclude<MatchKind, 'parcels' | 'waterRights' | 'projects'>;
export const isContactGroup = (k: MatchKind): k is ContactGroupKind =>
  k !== 'parcels' && k !== 'waterRights' && k !== 'projects';

export type ParcelSplit = 'all' | 'buildableParcels' | 'alreadyBuildedParcels';
export type ListType = 'contacts' | 'companies';
export type ProjectTier = 'parent' | 'child';

/** What is being matched: a parcel (by its id_serial) or a parent/child project. */
export interface MatchSubject {
  type: 'Parcel' | 'Project';
  id: number;
  isChild?: boolean;
  /** Project name, or the parcel's ownership name. */
  name?: string | null;
  hypothetical?: Hypothetical;
  /** The admin's survey-taker context: whose bookmarks flag parcel and project rows. */
  surveyTaker?: string;
}

/** Match-count keys of the spec: plural for a parcel, singular contact groups for a project. */
export const PARCEL_LABELS: Record<MatchKind, string> = {
  parcels: 'Parcels',
  builders: 'Builders',
  investors: 'Investors',
  developers: 'Developers',
  realEstateAgents: 'Real Estate Agents',
  newBuildHomebuyers: 'New Build Homebuyers',
  waterRights: 'Water Rights',
  projects: 'Projects',
};
export const PROJECT_LABELS: Record<MatchKind, string> = {
  ...PARCEL_LABELS,
  builders: 'Builder',
  developers: 'Developer',
  realEstateAgents: 'Real Estate Agent',
  newBuildHomebuyers: 'New Build Homebuyer',
};
export const labelsFor = (s: MatchSubject) => (s.type === 'Parcel' ? PARCEL_LABELS : PROJECT_LABELS);

/**
 * A row of any kind of match, or a Free Trial placeholder: the shared `matchRow` the lists answer with
 * (packages/shared/src/schemas/survey-matching.ts). Its rows are loose objects; the cards read them by kind, and
 * two fields the API adds beyond the listed ones are typed here: why it matched, and where the record comes from.
 */
export type MatchRow = AnyMatchRow & { compared?: ComparedValue[]; source?: string | null } & Record<
    string,
    unknown
  >;
/** A page of one kind of match (the API's matching list answer). */
export type MatchPage = Paged<MatchRow>;
/** A match on the map (packages/shared/src/schemas/matching.ts). */
export type { MatchPoint };
export interface ListOptions {
  page: number;
  limit: number;
  type?: ListType;
  projectType?: ProjectTier;
  split?: ParcelSplit;
}

const CONTACT_PATHS: Record<ContactGroupKind, string> = {
  builders: '/contacts/builders',
  investors: '/contacts/investors',
  developers: '/contacts/developers',
  realEstateAgents: '/contacts/realestateagents',
  newBuildHomebuyers: '/contacts/newbuildhomebuyers',
};
const projectPrefix = (s: MatchSubject) => (s.isChild ? '/projects' : '/parent-projects');

function listPath(s: MatchSubject, kind: MatchKind, o: ListOptions) {
  const paging = { page: o.page, limit: o.limit, surveyTaker: s.surveyTaker || undefined };
  if (s.type === 'Project')
    return {
      path: `${projectPrefix(s)}/matches-all/${s.id}`,
      query: {
        ...paging,
        matchingType: kind === 'parcels' ? (o.split ?? 'all') : kind,
        type: o.type,
        projectType: o.projectType,
        isChild: String(!!s.isChild),
      },
    };
  const base = { ...paging, id: s.id, hypothetical: s.hypothetical };
  if (isContactGroup(kind))
    return { path: CONTACT_PATHS[kind], query: { ...base, type: o.type ?? 'contacts' } };
  if (kind === 'waterRights') return { path: '/water-rights/parcel-matching', query: base };
  if (kind === 'projects')
    return { path: '/projects/parcels-matching-data', query: { ...base, projectType: o.projectType } };
  return { path: '/parcels/all-matching', query: { ...base, matchingType: o.split ?? 'all' } };
}

export const matchingApi = {
  /**
   * The eight counts in one request (the server answers them all when `matchingType` is left out), keyed by kind.
   * The answer is keyed by the spec's labels (`labelsFor`), mapped back here.
   */
  counts: async (s: MatchSubject, signal?: AbortSignal): Promise<Record<MatchKind, number>> => {
    const path = s.type === 'Parcel' ? `/parcels/matches/${s.id}` : `/projects/matches/${s.id}`;
    const res = await api<MatchCountsAnswer>(path, {
      query: { hypothetical: s.hypothetical, isChild: s.isChild ? 'true' : undefined },
      signal,
    });
    const labels = labelsFor(s);
    return Object.fromEntries(MATCH_KINDS.map((k) => [k, res[labels[k]] ?? 0])) as Record<MatchKind, number>;
  },
  list: (s: MatchSubject, kind: MatchKind, o: ListOptions, signal?: AbortSignal) => {
    const { path, query } = listPath(s, kind, o);
    return api<MatchPage>(path, { query, signal });
  },
  coordinates: (s: MatchSubject, kind: MatchKind, o: Omit<ListOptions, 'type'>) => {
    const paging = { page: o.page, limit: o.limit };
    if (s.type === 'Project')
      return api<MatchCoordinatesAnswer>(`/parent-projects/matching-coordinates/${s.id}`, {
        query: {
          ...paging,
          isChild: String(!!s.isChild),
          matchingToProjectType: kind,
          matchingType: kind === 'parcels' ? o.split : undefined,
          projectType: o.projectType,
        },
      });
    if (kind === 'projects')
      return api<MatchCoordinatesAnswer>(`/parcels/${s.id}/projects-matching-coordinates`, {
        query: { ...paging, projectType: o.projectType, hypothetical: s.hypothetical },
      });
    return api<MatchCoordinatesAnswer>(`/parcels/matching-coordinates/${s.id}`, {
      query: {
        ...paging,
        matchingType: kind === 'parcels' ? (o.split ?? 'all') : kind,
        hypothetical: s.hypothetical,
      },
    });
  },
  /** Admin: the SQL of every group and the columns used. */
  queries: (s: MatchSubject, split?: ParcelSplit) =>
    s.type === 'Parcel'
      ? api<MatchQueriesAnswer>(`/parcels/matching-queries/${s.id}`, {
          query: { matchingType: split, hypothetical: s.hypothetical },
        })
      : api<MatchQueriesAnswer>(`${projectPrefix(s)}/matching-queries/${s.id}`, {
          query: { matchingType: split, isChild: String(!!s.isChild), viewQuery: 'true' },
        }),
  /** A company and the projects and parcels it is matched to; `from` is the subject it was matched to (listed first). */
  companyDetail: (id: number, from?: MatchSubject) =>
    api<CompanyDetailAnswer>(`/companies/${id}/detail`, {
      query: {
        parcelId: from?.type === 'Parcel' ? from.id : undefined,
        projectId: from?.type === 'Project' ? from.id : undefined,
        hypothetical: from?.hypothetical,
      },
    }),
  companyNames: (name: string) => api<CompanyNamesAnswer>('/companies/name', { query: { name } }),
  /** A contact's full record with its preferences (the Contact modal). */
  contact: (id: number) => api<ContactDetailAnswer>(`/contacts/${id}`),
};

/** The part of a matching key that names the subject (matched the same way, for the same survey taker). */
export const subjectKey = (s: MatchSubject) =>
  [s.type, s.id, s.isChild ? 'child' : 'parent', s.hypothetical ?? '', s.surveyTaker ?? ''] as const;

/** The matching query keys, all under ['matching'] (docs/architecture.md, "Query keys"). */
export const matchingKeys = {
  all: ['matching'] as const,
  counts: (s: MatchSubject | null) => ['matching', 'counts', ...(s ? subjectKey(s) : [])] as const,
  /** Every list of a subject (any kind, page or list type). */
  lists: (s: MatchSubject) => ['matching', 'list', ...subjectKey(s)] as const,
  list: (s: MatchSubject, kind: MatchKind, options: ListOptions) =>
    [...matchingKeys.lists(s), kind, options] as const,
  queries: (s: MatchSubject, split?: ParcelSplit) =>
    ['matching', 'queries', ...subjectKey(s), split ?? 'all'] as const,
  company: (id: number | null, from?: MatchSubject) =>
    ['matching', 'company', id, from?.type, from?.id, from?.hypothetical] as const,
  /** A contact's full record (GET /contacts/{id}), opened from a match card. */
  contact: (id: number | undefined) => ['contact', id] as const,
};
