import { z } from 'zod';
import { placeholderCard } from './map.js';
import { pagination } from './paging.js';
import { matchRow } from './survey-matching.js';

// Answers of the matching calls of parcels, projects, companies and contacts (apps/api/src/modules/matching/;
// docs/matching.md). The survey's own matching answers are in survey-matching.ts.

/** A page of one kind of match: typed rows of that kind (survey-matching.ts `matchRow`) or placeholders. */
export const matchListAnswer = z.object({
  data: z.array(matchRow).describe('Rows of the kind asked, with matchedOn; Free Trial: placeholders'),
  pagination,
});
export type MatchListAnswer = z.infer<typeof matchListAnswer>;

/** A match on the map: its id, label, centre and kind. */
export const matchPoint = z.object({
  id: z.number(),
  label: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  type: z.string(),
});
export type MatchPoint = z.infer<typeof matchPoint>;
/** The matching-coordinates calls: a page of matches on the map. */
export const matchCoordinatesAnswer = z.object({ data: z.array(matchPoint), pagination });
export type MatchCoordinatesAnswer = z.infer<typeof matchCoordinatesAnswer>;

/** The match counts of a parcel or a project, keyed by the spec's labels. */
export const matchCountsAnswer = z
  .record(z.string(), z.number())
  .describe('Match-count keys of the spec → count');
export type MatchCountsAnswer = z.infer<typeof matchCountsAnswer>;

/** Admins: the SQL of every group of matches, and the columns used. */
export const matchQueriesAnswer = z
  .record(z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())])))
  .describe('Per group: SQL of its Count and Query keys (as run, parameters inlined) and columnsUsed');
export type MatchQueriesAnswer = z.infer<typeof matchQueriesAnswer>;

/** GET /companies/name: company names; Free Trial: at most one, as its placeholder. */
export const companyNamesAnswer = z.object({
  data: z.array(z.union([z.object({ id: z.number(), name: z.string() }), placeholderCard])),
});
export type CompanyNamesAnswer = z.infer<typeof companyNamesAnswer>;

const list = z.array(z.string());

/** GET /contacts/{id}, the Contact modal (spec 2.3, 3 Contact): what it is, and what it looks for. */
export const contactDetailAnswer = z.object({
  id: z.number(),
  name: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  ownerName: z.string().nullable(),
  email: list,
  workEmail: z.string().nullable(),
  jobtitle: z.string().nullable(),
  address: z.string().nullable(),
  city: list,
  state: z.string().nullable(),
  county: list,
  zip: z.string().nullable(),
  country: z.string().nullable(),
  Type: list,
  company_name: z.string().nullable(),
  phone: list,
  phoneNumber1: z.string().nullable(),
  phoneNumber2: z.string().nullable(),
  mobilephone: z.string().nullable(),
  fax: z.string().nullable(),
  website: list,
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  builderFocusSpecialty: list,
  endProductPriceRanges: list,
  typeStyleOfHome: list,
  utahAreaTags: list,
  /** Preferences the matching compares: places, products, lot ranges and price ranges, as people read them. */
  areas: list,
  products: list,
  lotRanges: list,
  priceRanges: list,
  /** Where the record comes from: 'generated' for demo data, 'survey' for a survey taker, or an import. */
  source: z.string(),
});
export type ContactDetailAnswer = z.infer<typeof contactDetailAnswer>;
