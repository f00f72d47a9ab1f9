import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/index.js';
import type { SupplyProfile } from '../profiles.js';
import {
  areaDimension,
  countedProductsDimension,
  desiredCitiesDimension,
  investProductsDimension,
  priceDimension,
  specialtyDimension,
  styleDimension,
} from './contact-dimensions.js';
import { columnsOf, comparedOf, matchedOnOf, present, whereOf, type Dimension } from './dimensions.js';

export const CONTACT_KINDS = [
  'builders',
  'investors',
  'developers',
  'realEstateAgents',
  'newBuildHomebuyers',
] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * Who qualifies for each contact group, and on what (docs/matching.md, "The eight kinds of result"); `serves`, when
 * given, says whether the group can match the subject at all.
 */
const KINDS: Record<
  ContactKind,
  { type: string; dims: (s: SupplyProfile) => Dimension[]; serves?: (s: SupplyProfile) => boolean }
> = {
  builders: {
    type: 'Builder',
    dims: (s) => present([areaDimension(s), countedProductsDimension(s, 'build')]),
  },
  developers: {
    type: 'Developer',
    dims: (s) => present([areaDimension(s), countedProductsDimension(s, 'develop')]),
  },
  investors: {
    type: 'Investor',
    dims: (s) => present([areaDimension(s), investProductsDimension(s), priceDimension(s, 'invest_amount')]),
  },
  realEstateAgents: {
    type: 'Real Estate Agent',
    dims: (s) => present([areaDimension(s), specialtyDimension(s)]),
  },
  newBuildHomebuyers: {
    type: 'New Build Homebuyer',
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
  if (exclude.length) fixed.push(sql<boolean>`c.contact_id <> ALL(${exclude}::int8[])`);
  const where = whereOf(fixed, dims);
  // Counts read the narrow profile table (migration 0008); pages join the contact for display.
  const matched = db.selectFrom('contact_match_profiles as c').where(where);
  const withContact = matched.innerJoin('contacts as ct', 'ct.id', 'c.contact_id');
  const viaCompanies = db
    .selectFrom('company_contacts as cc')
    .innerJoin('contact_match_profiles as c', 'c.contact_id', 'cc.contact_id')
    .where(where);

  return {
    kind,
    columnsUsed: columnsOf(['contact_match_profiles.types'], dims),
    contactsCount: () => matched.select(sql<number>`count(*)::int`.as('count')),
    // The page is cut on the narrow table first (order, limit, `matchedOn`), then only its rows join the contact
    // and have their compared values written.
    contactsPage: (page: number, limit: number) =>
      db
        .selectFrom(
          matched
            .select(['c.contact_id', matchedOnOf(dims).as('matched_on')])
            .orderBy('c.contact_id')
            .limit(limit)
            .offset((page - 1) * limit)
            .as('m'),
        )
        .innerJoin('contacts as ct', 'ct.id', 'm.contact_id')
        .innerJoin('contact_match_profiles as c', 'c.contact_id', 'm.contact_id')
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
          sql<string | null>`(SELECT string_agg(co.name, ', ' ORDER BY co.name) FROM company_contacts cc2
            JOIN companies co ON co.id = cc2.company_id WHERE cc2.contact_id = m.contact_id)`.as('company'),
          'm.matched_on',
          comparedOf(dims).as('compared'),
        ])
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
    // The page of companies is cut first (order, limit, `matchedOn`); then each has the values compared of its
    // matching contacts written.
    companiesPage: (page: number, limit: number) =>
      db
        .selectFrom(
          viaCompanies
            .select([
              'cc.company_id',
              sql<number>`count(*)::int`.as('matching_contacts'),
              matchedOnOf(dims, true).as('matched_on'),
            ])
            .groupBy('cc.company_id')
            .orderBy('cc.company_id')
            .limit(limit)
            .offset((page - 1) * limit)
            .as('m'),
        )
        .innerJoin('companies as co', 'co.id', 'm.company_id')
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
          'm.matching_contacts',
          'm.matched_on',
          sql<unknown[]>`(SELECT ${comparedOf(dims, true)} FROM company_contacts cc
            JOIN contact_match_profiles c ON c.contact_id = cc.contact_id WHERE cc.company_id = m.company_id AND ${where})`.as(
            'compared',
          ),
        ])
        .orderBy('m.company_id'),
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
