import { z } from 'zod';
import { MATCHING_TYPES, type MatchingType } from '../enums.js';
import { pagination } from './paging.js';
import { placeholderCard } from './map-answers.js';

// Survey matching's contract (docs/surveys.md, "Matching"): the cards, the rows of each kind of result, and the
// answers of the survey matching calls. API and UI both import these.

/** The six cards of the survey matching screens (spec map-matching-surveys 2.9), in the spec's order and words. */
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

/** The eight matching lists of the dashboard (accounts spec section 9), in its order. */
export const DASHBOARD_TYPES = [
  'builders',
  'investors',
  'developers',
  'realEstateAgents',
  'newBuildHomebuyers',
  'waterRights',
  'parcels',
  'projects',
] as const satisfies readonly MatchingType[];

/** The outer tabs of /view-query (accounts spec section 2), in its order and words. */
export const VIEW_QUERY_TABS: readonly { matchingtype: MatchingType; label: string }[] = [
  { matchingtype: 'builders', label: 'Builders' },
  { matchingtype: 'investors', label: 'Investors' },
  { matchingtype: 'developers', label: 'Developers' },
  { matchingtype: 'newBuildHomebuyers', label: 'New Build Homebuyer' },
  { matchingtype: 'realEstateAgents', label: 'Real Estate Agents' },
  { matchingtype: 'waterRights', label: 'Water Rights' },
  { matchingtype: 'projects', label: 'Projects' },
  { matchingtype: 'parcels', label: 'Parcels' },
];

export const CONTACT_GROUP_TYPES = [
  'builders',
  'investors',
  'developers',
  'realEstateAgents',
  'newBuildHomebuyers',
] as const satisfies readonly MatchingType[];
export const isContactGroupType = (t: MatchingType): t is (typeof CONTACT_GROUP_TYPES)[number] =>
  (CONTACT_GROUP_TYPES as readonly string[]).includes(t);

/** Page sizes, delays and heights of the survey matching screens (spec 2.9 and section 9), word for word. */
export const SURVEY_MATCH_LIMITS = {
  /** A list page: 10, or 20 in organic-filter mode. */
  pageSize: 10,
  organicPageSize: 20,
  /** /client: a 10-row preview per card, 100 a page in its list drawer, further pages after 3 s. */
  clientPreview: 10,
  clientDrawerPage: 100,
  clientNextPageDelayMs: 3000,
  /** A survey-taker change loads after 5 s. */
  surveyTakerDelayMs: 5000,
  compactListHeight: 310,
  drawerListHeight: 'calc(100vh - 165px)',
  badgeOverflow: 100000,
  /** The dashboard's matching lists: page 1, limit 10. */
  dashboardLimit: 10,
  /** The largest page a survey matching call answers. */
  maxLimit: 100,
} as const;

/** The spec's messages of the survey matching screens, word for word. */
export const SURVEY_MATCH_MESSAGES = {
  noMatches: 'No Matched Results',
  selectSurvey: 'Select a survey',
  selectSurveyTaker: 'Please select a survey taker to view matches',
  loading: 'Loading',
  countPending: 'Loading..',
  columnsUsed: 'Columns used in query',
  moreInfo: 'More Info',
  viewQuery: 'View Query',
  viewCriteria: 'View survey criterias',
  clientCodeName: 'Client code name',
} as const;

/** The survey-retrieval toasts of section 8, one per card. */
export const SURVEY_RETRIEVED_TOASTS: Record<SurveyCardType, string> = {
  builders: 'Matches Retrieved',
  investors: 'Investor Retrieved',
  developers: 'Developer Retrieved',
  realEstateAgents: 'Real estate agent Retrieved',
  newBuildHomebuyers: 'Home buyer retrieved',
  waterRights: 'Water rights retrieved',
};

/** Client survey names whose taker has client-code names (spec 2.8). */
export const CLIENT_SURVEY_NAMES = ['Real Estate Agent Client Survey', 'Builder Client Survey'] as const;

// ---------- rows ----------
// Loose objects: the fields listed are always sent; a row may carry more (e.g. what the compilers add later). Each
// has an id, so the OpenAPI document names it once (components.schemas) and every match list refers to it.

const text = z.string().nullable();
const texts = z.array(z.string());
const num = z.number().nullable();
const matchedOn = z.array(z.string()).describe('The dimensions that agreed for this row');
const score = z
  .number()
  .int()
  .min(0)
  .max(100)
  .describe('Fit, 0–100 (docs/matching.md, "The fit model"); a company: its best matching contact');
/** Parcels, projects and water rights carry a score in a survey's lists, which are ranked by it. */
const placeScore = z
  .number()
  .int()
  .min(0)
  .max(100)
  .optional()
  .describe('Fit, 0–100, in a survey’s lists (docs/matching.md, "Ranking a survey’s matches")');
const strongItems = z
  .number()
  .nullable()
  .describe('The matches scoring STRONG_MATCH_SCORE (70) or more; null where a list is not ranked');

/** Where a row comes from and as of when (docs/data.md, "Provenance"); the match cards and exports say it in words. */
const provenance = {
  source: text
    .optional()
    .describe('Where the record comes from: a key of RECORD_SOURCES, never shown as such'),
  sourceAsOf: text
    .optional()
    .describe("The date the record's values are true as of (YYYY-MM-DD); null when the source does not say"),
};

export const matchContactRow = z
  .looseObject({
    id: z.number(),
    name: text,
    firstname: text,
    lastname: text,
    emails: texts,
    workEmail: text,
    phones: texts,
    phoneNumber1: text,
    phoneNumber2: text,
    address: text,
    cities: texts,
    websites: texts,
    types: texts,
    company: text,
    matchedOn,
    score,
    ...provenance,
  })
  .meta({ id: 'MatchContactRow' });
export const matchCompanyRow = z
  .looseObject({
    id: z.number(),
    name: z.string(),
    emails: texts,
    websites: texts,
    phones: texts,
    address: text,
    city: text,
    companyType: text,
    googleRating: num,
    matchingContacts: z.number(),
    matchedOn,
    score,
    ...provenance,
  })
  .meta({ id: 'MatchCompanyRow' });
export const matchWaterRightRow = z
  .looseObject({
    id: z.number(),
    wrnum: z.string(),
    wrchex: text,
    ownerFirstName: text,
    ownerLastName: text,
    ownerEmailAddress: text,
    ownerPhone: text,
    ownerAddress1: text,
    ownerAddress2: text,
    ownerInterest: text,
    city: text,
    lat: num,
    lng: num,
    matchedOn,
    score: placeScore,
    ...provenance,
  })
  .meta({ id: 'MatchWaterRightRow' });
export const matchParcelRow = z
  .looseObject({
    id: z.number(),
    parcelId: z.string(),
    formattedParcelId: text.optional(),
    ownershipName: text.optional(),
    address: text.optional(),
    city: text.optional(),
    county: text.optional(),
    acreage: num.optional(),
    products: texts.optional(),
    lat: num.optional(),
    lng: num.optional(),
    matchedOn,
    score: placeScore,
    /** A survey's matches: the land owner who named this parcel in a survey and wants to sell it. */
    ownerWantsToSell: z
      .object({ surveyId: z.number(), name: z.string(), email: z.string() })
      .optional()
      .describe('The land owner who named this parcel in a survey (survey match lists only)'),
    ...provenance,
  })
  .meta({ id: 'MatchParcelRow' });
export const matchProjectRow = z
  .looseObject({
    id: z.number(),
    name: z.string(),
    parentProjectId: num,
    city: text,
    county: text,
    address: text,
    projectStatus: text,
    products: texts,
    pricePoint: num,
    lat: num,
    lng: num,
    matchedOn,
    score: placeScore,
    ...provenance,
  })
  .meta({ id: 'MatchProjectRow' });
export type MatchContactRow = z.infer<typeof matchContactRow>;
export type MatchCompanyRow = z.infer<typeof matchCompanyRow>;
export type MatchWaterRightRow = z.infer<typeof matchWaterRightRow>;
export type MatchParcelRow = z.infer<typeof matchParcelRow>;
export type MatchProjectRow = z.infer<typeof matchProjectRow>;
/** A row of any kind of match, as the matching engine answers it. */
export type MatchRecordRow =
  MatchContactRow | MatchCompanyRow | MatchWaterRightRow | MatchParcelRow | MatchProjectRow;

/** Any match row, or the placeholder a Free Trial user receives instead. */
export const matchRow = z.union([
  placeholderCard,
  matchContactRow,
  matchCompanyRow,
  matchWaterRightRow,
  matchParcelRow,
  matchProjectRow,
]);
export type AnyMatchRow = z.infer<typeof matchRow>;

// ---------- answers ----------

export const SURVEY_SIDES = ['supply', 'demand'] as const;
export const surveyCard = z.object({
  matchingtype: z.enum(SURVEY_CARD_TYPES),
  label: z.string(),
  count: z.number(),
  contactsCount: z.number(),
  companiesCount: z.number(),
});
export type SurveyCard = z.infer<typeof surveyCard>;

/** GET /surveys/{id}/resultsCount and /contacts/resultsCount. */
export const surveyCountsAnswer = z.object({
  surveyid: z.number(),
  surveyName: z.string(),
  side: z.enum(SURVEY_SIDES),
  data: z.array(surveyCard),
});
export type SurveyCountsAnswer = z.infer<typeof surveyCountsAnswer>;

/** GET /surveys/{id}/results, /surveys/{id}/companyresults and /contacts/results. */
export const surveyResultsAnswer = z.object({
  surveyid: z.number(),
  matchingtype: z.enum(MATCHING_TYPES),
  type: z.enum(['contacts', 'companies']),
  data: z
    .array(matchRow)
    .describe('Rows with matchedOn and score, best fit first; Free Trial: one { id, placeholder, message }'),
  pagination,
  strongItems,
});
export type SurveyResultsAnswer = z.infer<typeof surveyResultsAnswer>;

/** One kind of result in the matches call: its count(s) and a list keyed by type. */
export const surveyMatchesEntry = z.object({
  matchingtype: z.enum(MATCHING_TYPES),
  count: z.number(),
  contactsCount: z.number().optional(),
  companiesCount: z.number().optional(),
  waterRightsCount: z.number().optional(),
  projectsCount: z.number().optional(),
  parcelsCount: z.number().optional(),
  strongItems: strongItems
    .optional()
    .describe('Strong matches of the contacts, or of the kind’s own records'),
  companiesStrongItems: strongItems
    .optional()
    .describe('Contact groups: companies with a strong matching contact'),
  list: z
    .object({
      contacts: z.array(matchRow).optional(),
      companies: z.array(matchRow).optional(),
      waterRights: z.array(matchRow).optional(),
      projects: z.array(matchRow).optional(),
      parcels: z.array(matchRow).optional(),
    })
    .describe('Page `page` of each list of the kind: contacts and companies, or its own records'),
});
export type SurveyMatchesEntry = z.infer<typeof surveyMatchesEntry>;
/** GET /surveys/matches. */
export const surveyMatchesAnswer = z.object({
  surveyid: z.number(),
  surveyName: z.string(),
  side: z.enum(SURVEY_SIDES),
  page: z.number(),
  limit: z.number(),
  data: z.array(surveyMatchesEntry),
});
export type SurveyMatchesAnswer = z.infer<typeof surveyMatchesAnswer>;

export const queryGroup = z
  .record(z.string(), z.union([z.string(), z.array(z.string())]))
  .describe('SQL of each Count and Query key (as run, parameters inlined) and columnsUsed');
/**
 * Land an owner offers in words (a Land Owner survey, or a client survey for a Property Seller, with city, acres and
 * zoning but no parcel id) that a demand survey's taker would buy: the owner's land matched as a parcel of its city
 * would be, and the taker among its builders, developers, investors or agents (docs/surveys.md, "Land described in
 * words"). The same rows, both ways: the owner's list names the taker, the taker's names the owner.
 */
export const landOffer = z
  .object({
    id: z.number().describe("The owner's survey"),
    name: z.string().describe("The owner's name (or e-mail)"),
    email: z.string(),
    city: text,
    acres: num,
    zoning: text.describe("The survey's answer, e.g. 'Agricultural'"),
    lots: z
      .object({ singleFamily: z.number(), townhouse: z.number(), condos: z.number() })
      .partial()
      .describe('What the acres yield under the zoning (landOfferCounts); empty when the zoning is unknown'),
    matchedAs: z.enum(MATCHING_TYPES).describe('The group of the taker the land matched'),
    score: z.number().nullable(),
    lines: texts.describe('Why, in words: every dimension compared and the signals of the score'),
    ...provenance,
  })
  .meta({ id: 'LandOffer' });
export type LandOffer = z.infer<typeof landOffer>;
/** GET /surveys/{id}/landOffers: best fit first. */
export const landOffersAnswer = z.object({
  surveyid: z.number(),
  total: z.number(),
  data: z
    .array(z.union([landOffer, placeholderCard]))
    .describe('Best fit first; Free Trial: one { id, placeholder, message }'),
});
export type LandOffersAnswer = z.infer<typeof landOffersAnswer>;

/** GET /surveys/getQueries/{id} (admins). */
export const surveyQueriesAnswer = z.object({
  surveyid: z.number(),
  surveyName: z.string(),
  side: z.enum(SURVEY_SIDES),
  // Left a map: the SQL of each group, keyed by the spec's labels (docs/surveys.md, "Matching").
  queries: z.record(z.string(), queryGroup),
});
export type SurveyQueriesAnswer = z.infer<typeof surveyQueriesAnswer>;

/** A survey of a survey taker, as the pickers list it. */
export const takerSurvey = z.object({
  surveyid: z.number(),
  surveyName: z.string(),
  clientCodeName: text,
  clientType: text,
  isEnabled: z.boolean(),
  createdDate: z.string(),
  projectName: text,
  acres: num,
  address: text,
  city: text,
});
export type TakerSurvey = z.infer<typeof takerSurvey>;
/** GET /surveys/contacts: survey takers (the e-mails with surveys) and their surveys. */
export const surveyTaker = z.object({
  email: z.string(),
  firstname: text,
  lastname: text,
  company: text,
  surveys: z.array(takerSurvey),
});
export type SurveyTaker = z.infer<typeof surveyTaker>;
export const surveyTakersAnswer = z.object({ data: z.array(surveyTaker), pagination });
export type SurveyTakersAnswer = z.infer<typeof surveyTakersAnswer>;

/** GET /surveys/clientcodenames: the client surveys of a taker with their client-code names. */
export const clientCodeNamesAnswer = z.object({ data: z.array(takerSurvey.extend({ email: z.string() })) });
export type ClientCodeNamesAnswer = z.infer<typeof clientCodeNamesAnswer>;
export type ClientCodeName = z.infer<typeof clientCodeNamesAnswer>['data'][number];

/** GET /contacts: contacts (optionally by e-mail), with how many surveys their e-mail has taken. */
export const contactListRow = z.object({
  id: z.number(),
  name: z.string(),
  firstname: text,
  lastname: text,
  emails: texts,
  types: texts,
  company: text,
  surveyCount: z.number(),
});
export type ContactListRow = z.infer<typeof contactListRow>;
export const contactListAnswer = z.object({ data: z.array(contactListRow), pagination });
export type ContactListAnswer = z.infer<typeof contactListAnswer>;
