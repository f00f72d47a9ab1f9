// A survey's matches through the matching engine (docs/surveys.md, "Matching"): the six cards, a page of one kind,
// the matches call of the dashboard and /network, and the admin SQL. The survey is a subject like a parcel or a
// project (survey-subject.ts); nothing here compiles SQL of its own.

import type { Caller } from '../../plugins/auth.js';
import type { Kysely } from 'kysely';
import {
  SURVEY_CARDS,
  isContactGroupType,
  type AnyMatchRow,
  type MatchingType,
  type SurveyMatchesEntry,
} from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { freeTrialPaging, visibleRow } from '../matching/free-trial-rule.js';
import {
  bothCountsQuery,
  countContactsAndCompanies,
  countMatches,
  listMatches,
  matchingQueries,
} from '../matching/matching.service.js';
import type { SurveySubject } from './survey-subject.js';
import { markOwnerLand } from './owner-land.js';

type ListType = 'contacts' | 'companies';

/** Contacts and companies counts of a contact group; the count of any other kind. */
async function countsOf(db: Kysely<DB>, subject: SurveySubject, kind: MatchingType) {
  if (!isContactGroupType(kind)) {
    const n = await countMatches(db, subject.profile, kind);
    return { count: n, contactsCount: n, companiesCount: 0 };
  }
  const both = await countContactsAndCompanies(db, subject.profile, kind);
  return { count: both.contacts, contactsCount: both.contacts, companiesCount: both.companies };
}

/** Counts per card, in the spec's order (one query per card, run concurrently). */
export async function surveyCounts(db: Kysely<DB>, subject: SurveySubject) {
  return Promise.all(
    SURVEY_CARDS.map(async (card) => ({ ...card, ...(await countsOf(db, subject, card.matchingtype)) })),
  );
}

/** A page of one kind's matches with its total; Free Trial gets page 1 of 1 with a placeholder row. */
export async function surveyResults(
  req: Caller,
  db: Kysely<DB>,
  subject: SurveySubject,
  q: { matchingtype: MatchingType; type: ListType; page: number; limit: number },
) {
  const paging = freeTrialPaging(req, q.page, q.limit);
  const result = await listMatches(db, subject.profile, q.matchingtype, {
    page: paging.page,
    limit: paging.limit,
    type: isContactGroupType(q.matchingtype) ? q.type : undefined,
  });
  return {
    surveyid: subject.profile.survey!.surveyId,
    matchingtype: q.matchingtype,
    type: q.type as ListType,
    // Rows as the compilers select them, checked against the shared row schemas when the answer is serialized.
    data: (paging.placeholders
      ? result.data.map((r) => visibleRow(req, r))
      : q.matchingtype === 'parcels'
        ? await markOwnerLand(db, result.data)
        : result.data) as AnyMatchRow[],
    pagination: result.pagination,
    strongItems: result.strongItems,
  };
}

const COUNT_KEY: Partial<Record<MatchingType, keyof SurveyMatchesEntry>> = {
  waterRights: 'waterRightsCount',
  projects: 'projectsCount',
  parcels: 'parcelsCount',
};

/**
 * The matches call: for each kind asked, its count(s) and page `page` of its lists keyed by type (contacts and
 * companies for a contact group; waterRights, projects or parcels otherwise).
 */
export async function surveyMatches(
  req: Caller,
  db: Kysely<DB>,
  subject: SurveySubject,
  kinds: readonly MatchingType[],
  page: number,
  limit: number,
): Promise<SurveyMatchesEntry[]> {
  const list = (matchingtype: MatchingType, type: ListType) =>
    surveyResults(req, db, subject, { matchingtype, type, page, limit });
  return Promise.all(
    kinds.map(async (kind): Promise<SurveyMatchesEntry> => {
      if (isContactGroupType(kind)) {
        const [contacts, companies] = await Promise.all([list(kind, 'contacts'), list(kind, 'companies')]);
        return {
          matchingtype: kind,
          count: contacts.pagination.totalItems,
          contactsCount: contacts.pagination.totalItems,
          companiesCount: companies.pagination.totalItems,
          strongItems: contacts.strongItems,
          companiesStrongItems: companies.strongItems,
          list: { contacts: contacts.data, companies: companies.data },
        };
      }
      const rows = await list(kind, 'contacts');
      return {
        matchingtype: kind,
        count: rows.pagination.totalItems,
        [COUNT_KEY[kind]!]: rows.pagination.totalItems,
        strongItems: rows.strongItems,
        list: { [kind]: rows.data },
      };
    }),
  );
}

/** The SQL of every kind (the very queries the count and list calls run, page 1 of `limit`) and columns used. */
export function surveyQueries(db: Kysely<DB>, subject: SurveySubject, limit: number, kinds?: MatchingType[]) {
  const out = matchingQueries(db, subject.profile, { page: 1, limit }, kinds);
  // The cards' counts (resultsCount) run both counts of a contact group in one query.
  for (const kind of Object.keys(out) as MatchingType[])
    if (isContactGroupType(kind))
      out[kind] = { ...out[kind], ContactsAndCompaniesCount: bothCountsQuery(db, subject.profile, kind) };
  return out;
}
