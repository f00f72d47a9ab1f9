import { z } from 'zod';
import { placeholderCard } from './map-answers.js';
import { pagination } from './paging.js';
import { CONTACT_GROUP_TYPES, matchRow } from './survey-matching.js';

// Answers of the matching calls of parcels, projects, companies and contacts (apps/api/src/modules/matching/;
// docs/matching.md). The survey's own matching answers are in survey-matching.ts.

/** A page of one kind of match: typed rows of that kind (survey-matching.ts `matchRow`) or placeholders. */
export const matchListAnswer = z.object({
  data: z.array(matchRow).describe('Rows of the kind asked, with matchedOn; Free Trial: placeholders'),
  pagination,
  strongItems: z
    .number()
    .nullable()
    .describe('Contact groups: the matches scoring STRONG_MATCH_SCORE (70) or more; null for other kinds'),
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

/** A value compared on a match (packages/shared, matching/compared.ts): its dimension and both sides. */
const comparedValue = z
  .looseObject({ dimension: z.string() })
  .describe(
    'A ComparedValue (docs/matching.md, "Why it matched"): the dimension and the values on both sides',
  );

/** One contact against the subject in one contact group: every hard dimension pass or fail, the score, the text. */
export const matchExplanation = z
  .object({
    kind: z.enum(CONTACT_GROUP_TYPES),
    contactId: z.number(),
    contactName: z.string().nullable(),
    listed: z.boolean().describe("Whether the contact is among the subject's matches of the group"),
    ruledOut: z
      .string()
      .nullable()
      .describe(
        'Why the subject has no match in the group at all (a dead project, a built parcel, …), or null',
      ),
    score: z.number().nullable().describe('The fit score (0–100) the contact has, or would have if listed'),
    dimensions: z
      .array(
        z.object({
          dimension: z.string(),
          ok: z.boolean().describe('Passes: the contact leaves it open, or it agrees'),
          open: z.boolean().describe('The contact leaves it open'),
          compared: z.array(comparedValue).describe('The values compared, whatever the outcome'),
        }),
      )
      .describe('Every hard dimension of the group the subject defines, pass or fail'),
    signals: z
      .array(comparedValue)
      .describe('The soft signals of the score (fit, base, track record, listings, …)'),
    lines: z.array(z.string()).describe('The same in words, ✓ or ✗ per line (explanationLines)'),
  })
  .meta({ id: 'MatchExplanation' });
export type MatchExplanation = z.infer<typeof matchExplanation>;

/** GET /parcels/matches/{id}/explain, /projects/matches/{id}/explain: why (not) a contact or a company matches. */
export const matchExplainAnswer = z.object({
  subject: z.object({ type: z.enum(['parcel', 'project']), id: z.number() }),
  contactId: z.number().nullable(),
  companyId: z.number().nullable(),
  name: z.string().nullable().describe("The contact's or company's name"),
  listed: z
    .boolean()
    .describe('Listed in at least one of the explanations (a company: by one of its contacts)'),
  explanations: z
    .array(matchExplanation)
    .describe(
      'One per contact group the contact belongs to (a company: per contact and group); matchingType narrows',
    ),
});
export type MatchExplainAnswer = z.infer<typeof matchExplainAnswer>;

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
  /** The investment/loan range as the investor gave it ('$1,000,000 - $5,000,000'); null when unknown. */
  investmentRange: z.string().nullable(),
  /** Where the record comes from: 'generated' for demo data, 'survey' for a survey taker, or an import. */
  source: z.string(),
  /** The date the record's values are true as of ('YYYY-MM-DD'); null when the source does not say. */
  sourceAsOf: z.string().nullable(),
});
export type ContactDetailAnswer = z.infer<typeof contactDetailAnswer>;
