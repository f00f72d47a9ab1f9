// The one registry of survey types (docs/surveys.md, "One definition per type"): for each type its side, whether it
// is answered for a client, how many a user may hold, its questions, its checks and the profile it writes. The API,
// the web, the demo data and the database's allowed values (checked by packages/shared/test/unit/survey-registry
// .test.ts) read it; a new type is an entry here and in SURVEY_TYPES, and the compiler names what is missing.

import { SURVEY_TYPES, type SurveyType } from '../enums.js';
import {
  answerText,
  builderCompanyQuestions,
  clientSurveyQuestions,
  developerCompanyQuestions,
  homeBuyerQuestions,
  investorSurveyQuestions,
  agentSurveyQuestions,
  landOwnerSurveyQuestions,
  projectSurveyQuestions,
  waterRightQuestions,
  type SurveyAnswers,
  type SurveyDefinition,
  type SurveySide,
} from './definitions.js';
import {
  agentContact,
  builderContact,
  developerContact,
  homeBuyerContact,
  investorContact,
  landOwnerContact,
  profileFrom,
  projectProfileOf,
  waterRightContact,
  type ContactProfile,
  type SurveyProfile,
} from './mapping.js';
import { CLIENT_TYPES, type ClientType } from './options.js';
import {
  SURVEY_MESSAGES,
  agentMessages,
  homeBuyerMessages,
  investorMessages,
  landOwnerMessages,
  productMessages,
  projectMessages,
  waterRightMessages,
} from './validation.js';

/** What a client survey is, per client type: the side, the checks and the contact of the mirrored survey. */
export interface ClientKind {
  /** The survey type whose questions a client of this type answers. */
  as: SurveyType;
  side: SurveySide;
  warnings: (a: SurveyAnswers) => string[];
  contact: (a: SurveyAnswers) => ContactProfile;
}

export const CLIENT_KINDS: Record<ClientType, ClientKind> = {
  'Property Seller': {
    as: 'Land Owner',
    side: 'supply',
    warnings: (a) => landOwnerMessages(a, 'seller_utah_area_tags'),
    contact: (a) => landOwnerContact(a, 'seller_utah_area_tags'),
  },
  'Land Buyer': {
    as: 'Real Estate Agent',
    side: 'demand',
    warnings: (a) => agentMessages(a, 'buyer_utah_area_tags'),
    contact: (a) => agentContact(a, 'buyer_utah_area_tags'),
  },
  Investor: {
    as: 'Investor',
    side: 'demand',
    warnings: (a) => investorMessages(a),
    contact: investorContact,
  },
  Builder: {
    as: 'Builder Company',
    side: 'demand',
    warnings: (a) => productMessages(a, 'build', 'builder_utah_area_tags'),
    contact: (a) => builderContact(a, 'builder_utah_area_tags'),
  },
  Developer: {
    as: 'Developer Company',
    side: 'demand',
    warnings: (a) => productMessages(a, 'develop', 'developer_utah_area_tags'),
    contact: (a) => developerContact(a, 'developer_utah_area_tags'),
  },
};

/** The client kind of a client survey's answers, null while no client type is chosen. */
export function clientKindOf(a: SurveyAnswers): ClientKind | null {
  const t = answerText(a, 'client_type');
  return (CLIENT_TYPES as readonly string[]).includes(t) ? CLIENT_KINDS[t as ClientType] : null;
}

const none = () => null;

/** A client survey: the client type picks the checks and the contact. */
function clientSurvey(type: SurveyType, whose: string): SurveyDefinition {
  return {
    type,
    name: `${type} Survey`,
    side: 'demand',
    forClient: true,
    holds: 'many',
    offers:
      `${whose}: supplies land (Property Seller) or demands it (Land Buyer, Investor, Builder, Developer), as the ` +
      'survey of that type does.',
    questions: clientSurveyQuestions(),
    warnings: (a) => clientKindOf(a)?.warnings(a) ?? [SURVEY_MESSAGES.clientType],
    contact: (a) => clientKindOf(a)?.contact(a) ?? null,
    project: none,
  };
}

const own = (
  type: SurveyType,
  side: SurveySide,
  offers: string,
  parts: Pick<SurveyDefinition, 'questions' | 'warnings' | 'contact'> & Partial<SurveyDefinition>,
): SurveyDefinition => ({
  type,
  name: `${type} Survey`,
  side,
  forClient: false,
  holds: 'one',
  offers,
  project: none,
  ...parts,
});

const DEMAND_SEES =
  'Land owners, Property Seller clients and project surveys see the taker among their Builders, Developers or ' +
  'Investors; parcels and projects are matched against the ranges.';

export const SURVEY_DEFINITIONS: Record<SurveyType, SurveyDefinition> = {
  'Builder Company': own(
    'Builder Company',
    'demand',
    `Demands lots to build, by area, product and lot range. ${DEMAND_SEES}`,
    {
      questions: builderCompanyQuestions(),
      warnings: (a) => productMessages(a, 'build', 'utah_area_tags'),
      contact: (a) => builderContact(a),
    },
  ),
  'Builder Client': clientSurvey('Builder Client', "A builder's client"),
  'Developer Company': own(
    'Developer Company',
    'demand',
    `Demands land to develop, by area, product and lot range. ${DEMAND_SEES}`,
    {
      questions: developerCompanyQuestions(),
      warnings: (a) => productMessages(a, 'develop', 'utah_area_tags'),
      contact: (a) => developerContact(a),
    },
  ),
  Investor: own('Investor', 'demand', `Demands investments by area, product and amount. ${DEMAND_SEES}`, {
    questions: investorSurveyQuestions(),
    warnings: (a) => investorMessages(a),
    contact: investorContact,
  }),
  'Land Owner': own(
    'Land Owner',
    'supply',
    'Supplies land (city, acres, zoning): builders, developers and investors whose ranges fit see it among their matches; the owner sees them.',
    {
      questions: landOwnerSurveyQuestions(),
      warnings: (a) => landOwnerMessages(a),
      contact: (a) => landOwnerContact(a),
    },
  ),
  'New Build Home Buyer': own(
    'New Build Home Buyer',
    'demand',
    'Demands a new home by city, style and budget: builders and project surveys in those cities see the buyer.',
    { questions: homeBuyerQuestions(), warnings: homeBuyerMessages, contact: homeBuyerContact },
  ),
  'I Have a Project': own(
    'I Have a Project',
    'supply',
    'Supplies a project (public ones are a project record): builders, developers, investors and agents see it.',
    {
      holds: 'many',
      questions: projectSurveyQuestions(),
      warnings: projectMessages,
      contact: none,
      project: projectProfileOf,
    },
  ),
  'Real Estate Agent': own(
    'Real Estate Agent',
    'demand',
    'Offers representation by area and specialty: owners and project surveys see the agent among their agents.',
    {
      questions: agentSurveyQuestions(),
      warnings: (a) => agentMessages(a, 'utah_area_tags'),
      contact: (a) => agentContact(a),
    },
  ),
  'Real Estate Agent Client': clientSurvey('Real Estate Agent Client', "An agent's client"),
  'Water Right': own(
    'Water Right',
    'supply',
    'Supplies a water right in a city: surveys near that city see it among their Water Rights.',
    { questions: waterRightQuestions(), warnings: waterRightMessages, contact: waterRightContact },
  ),
};

export const SURVEY_NAMES: readonly string[] = SURVEY_TYPES.map((t) => SURVEY_DEFINITIONS[t].name);

/** The survey type of a type or survey name ('Builder Company' or 'Builder Company Survey'). */
export function surveyTypeOf(name: string): SurveyType | undefined {
  const bare = name.trim().replace(/ Survey$/, '');
  return (SURVEY_TYPES as readonly string[]).includes(bare) ? (bare as SurveyType) : undefined;
}

/** The side of a survey with these answers: a client survey's is its client type's. */
export function sideOf(type: SurveyType, a: SurveyAnswers): SurveySide {
  const def = SURVEY_DEFINITIONS[type];
  return def.forClient ? (clientKindOf(a)?.side ?? def.side) : def.side;
}

/** Every failing check of a survey's answers, in the spec's order (empty when the answers pass). */
export const surveyWarnings = (type: SurveyType, a: SurveyAnswers): string[] =>
  SURVEY_DEFINITIONS[type].warnings(a);

/** The one warning the form shows and the server answers: the last failing check, or null. */
export function surveyWarning(type: SurveyType, a: SurveyAnswers): string | null {
  const all = surveyWarnings(type, a);
  return all.length ? all[all.length - 1]! : null;
}

/** The contact profile of a survey, null for surveys that make none. */
export const contactProfileOf = (type: SurveyType, a: SurveyAnswers): ContactProfile | null =>
  SURVEY_DEFINITIONS[type].contact(a);

/** The profile, criteria rows and map filters of a survey's answers. */
export function surveyProfileOf(type: SurveyType, a: SurveyAnswers): SurveyProfile {
  const def = SURVEY_DEFINITIONS[type];
  return profileFrom(def.contact(a), def.project(a), a);
}
