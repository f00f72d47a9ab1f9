import type {
  AnyMatchRow,
  ComparedValue,
  Hypothetical,
  MatchExplainAnswer,
  MatchingType,
  MatchPoint,
  Paged,
} from '@utah-land/shared';
import { MATCHING_TYPES, PARCEL_COUNT_KEYS, PROJECT_COUNT_KEYS } from '@utah-land/shared';
import { answer, http } from './client.js';

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

/** The spec's labels of a subject's match groups (its count keys: packages/shared, enums.ts). */
export const labelsFor = (s: MatchSubject) => (s.type === 'Parcel' ? PARCEL_COUNT_KEYS : PROJECT_COUNT_KEYS);

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
/** A page of matches; contact groups also count their strong matches (STRONG_MATCH_SCORE, docs/matching.md). */
export type MatchPage = Paged<MatchRow> & { strongItems?: number | null };
/** A match on the map (packages/shared/src/schemas/matching.ts). */
export type { MatchPoint };
export interface ListOptions {
  page: number;
  limit: number;
  type?: ListType;
  projectType?: ProjectTier;
  split?: ParcelSplit;
}

const CONTACT_PATHS = {
  builders: '/contacts/builders',
  investors: '/contacts/investors',
  developers: '/contacts/developers',
  realEstateAgents: '/contacts/realestateagents',
  newBuildHomebuyers: '/contacts/newbuildhomebuyers',
} as const satisfies Record<ContactGroupKind, string>;

/** A page of matches as the cards read them: the lists' rows are loose objects (MatchRow). */
const asPage = (page: Paged<unknown>) => page as MatchPage;

function list(s: MatchSubject, kind: MatchKind, o: ListOptions, signal?: AbortSignal): Promise<MatchPage> {
  const paging = { page: o.page, limit: o.limit, surveyTaker: s.surveyTaker || undefined };
  if (s.type === 'Project') {
    const params = {
      path: { id: s.id },
      query: {
        ...paging,
        matchingType: kind === 'parcels' ? (o.split ?? 'all') : kind,
        type: o.type,
        projectType: o.projectType,
        isChild: !!s.isChild,
      },
    };
    return answer(
      s.isChild
        ? http.GET('/projects/matches-all/{id}', { params, signal })
        : http.GET('/parent-projects/matches-all/{id}', { params, signal }),
    ).then(asPage);
  }
  const base = { ...paging, id: s.id, hypothetical: s.hypothetical };
  if (isContactGroup(kind))
    return answer(
      http.GET(CONTACT_PATHS[kind], { params: { query: { ...base, type: o.type ?? 'contacts' } }, signal }),
    ).then(asPage);
  if (kind === 'waterRights')
    return answer(http.GET('/water-rights/parcel-matching', { params: { query: base }, signal })).then(
      asPage,
    );
  if (kind === 'projects')
    return answer(
      http.GET('/projects/parcels-matching-data', {
        params: { query: { ...base, projectType: o.projectType } },
        signal,
      }),
    ).then(asPage);
  return answer(
    http.GET('/parcels/all-matching', {
      params: { query: { ...base, matchingType: o.split ?? 'all' } },
      signal,
    }),
  ).then(asPage);
}

export const matchingApi = {
  /**
   * The eight counts in one request (the server answers them all when `matchingType` is left out), keyed by kind.
   * The answer is keyed by the spec's labels (`labelsFor`), mapped back here.
   */
  counts: async (s: MatchSubject, signal?: AbortSignal): Promise<Record<MatchKind, number>> => {
    const res = await answer(
      s.type === 'Parcel'
        ? http.GET('/parcels/matches/{id}', {
            params: { path: { id: s.id }, query: { hypothetical: s.hypothetical } },
            signal,
          })
        : http.GET('/projects/matches/{id}', {
            params: { path: { id: s.id }, query: { isChild: s.isChild || undefined } },
            signal,
          }),
    );
    const labels = labelsFor(s);
    return Object.fromEntries(MATCH_KINDS.map((k) => [k, res[labels[k]] ?? 0])) as Record<MatchKind, number>;
  },
  list,
  coordinates: (s: MatchSubject, kind: MatchKind, o: Omit<ListOptions, 'type'>) => {
    const paging = { page: o.page, limit: o.limit };
    if (s.type === 'Project')
      return answer(
        http.GET('/parent-projects/matching-coordinates/{projectId}', {
          params: {
            path: { projectId: s.id },
            query: {
              ...paging,
              isChild: !!s.isChild,
              matchingToProjectType: kind,
              matchingType: kind === 'parcels' ? o.split : undefined,
              projectType: o.projectType,
            },
          },
        }),
      );
    if (kind === 'projects')
      return answer(
        http.GET('/parcels/{parcelId}/projects-matching-coordinates', {
          params: {
            path: { parcelId: s.id },
            query: { ...paging, projectType: o.projectType, hypothetical: s.hypothetical },
          },
        }),
      );
    return answer(
      http.GET('/parcels/matching-coordinates/{parcelId}', {
        params: {
          path: { parcelId: s.id },
          query: {
            ...paging,
            matchingType: kind === 'parcels' ? (o.split ?? 'all') : kind,
            hypothetical: s.hypothetical,
          },
        },
      }),
    );
  },
  /** Admin: the SQL of every group and the columns used. */
  queries: (s: MatchSubject, split?: ParcelSplit) => {
    if (s.type === 'Parcel')
      return answer(
        http.GET('/parcels/matching-queries/{serialId}', {
          params: { path: { serialId: s.id }, query: { matchingType: split, hypothetical: s.hypothetical } },
        }),
      );
    const params = {
      path: { serialId: s.id },
      query: { matchingType: split, isChild: !!s.isChild, viewQuery: 'true' },
    };
    return answer(
      s.isChild
        ? http.GET('/projects/matching-queries/{serialId}', { params })
        : http.GET('/parent-projects/matching-queries/{serialId}', { params }),
    );
  },
  /** A company and the projects and parcels it is matched to; `from` is the subject it was matched to (listed first). */
  companyDetail: (id: number, from?: MatchSubject) =>
    answer(
      http.GET('/companies/{id}/detail', {
        params: {
          path: { id },
          query: {
            parcelId: from?.type === 'Parcel' ? from.id : undefined,
            projectId: from?.type === 'Project' ? from.id : undefined,
            hypothetical: from?.hypothetical,
          },
        },
      }),
    ),
  /** A contact's full record with its preferences (the Contact modal). */
  contact: (id: number) => answer(http.GET('/contacts/{id}', { params: { path: { id } } })),
  /**
   * Why (not): one contact, or each contact of a company, against the subject in a contact group: every dimension
   * pass or fail, the score and the same in words (docs/matching.md, "Why and why not").
   */
  explain: (s: MatchSubject, who: ExplainWho, kind?: ContactGroupKind) =>
    answer<MatchExplainAnswer>(
      s.type === 'Parcel'
        ? http.GET('/parcels/matches/{id}/explain', {
            params: {
              path: { id: s.id },
              query: {
                contactId: who.contactId,
                companyId: who.companyId,
                matchingType: kind,
                hypothetical: s.hypothetical,
              },
            },
          })
        : http.GET('/projects/matches/{id}/explain', {
            params: {
              path: { id: s.id },
              query: { contactId: who.contactId, companyId: who.companyId, matchingType: kind },
            },
          }),
    ),
};

/** Whom the explain call explains: one contact, or one company (each of its contacts). */
export type ExplainWho =
  { contactId: number; companyId?: undefined } | { companyId: number; contactId?: undefined };

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
  /** Why (not) a contact or company matches the subject. */
  explain: (s: MatchSubject, who: ExplainWho, kind?: ContactGroupKind) =>
    ['matching', 'explain', ...subjectKey(s), who.contactId ?? '', who.companyId ?? '', kind ?? ''] as const,
};
