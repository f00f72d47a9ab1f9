import type { FastifyRequest } from 'fastify';
import type { Compilable, Kysely } from 'kysely';
import type { DB } from '../../db/index.js';
import { CONTACT_KINDS, compileContactKind, type ContactKind } from '../matching/compilers/contacts.js';
import { METERS_PER_MILE } from '../matching/compilers/dimensions.js';
import { compileWaterRights } from '../matching/compilers/places.js';
import { freeTrialPaging, visibleRow } from '../matching/free-trial-rule.js';
import { inlineParameters } from '../matching/sql-display.js';
import type { SurveySubject } from './survey-subject.js';

/** The six cards of the survey matching screen (spec 2.9), in the spec's order and words. */
export const SURVEY_CARDS = [
  { matchingtype: 'builders', label: 'Builders' },
  { matchingtype: 'investors', label: 'Investors' },
  { matchingtype: 'developers', label: 'Developers' },
  { matchingtype: 'realEstateAgents', label: 'Real Estate Agents' },
  { matchingtype: 'newBuildHomebuyers', label: 'Home Buyer' },
  { matchingtype: 'waterRights', label: 'Water Rights' },
] as const;
export type SurveyCardType = (typeof SURVEY_CARDS)[number]['matchingtype'];
export const SURVEY_CARD_TYPES = SURVEY_CARDS.map((c) => c.matchingtype) as [
  SurveyCardType,
  ...SurveyCardType[],
];

/** Water rights within a mile of the survey's place (its city's centre). */
const WATER_RIGHT_METERS = METERS_PER_MILE;

const isContactKind = (t: SurveyCardType): t is ContactKind =>
  (CONTACT_KINDS as readonly string[]).includes(t);

async function first(q: { executeTakeFirstOrThrow(): Promise<{ count: number }> }) {
  return (await q.executeTakeFirstOrThrow()).count;
}

/** Counts per card: contacts and companies for the contact groups, water rights once. */
export async function surveyCounts(db: Kysely<DB>, subject: SurveySubject) {
  return Promise.all(
    SURVEY_CARDS.map(async (card) => {
      if (!isContactKind(card.matchingtype)) {
        const n = await first(compileWaterRights(db, subject.profile, WATER_RIGHT_METERS).count());
        return { ...card, count: n, contactsCount: n, companiesCount: 0 };
      }
      const c = compileContactKind(db, card.matchingtype, subject.profile, subject.exclude);
      const [contactsCount, companiesCount] = await Promise.all([
        first(c.contactsCount()),
        first(c.companiesCount()),
      ]);
      return { ...card, count: contactsCount, contactsCount, companiesCount };
    }),
  );
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const camelize = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v]));

/** A page of one card's matches with its total; Free Trial gets page 1 of 1 with a placeholder row. */
export async function surveyResults(
  req: FastifyRequest,
  db: Kysely<DB>,
  subject: SurveySubject,
  q: { matchingtype: SurveyCardType; type: 'contacts' | 'companies'; page: number; limit: number },
) {
  const paging = freeTrialPaging(req, q.page, q.limit);
  const { page, limit } = paging;
  let total: number;
  let rows: Record<string, unknown>[];
  if (isContactKind(q.matchingtype)) {
    const c = compileContactKind(db, q.matchingtype, subject.profile, subject.exclude);
    [total, rows] =
      q.type === 'companies'
        ? await Promise.all([first(c.companiesCount()), c.companiesPage(page, limit).execute()])
        : await Promise.all([first(c.contactsCount()), c.contactsPage(page, limit).execute()]);
  } else {
    const w = compileWaterRights(db, subject.profile, WATER_RIGHT_METERS);
    [total, rows] = await Promise.all([first(w.count()), w.page(page, limit).execute()]);
  }
  const data = rows.map(camelize).map((r) => (paging.placeholders ? visibleRow(req, r) : r));
  return {
    matchingtype: q.matchingtype,
    type: q.type,
    data,
    pagination: { page, limit, totalItems: total, totalPages: Math.ceil(total / limit) },
  };
}

const show = (q: Compilable) => inlineParameters(q.compile());

/** The SQL of every card (the very queries the count and list calls run, page 1) and the columns each uses. */
export function surveyQueries(db: Kysely<DB>, subject: SurveySubject, limit: number) {
  const out: Record<string, Record<string, string | string[]>> = {};
  for (const card of SURVEY_CARDS) {
    if (!isContactKind(card.matchingtype)) {
      const w = compileWaterRights(db, subject.profile, WATER_RIGHT_METERS);
      out[card.matchingtype] = {
        WaterRightsCount: show(w.count()),
        WaterRightsQuery: show(w.page(1, limit)),
        columnsUsed: w.columnsUsed,
      };
      continue;
    }
    const c = compileContactKind(db, card.matchingtype, subject.profile, subject.exclude);
    out[card.matchingtype] = {
      ContactsCount: show(c.contactsCount()),
      ContactsQuery: show(c.contactsPage(1, limit)),
      CompaniesCount: show(c.companiesCount()),
      CompaniesQuery: show(c.companiesPage(1, limit)),
      columnsUsed: c.columnsUsed,
    };
  }
  return out;
}
