// The ten survey types as data: each a list of questions (map-matching-surveys spec, sections 3 and 4).
// docs/surveys.md describes how answers are stored and mapped to the matching profile.

import { HOUSE_STYLES, PROJECT_STATUSES, type SurveyType } from '../enums.js';
import type { ContactProfile, ProjectProfile } from './mapping.js';
import {
  AGENT_SPECIALTIES,
  BUILDER_CONDOS,
  BUILDER_PRODUCTS,
  BUILDER_TOWNHOME_BANDS,
  CLIENT_TYPES,
  CONDO_BANDS,
  DEVELOPER_CONDOS,
  DEVELOPER_PRODUCTS,
  DEVELOPER_TOWNHOME_BANDS,
  INVESTMENT_PRODUCTS,
  INVESTOR_OR_LENDER,
  LICENSE_TYPES,
  PRICE_LADDER_LABELS,
  PROJECT_CONDOS,
  PROJECT_SINGLE_FAMILY,
  PROJECT_TOWN_HOMES,
  PROJECT_TYPES,
  SINGLE_FAMILY,
  SINGLE_FAMILY_BANDS,
  TOWNHOMES,
  UTAH_AREA_TAGS,
  YES_NO,
  YES_NO_DONT_KNOW,
  ZONINGS,
  type ClientType,
} from './options.js';

export type QuestionType = 'select' | 'multi_select' | 'search_select' | 'input';

/** A question shows only when every condition holds: the answer of `field` includes one of `anyOf`. */
export interface VisibleWhen {
  field: string;
  anyOf: readonly string[];
}

export interface SurveyQuestion {
  /** snake_case key of the answer in the response. */
  field: string;
  label: string;
  /** The criteria key its answer is stored under (a map filter field where one exists). */
  criteria: string;
  type: QuestionType;
  /** Fixed options; absent for inputs, and for city questions (`source: 'cities'`, loaded from the server). */
  options?: readonly string[];
  source?: 'cities';
  /** Multiple values (multi_select, or a search_select over many). Stored joined by ';'. */
  multiple?: boolean;
  /** Inputs holding a number. */
  numeric?: boolean;
  required: boolean;
  hidden: boolean;
  visibleWhen?: readonly VisibleWhen[];
}

export type SurveySide = 'supply' | 'demand';

/**
 * Everything about one survey type (docs/surveys.md, "One definition per type"): the registry in registry.ts holds
 * one per type, and the API, the web, the demo data and the database's allowed values read it.
 */
export interface SurveyDefinition {
  type: SurveyType;
  /** 'Builder Company Survey' etc. */
  name: string;
  /**
   * 'supply' answers describe what the taker offers; 'demand' what they want (docs/surveys.md, "Mapping"). A client
   * survey's side is its client type's (`sideOf` in registry.ts); this is the side without a client type.
   */
  side: SurveySide;
  /** Client surveys: answered for a client, whose type picks the questions. */
  forClient: boolean;
  /** How many of this type a user may hold: one (Take, then Retake) or many (each an 'Add'). */
  holds: 'one' | 'many';
  /** What the survey supplies or demands, and who sees it (docs/surveys.md, "The ten types, both sides"). */
  offers: string;
  questions: readonly SurveyQuestion[];
  /** Every failing check of the answers, in the spec's order (validation.ts). */
  warnings: (a: SurveyAnswers) => string[];
  /** The taker's matching contact (mapping.ts), null for surveys that make none. */
  contact: (a: SurveyAnswers) => ContactProfile | null;
  /** The project a project survey describes, null for the others. */
  project: (a: SurveyAnswers) => ProjectProfile | null;
}

type Q = Omit<SurveyQuestion, 'required' | 'hidden'> & { required?: boolean; hidden?: boolean };
const q = (x: Q): SurveyQuestion => ({ required: true, hidden: false, ...x });
const when = (field: string, ...anyOf: string[]): VisibleWhen => ({ field, anyOf });

// ---- question builders shared by company and client surveys ("you" or "your client") ----

/** What the area-tag question asks: where the taker works, invests, or where the land is. */
type AreaPurpose = 'work' | 'invest' | 'land';

function areaTags(field: string, who: string, extra: VisibleWhen[] = [], purpose: AreaPurpose = 'work') {
  const you = who === 'you';
  const labels: Record<AreaPurpose, string> = {
    work: `Which Utah areas ${you ? 'do you' : 'does your client'} work in?`,
    invest: `Which Utah areas ${you ? 'does your company' : 'does your client'} invest in?`,
    land: `In which Utah areas is ${you ? 'your' : "your client's"} land?`,
  };
  return q({
    field,
    label: labels[purpose],
    criteria: 'utahAreaTags',
    type: 'search_select',
    options: UTAH_AREA_TAGS,
    multiple: true,
    visibleWhen: extra,
  });
}

/** Builder or developer product and min/max questions (the condo wording and top townhome band differ). */
function productQuestions(
  kind: 'build' | 'develop',
  who: string,
  extra: VisibleWhen[] = [],
): SurveyQuestion[] {
  const build = kind === 'build';
  const products = build ? BUILDER_PRODUCTS : DEVELOPER_PRODUCTS;
  const condos = build ? BUILDER_CONDOS : DEVELOPER_CONDOS;
  const field = build ? 'products_you_build' : 'products_you_develop';
  const verb = build ? 'build' : 'develop';
  const subject = who === 'you' ? 'do you' : 'does your client';
  const minMax = (
    product: string,
    key: string,
    noun: string,
    bands: readonly string[],
    criteria: string,
  ): SurveyQuestion[] =>
    (['minimum', 'maximum'] as const).map((end) =>
      q({
        field: `${end === 'minimum' ? 'min' : 'max'}_${key}_${verb}`,
        label: `What is the ${end} amount of ${noun} ${subject} ${verb} per project?`,
        criteria,
        type: 'select',
        options: bands,
        visibleWhen: [...extra, when(field, product)],
      }),
    );
  return [
    q({
      field,
      label: `What products ${subject} ${verb}?`,
      criteria: build ? 'numberAndStyleOfLots' : 'desiredNumberAndStyleOfLots',
      type: 'multi_select',
      options: products,
      multiple: true,
      visibleWhen: extra,
    }),
    ...minMax(SINGLE_FAMILY, 'single_family_lots', 'single family lots', SINGLE_FAMILY_BANDS, 'singleFamily'),
    ...(build
      ? [
          q({
            field: 'custom_builder',
            label: `${who === 'you' ? 'Are you' : 'Is your client'} a custom builder?`,
            criteria: 'builderFocusSpecialty',
            type: 'select',
            options: YES_NO,
            required: false,
            visibleWhen: [...extra, when(field, SINGLE_FAMILY)],
          }),
        ]
      : []),
    ...minMax(
      TOWNHOMES,
      'townhome_pads',
      'townhome pads',
      build ? BUILDER_TOWNHOME_BANDS : DEVELOPER_TOWNHOME_BANDS,
      'townhouse',
    ),
    ...minMax(condos, 'apartment_condo_units', 'apartment/condo units', CONDO_BANDS, 'condos'),
  ];
}

function investorQuestions(who: string, extra: VisibleWhen[] = []): SurveyQuestion[] {
  const subject = who === 'you' ? 'your company' : 'your client';
  return [
    areaTags('utah_area_investment_tags', who, extra, 'invest'),
    q({
      field: 'product_invest',
      label: `What real estate product does ${subject} invest in?`,
      criteria: 'specialProductTypes',
      type: 'multi_select',
      options: INVESTMENT_PRODUCTS,
      multiple: true,
      visibleWhen: extra,
    }),
    q({
      field: 'minimum_investment',
      label: `What is ${subject}'s minimum investment/loan amount?`,
      criteria: 'minInvestment',
      type: 'select',
      options: PRICE_LADDER_LABELS,
      visibleWhen: extra,
    }),
    q({
      field: 'maximum_investment',
      label: `What is ${subject}'s maximum investment/loan amount?`,
      criteria: 'maxInvestment',
      type: 'select',
      options: PRICE_LADDER_LABELS,
      required: false,
      visibleWhen: extra,
    }),
    q({
      field: 'investor_or_lender',
      label: `Is ${subject} an investor or a lender?`,
      criteria: 'investorKind',
      type: 'select',
      options: INVESTOR_OR_LENDER,
      visibleWhen: extra,
    }),
  ];
}

function agentQuestions(who: string, extra: VisibleWhen[] = []): SurveyQuestion[] {
  const subject = who === 'you' ? 'your' : "your client's";
  return [
    q({
      field: 'real_estate_specialty',
      label: `What is ${subject} real estate specialty?`,
      criteria: 'agentSpecialties',
      type: 'multi_select',
      options: AGENT_SPECIALTIES,
      multiple: true,
      visibleWhen: extra,
    }),
    q({
      field: 'license_type',
      label: `What is ${subject} license type?`,
      criteria: 'licenseType',
      type: 'select',
      options: LICENSE_TYPES,
      visibleWhen: extra,
    }),
    areaTags('utah_area_tags', who, extra),
  ];
}

function landOwnerQuestions(who: string, extra: VisibleWhen[] = []): SurveyQuestion[] {
  const subject = who === 'you' ? 'your' : "your client's";
  return [
    q({
      field: 'acres',
      label: `How many acres is ${subject} land?`,
      criteria: 'acreage',
      type: 'input',
      numeric: true,
      visibleWhen: extra,
    }),
    q({
      field: 'city',
      label: `In which city is ${subject} land?`,
      criteria: 'cities',
      type: 'search_select',
      source: 'cities',
      visibleWhen: extra,
    }),
    q({
      field: 'current_zoning',
      label: `What is ${subject} land currently zoned for?`,
      criteria: 'currentZoning',
      type: 'select',
      options: ZONINGS,
      visibleWhen: extra,
    }),
    // Ours: the parcels themselves, so the land is matched as those parcels (docs/surveys.md, "Mapping").
    q({
      field: 'parcel_ids',
      label: `What are the parcel ids of ${subject} land (optional, separated by commas)?`,
      criteria: 'parcelId',
      type: 'input',
      required: false,
      visibleWhen: extra,
    }),
  ];
}

/** The parcel ids of a land answer ('58:033:0041, 58:033:0042'): split on commas, semicolons and spaces. */
export function parcelIdsOf(answer: string): string[] {
  return [
    ...new Set(
      answer
        .split(/[,;\s]+/)
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ];
}

/** Client surveys: the client's type picks which mirrored questions show (spec section 5, agent client). */
function clientQuestions(): SurveyQuestion[] {
  const is = (t: ClientType) => [when('client_type', t)];
  return [
    q({
      field: 'client_code_name',
      label: 'Client code name',
      criteria: 'clientCodeName',
      type: 'input',
    }),
    q({
      field: 'client_type',
      label: 'What type of client is this?',
      criteria: 'clientType',
      type: 'select',
      options: CLIENT_TYPES,
    }),
    ...landOwnerQuestions('client', is('Property Seller')),
    areaTags('seller_utah_area_tags', 'client', is('Property Seller'), 'land'),
    ...agentQuestions('client', is('Land Buyer')).map((x) =>
      x.field === 'utah_area_tags' ? { ...x, field: 'buyer_utah_area_tags' } : x,
    ),
    ...investorQuestions('client', is('Investor')),
    areaTags('builder_utah_area_tags', 'client', is('Builder')),
    ...productQuestions('build', 'client', is('Builder')),
    areaTags('developer_utah_area_tags', 'client', is('Developer')),
    ...productQuestions('develop', 'client', is('Developer')),
  ];
}

/** The Builder Company survey's questions. */
export const builderCompanyQuestions = (): SurveyQuestion[] => [
  areaTags('utah_area_tags', 'you'),
  ...productQuestions('build', 'you'),
];

export const developerCompanyQuestions = (): SurveyQuestion[] => [
  ...productQuestions('develop', 'you'),
  areaTags('utah_area_tags', 'you'),
  q({
    field: 'buys_paper_lots',
    label: 'Does your company buy paper lots?',
    criteria: 'developerTags',
    type: 'select',
    options: YES_NO_DONT_KNOW,
    required: false,
  }),
];

export const investorSurveyQuestions = (): SurveyQuestion[] => investorQuestions('you');
export const agentSurveyQuestions = (): SurveyQuestion[] => agentQuestions('you');
export const landOwnerSurveyQuestions = (): SurveyQuestion[] => landOwnerQuestions('you');
export const clientSurveyQuestions = (): SurveyQuestion[] => clientQuestions();

export const homeBuyerQuestions = (): SurveyQuestion[] => [
  q({
    field: 'desired_cities',
    label: 'In which cities are you looking for a new home?',
    criteria: 'cities',
    type: 'search_select',
    source: 'cities',
    multiple: true,
  }),
  q({
    field: 'type_style_of_home',
    label: 'What type/style of home are you looking for?',
    criteria: 'houseStyle',
    type: 'multi_select',
    options: HOUSE_STYLES,
    multiple: true,
  }),
  q({
    field: 'home_budget',
    label: 'What is your home budget?',
    criteria: 'homePrice',
    type: 'select',
    options: PRICE_LADDER_LABELS.slice(1, 22),
    required: false,
  }),
];

export const projectSurveyQuestions = (): SurveyQuestion[] => [
  q({ field: 'project_name', label: 'Project name', criteria: 'name', type: 'input', required: false }),
  q({ field: 'address', label: 'Project address', criteria: 'address', type: 'input', required: false }),
  q({
    field: 'acres',
    label: 'How many acres is the project?',
    criteria: 'acreage',
    type: 'input',
    numeric: true,
    required: false,
  }),
  q({
    field: 'city',
    label: 'In which city is the project?',
    criteria: 'cities',
    type: 'search_select',
    source: 'cities',
  }),
  q({
    field: 'development_stage',
    label: 'What is the development stage of the project?',
    criteria: 'projectStatus',
    type: 'select',
    options: PROJECT_STATUSES,
  }),
  q({
    field: 'project_type',
    label: 'What type of project is it?',
    criteria: 'numberAndStyleOfLots',
    type: 'multi_select',
    options: PROJECT_TYPES,
    multiple: true,
  }),
  q({
    field: 'number_of_single_family_lots',
    label: 'How many single family lots?',
    criteria: 'singleFamily',
    type: 'input',
    numeric: true,
    visibleWhen: [when('project_type', PROJECT_SINGLE_FAMILY)],
  }),
  q({
    field: 'number_of_townhome_pads',
    label: 'How many townhome pads?',
    criteria: 'townhouse',
    type: 'input',
    numeric: true,
    visibleWhen: [when('project_type', PROJECT_TOWN_HOMES)],
  }),
  q({
    field: 'number_of_apartments_condos',
    label: 'How many apartments/condos?',
    criteria: 'condos',
    type: 'input',
    numeric: true,
    visibleWhen: [when('project_type', PROJECT_CONDOS)],
  }),
];

export const waterRightQuestions = (): SurveyQuestion[] => [
  q({
    field: 'water_right_city',
    label: 'Where is the water right located (city)?',
    criteria: 'cities',
    type: 'search_select',
    source: 'cities',
  }),
  q({
    field: 'acre_feet',
    label: 'How many acre-feet does the water right hold?',
    criteria: 'acreFeet',
    type: 'input',
    numeric: true,
    required: false,
  }),
];

/** Answers as the form and the checks see them: multi-value questions as arrays, the others as strings. */
export type SurveyAnswers = Record<string, string | string[]>;

export function answerList(a: SurveyAnswers, field: string): string[] {
  const v = a[field];
  if (Array.isArray(v)) return v;
  if (typeof v === 'string' && v.trim() !== '') return [v];
  return [];
}
export function answerText(a: SurveyAnswers, field: string): string {
  const v = a[field];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '').trim();
}

/** Whether a question shows for these answers (spec section 4, conditional question visibility). */
export function isVisible(question: SurveyQuestion, answers: SurveyAnswers): boolean {
  if (question.hidden) return false;
  return (question.visibleWhen ?? []).every((c) =>
    answerList(answers, c.field).some((v) => c.anyOf.includes(v)),
  );
}

export function visibleQuestions(def: SurveyDefinition, answers: SurveyAnswers): SurveyQuestion[] {
  return def.questions.filter((x) => isVisible(x, answers));
}
