import { sql, type Kysely, type QueryCreator } from 'kysely';
import { STRONG_MATCH_SCORE } from '@utah-land/shared';
import type { DB } from '../../../db/index.js';
import type { SupplyProfile } from '../profiles.js';
import { sourceAsOfOf } from '../../map/map-provenance.js';
import {
  areaDimension,
  countedProductsDimension,
  desiredCitiesDimension,
  investProductsDimension,
  priceDimension,
  dealSizeDimension,
  specialtyDimension,
  styleDimension,
} from './contact-dimensions.js';
import { columnsOf, comparedOf, matchedOnOf, present, whereOf, type Dimension } from './dimensions.js';
import {
  acreageDimension,
  localWorkDimension,
  reachDimension,
  subjectRuledOut,
  zoningCompared,
} from './fit.js';
import { scoring } from './score.js';

export const CONTACT_KINDS = [
  'builders',
  'investors',
  'developers',
  'realEstateAgents',
  'newBuildHomebuyers',
] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The contact type (`contacts.types`) of each contact group. */
export const CONTACT_KIND_TYPE: Record<ContactKind, string> = {
  builders: 'Builder',
  developers: 'Developer',
  investors: 'Investor',
  realEstateAgents: 'Real Estate Agent',
  newBuildHomebuyers: 'New Build Homebuyer',
};

/**
 * Who qualifies for each contact group, and on what (docs/matching.md, "The eight kinds of result"); `serves`, when
 * given, says whether the group can match the subject at all.
 */
const KINDS: Record<
  ContactKind,
  { type: string; dims: (s: SupplyProfile) => Dimension[]; serves?: (s: SupplyProfile) => boolean }
> = {
  builders: {
    type: CONTACT_KIND_TYPE.builders,
    dims: (s) =>
      present([
        areaDimension(s),
        countedProductsDimension(s, 'build'),
        acreageDimension(s),
        reachDimension('builders', s),
      ]),
  },
  developers: {
    type: CONTACT_KIND_TYPE.developers,
    dims: (s) =>
      present([
        areaDimension(s),
        countedProductsDimension(s, 'develop'),
        acreageDimension(s),
        reachDimension('developers', s),
      ]),
  },
  investors: {
    type: CONTACT_KIND_TYPE.investors,
    dims: (s) =>
      present([
        areaDimension(s),
        investProductsDimension(s),
        priceDimension(s, 'invest_amount'),
        dealSizeDimension(s),
        acreageDimension(s),
      ]),
  },
  realEstateAgents: {
    type: CONTACT_KIND_TYPE.realEstateAgents,
    // Agents (and so their brokerages) are listed only where they work: an office or their own recent listings
    // near the subject (localWorkDimension), not everywhere their service-area tags reach.
    dims: (s) => present([areaDimension(s), specialtyDimension(s), localWorkDimension(s)]),
  },
  newBuildHomebuyers: {
    type: CONTACT_KIND_TYPE.newBuildHomebuyers,
    dims: (s) => present([desiredCitiesDimension(s), styleDimension(s), priceDimension(s, 'home_price')]),
    // A subject that carries no new home (a built parcel, bare land with no lot estimate) has no home buyers.
    serves: (s) => s.newHome !== null,
  },
};

/**
 * The compiler of one contact group for a subject: the count, a page of contacts, the distinct companies having at
 * least one matching contact (count and page), the contacts' map points, and the columns used.
 */
export function compileContactKind(
  db: Kysely<DB>,
  kind: ContactKind,
  s: SupplyProfile,
  /** Contacts left out (a survey's own taker, who would otherwise match their own survey). */
  exclude: number[] = [],
) {
  const spec = KINDS[kind];
  const dims = spec.dims(s);
  const fixed = [sql<boolean>`c.types @> ${[spec.type]}::text[]`];
  if (spec.serves && !spec.serves(s)) fixed.push(sql<boolean>`false /* the subject carries no new homes */`);
  const ruledOut = subjectRuledOut(kind, s);
  // The reason is one of subjectRuledOut's own texts, never user input.
  if (ruledOut) fixed.push(sql<boolean>`${sql.raw(`false /* ${ruledOut} */`)}`);
  if (exclude.length) fixed.push(sql<boolean>`c.contact_id <> ALL(${exclude}::int8[])`);
  const where = whereOf(fixed, dims);
  // The fit model's score and its signals (compilers/score.ts); the subject's zoning is a row of every builder's
  // and developer's compared values.
  const fit = scoring(kind, s, dims);
  const zoning = kind === 'builders' || kind === 'developers' ? zoningCompared(s) : null;
  const compared = sql<unknown[]>`(${comparedOf(dims)} || ${zoning ?? sql`'[]'::jsonb`} || ${fit.compared})`;
  // Counts read the narrow profile table (migration 0008); pages join the contact for display.
  const matched = db.selectFrom('contact_match_profiles as c').where(where);
  // The subject's surroundings are computed once, as the materialized CTE `f` of the outermost query (`top`), and
  // joined where the score reads them (a subquery would be run again for every row).
  const surroundings = fit.surroundings;
  const top: QueryCreator<DB> = surroundings
    ? (db.with(
        (cte) => cte('f').materialized(),
        () => sql<{ near: number[] }>`(${surroundings})`,
      ) as unknown as QueryCreator<DB>)
    : db;
  const joinF = <Q>(q: Q): Q =>
    surroundings
      ? ((
          q as unknown as { innerJoin: (t: unknown, on: (j: { onTrue(): unknown }) => unknown) => Q }
        ).innerJoin(sql`f`.as('f'), (j) => j.onTrue()) as Q)
      : q;
  const scored = joinF(matched);
  const withContact = matched.innerJoin('contacts as ct', 'ct.id', 'c.contact_id');
  const viaCompanies = db
    .selectFrom('company_contacts as cc')
    .innerJoin('contact_match_profiles as c', 'c.contact_id', 'cc.contact_id')
    .where(where);

  // Each matching contact of a company with its score, computed before the rows are grouped by company: grouped
  // first, every row carried the surroundings' sets (`f`, tens of kilobytes) through the sort, which spilled to disk
  // (1.5 s for 10,000 builders of a Salt Lake County survey). OFFSET 0 keeps the planner from merging it back.
  const scoredContactsOfCompanies = joinF(viaCompanies)
    .selectAll('c')
    .select([sql<number>`cc.company_id`.as('match_company_id'), fit.score.as('match_score')])
    .offset(0);

  return {
    kind,
    columnsUsed: columnsOf(['contact_match_profiles.types'], dims),
    contactsCount: () => matched.select(sql<number>`count(*)::int`.as('count')),
    /** Matches scoring STRONG_MATCH_SCORE or more (the strong-matches count beside a list's total). */
    strongCount: () =>
      joinF(top.selectFrom('contact_match_profiles as c').where(where)).select(
        sql<number>`(count(*) FILTER (WHERE ${fit.score} >= ${STRONG_MATCH_SCORE}::int))::int`.as('count'),
      ),
    // The page is cut on the narrow table first (order by score, best first, then id; limit; `matchedOn`), then only
    // its rows join the contact and have their compared values written.
    contactsPage: (page: number, limit: number) =>
      joinF(
        top
          .selectFrom(
            scored
              .select(['c.contact_id', matchedOnOf(dims).as('matched_on'), fit.score.as('score')])
              .orderBy('score', 'desc')
              .orderBy('c.contact_id')
              .limit(limit)
              .offset((page - 1) * limit)
              .as('m'),
          )
          .innerJoin('contacts as ct', 'ct.id', 'm.contact_id')
          .innerJoin('contact_match_profiles as c', 'c.contact_id', 'm.contact_id'),
      )
        .select([
          'ct.id',
          'ct.name',
          'ct.firstname',
          'ct.lastname',
          'ct.emails',
          'ct.work_email',
          'ct.phones',
          'ct.phone_number1',
          'ct.phone_number2',
          'ct.address',
          'ct.cities',
          'ct.websites',
          'ct.types',
          'ct.source',
          sourceAsOfOf('ct').as('source_as_of'),
          sql<string | null>`(SELECT string_agg(co.name, ', ' ORDER BY co.name) FROM company_contacts cc2
            JOIN companies co ON co.id = cc2.company_id WHERE cc2.contact_id = m.contact_id)`.as('company'),
          'm.matched_on',
          'm.score',
          compared.as('compared'),
        ])
        .orderBy('m.score', 'desc')
        .orderBy('m.contact_id'),
    companiesCount: () => viaCompanies.select(sql<number>`count(DISTINCT cc.company_id)::int`.as('count')),
    /**
     * Both counts in one pass over the matching rows (the survey cards show both; docs/surveys.md), the companies
     * read from each profile's `company_ids` (migration 0021): each contact is counted on its first company's row,
     * or its only row when it has none.
     */
    contactsAndCompaniesCount: () =>
      matched
        .leftJoin(
          sql<{
            company_id: number;
            ord: number;
          }>`LATERAL (SELECT u.id AS company_id, u.n AS ord FROM unnest(c.company_ids) WITH ORDINALITY AS u(id, n))`.as(
            'co',
          ),
          (join) => join.onTrue(),
        )
        .select([
          sql<number>`(count(*) FILTER (WHERE co.ord IS NULL OR co.ord = 1))::int`.as('contacts'),
          sql<number>`count(DISTINCT co.company_id)::int`.as('companies'),
        ]),
    /** Companies with at least one strong matching contact. */
    strongCompaniesCount: () =>
      joinF(
        top
          .selectFrom('company_contacts as cc')
          .innerJoin('contact_match_profiles as c', 'c.contact_id', 'cc.contact_id')
          .where(where),
      ).select(
        sql<number>`(count(DISTINCT cc.company_id) FILTER (WHERE ${fit.score} >= ${STRONG_MATCH_SCORE}::int))::int`.as(
          'count',
        ),
      ),
    // The page of companies is cut first (order by the best score of their matching contacts, then id; limit;
    // `matchedOn`); then each has the values compared of its matching contacts written.
    companiesPage: (page: number, limit: number) =>
      joinF(
        top
          .selectFrom(
            top
              .selectFrom(scoredContactsOfCompanies.as('c'))
              .select([
                sql<number>`c.match_company_id`.as('company_id'),
                sql<number>`count(*)::int`.as('matching_contacts'),
                matchedOnOf(dims, true).as('matched_on'),
                sql<number>`max(c.match_score)::int`.as('score'),
              ])
              .groupBy(sql`c.match_company_id`)
              .orderBy('score', 'desc')
              .orderBy(sql`c.match_company_id`)
              .limit(limit)
              .offset((page - 1) * limit)
              .as('m'),
          )
          .innerJoin('companies as co', 'co.id', 'm.company_id'),
      )
        .select([
          'co.id',
          'co.name',
          'co.emails',
          'co.websites',
          'co.phones',
          'co.address',
          'co.city',
          'co.company_type',
          'co.google_rating',
          'co.source',
          sourceAsOfOf('co').as('source_as_of'),
          'm.matching_contacts',
          'm.matched_on',
          'm.score',
          // The surroundings `f` of the outer query are read by the signals of each contact.
          sql<
            unknown[]
          >`(SELECT jsonb_path_query_array(jsonb_agg(${compared}), '$[*][*]') FROM company_contacts cc
            JOIN contact_match_profiles c ON c.contact_id = cc.contact_id WHERE cc.company_id = m.company_id AND ${where})`.as(
            'compared',
          ),
        ])
        .orderBy('m.score', 'desc')
        .orderBy('m.company_id'),
    /**
     * Whether one contact of the group is listed for the subject: the hard constraints alone, without the score and
     * the surroundings they read (a land offer asks this of one taker for each of up to LAND_OFFERS_READ subjects).
     * No row when the contact is not of the group.
     */
    listed: (contactId: number) =>
      db
        .selectFrom('contact_match_profiles as c')
        .where('c.contact_id', '=', contactId)
        .where(sql<boolean>`c.types @> ${[spec.type]}::text[]`)
        .select(sql<boolean>`${where}`.as('listed')),
    /**
     * Why (not): for one contact of the group, whether each dimension passes (the contact leaves it open or it
     * agrees), the values compared on it whatever the outcome, whether the contact is listed, the score it has or
     * would have and the signals that make it (docs/matching.md, "Why and why not"). No row when the contact is not
     * of the group.
     */
    explain: (contactId: number) =>
      joinF(top.selectFrom('contact_match_profiles as c'))
        .where('c.contact_id', '=', contactId)
        .where(sql<boolean>`c.types @> ${[spec.type]}::text[]`)
        .select([
          explainedRows(dims).as('rows'),
          sql<boolean>`${whereOf(fixed, dims)}`.as('listed'),
          fit.score.as('score'),
          sql<unknown[]>`(${zoning ?? sql`'[]'::jsonb`} || ${fit.compared})`.as('signals'),
        ]),
    coordinatesCount: () =>
      withContact.where('ct.location', 'is not', null).select(sql<number>`count(*)::int`.as('count')),
    coordinates: (page: number, limit: number) =>
      withContact
        .where('ct.location', 'is not', null)
        .select([
          'ct.id',
          'ct.name as label',
          sql<number>`ST_Y(ct.location)`.as('lat'),
          sql<number>`ST_X(ct.location)`.as('lng'),
        ])
        .orderBy('c.contact_id')
        .limit(limit)
        .offset((page - 1) * limit),
  };
}
export type ContactKindCompiler = ReturnType<typeof compileContactKind>;

/** One row per dimension: passes or not, left open or not, and the values compared whatever the outcome. */
function explainedRows(dims: Dimension[]) {
  if (dims.length === 0) return sql<ExplainedRow[]>`'[]'::jsonb`;
  const row = (d: Dimension) =>
    sql`jsonb_build_object('dimension', ${sql.lit(d.name)}::text, 'ok', ${whereOf([], [d])},
      'open', ${d.demandUndefined ?? sql`false`}, 'compared', ${d.explained ?? d.compared ?? sql`'[]'::jsonb`})`;
  return sql<ExplainedRow[]>`jsonb_build_array(${sql.join(dims.map(row))})`;
}

/** One hard dimension of a contact against a subject, pass or fail (`explain`). */
export interface ExplainedRow {
  dimension: string;
  ok: boolean;
  /** The contact leaves the dimension open (it passes without agreeing). */
  open: boolean;
  compared: unknown[];
}
