// Survey answer checks (map-matching-surveys spec, section 5), word for word. The form shows only the last failing
// message, as the spec says; the server answers 400 with the same one.

import { answerList, answerText, type SurveyAnswers } from './definitions.js';
import {
  BUILDER_CONDOS,
  DEVELOPER_CONDOS,
  DONT_DEVELOP_SFD,
  PROJECT_CONDOS,
  PROJECT_SINGLE_FAMILY,
  PROJECT_TOWN_HOMES,
  SINGLE_FAMILY,
  TOP_BANDS,
  PRICE_LADDER_LABELS,
  TOWNHOMES,
} from './options.js';

export const SURVEY_MESSAGES = {
  acres: 'Please enter the acres of your land',
  city: 'Please enter the city name',
  zoning: 'Please enter what your land currently zoned for',
  homeStyle: 'Please enter the type/style of home are you looking for',
  projectStatus: 'Please select the project status',
  projectType: 'Please select the project type',
  sfLotsCount: 'Please enter the number of single family lots',
  thPadsCount: 'Please enter the number of townhome pads',
  condosCount: 'Please enter the number of apartments/condos',
  areaTags: 'Utah area tags should not be empty',
  investProduct: 'Please select the real estate product your company invest in',
  minInvestment: 'Please select your minimum investment/loan amount',
  investorOrLender: 'Please select whether you are an investor or a lender',
  specialty: 'Please select your real estate specialty',
  licenseType: 'Please select your license type',
  waterRightCity: 'Please enter the location of water right by city',
  productsBuild: 'Please select the products you build',
  productsDevelop: 'Please select the products you develop',
  sfMinMax: 'Please select the minimum and maximum amount of single family lots',
  sfOrder: 'Maximum amount of single family lots should be greater than minimum amount of single family lots',
  thMinMax: 'Please select the minimum and maximum amount of townhome pads',
  thOrder: 'Maximum amount of townhome pads should be greater than minimum amount of townhome pads',
  condoMinMax: 'Please select the minimum and maximum amount of apartment/condo units',
  condoOrder:
    'Maximum amount of apartment/condo units should be greater than minimum amount of apartment/condo units',
  clientType: 'Please select the client type',
  investmentOrder: 'Maximum investment/loan amount should be greater than minimum investment/loan amount',
} as const;

/** The leading number of a band ('4-15' → 4, '65 or more' → 65, '80+' → 80), NaN for none. */
export function leadingNumber(band: string): number {
  const m = /^\s*(\d+)/.exec(band);
  return m ? Number(m[1]) : NaN;
}

const isTop = (band: string) => (TOP_BANDS as readonly string[]).includes(band);

/**
 * The min/max rule of one product: both required; max not lower than min by leading number; a min in the top band
 * ('65 or more', '80+', '80 or more', '500 or more') requires the same max; "Don't Develop SFD" is exempt.
 */
function minMaxMessages(min: string, max: string, required: string, order: string): string[] {
  if (!min || !max) return [required];
  if (min === DONT_DEVELOP_SFD || max === DONT_DEVELOP_SFD) return [];
  if (isTop(min) && min !== max) return [order];
  if (leadingNumber(max) < leadingNumber(min)) return [order];
  return [];
}

/** Builder ('build') or developer ('develop') product rules on the fields of definitions.ts. */
export function productMessages(a: SurveyAnswers, kind: 'build' | 'develop', areaField: string): string[] {
  const out: string[] = [];
  const products = answerList(a, kind === 'build' ? 'products_you_build' : 'products_you_develop');
  const pair = (key: string) =>
    [answerText(a, `min_${key}_${kind}`), answerText(a, `max_${key}_${kind}`)] as const;
  if (answerList(a, areaField).length === 0) out.push(SURVEY_MESSAGES.areaTags);
  if (products.length === 0)
    out.push(kind === 'build' ? SURVEY_MESSAGES.productsBuild : SURVEY_MESSAGES.productsDevelop);
  if (products.includes(SINGLE_FAMILY))
    out.push(
      ...minMaxMessages(...pair('single_family_lots'), SURVEY_MESSAGES.sfMinMax, SURVEY_MESSAGES.sfOrder),
    );
  if (products.includes(TOWNHOMES))
    out.push(...minMaxMessages(...pair('townhome_pads'), SURVEY_MESSAGES.thMinMax, SURVEY_MESSAGES.thOrder));
  if (products.includes(kind === 'build' ? BUILDER_CONDOS : DEVELOPER_CONDOS))
    out.push(
      ...minMaxMessages(
        ...pair('apartment_condo_units'),
        SURVEY_MESSAGES.condoMinMax,
        SURVEY_MESSAGES.condoOrder,
      ),
    );
  return out;
}

const missing = (a: SurveyAnswers, field: string) => answerList(a, field).length === 0;
const check = (cond: boolean, message: string) => (cond ? [message] : []);

export function investorMessages(a: SurveyAnswers, areaField = 'utah_area_investment_tags'): string[] {
  const min = PRICE_LADDER_LABELS.indexOf(answerText(a, 'minimum_investment'));
  const max = PRICE_LADDER_LABELS.indexOf(answerText(a, 'maximum_investment'));
  return [
    ...check(missing(a, areaField), SURVEY_MESSAGES.areaTags),
    ...check(missing(a, 'product_invest'), SURVEY_MESSAGES.investProduct),
    ...check(missing(a, 'minimum_investment'), SURVEY_MESSAGES.minInvestment),
    // The original's maximum-amount check tested the product field (spec section 5, "as built"): it repeats the
    // product check, so the maximum stays optional.
    ...check(missing(a, 'investor_or_lender'), SURVEY_MESSAGES.investorOrLender),
    // Ours: a maximum below the minimum would be saved as an empty range that matches nothing.
    ...check(min >= 0 && max >= 0 && max < min, SURVEY_MESSAGES.investmentOrder),
  ];
}

export function landOwnerMessages(a: SurveyAnswers, areaField?: string): string[] {
  return [
    ...check(missing(a, 'acres'), SURVEY_MESSAGES.acres),
    ...check(missing(a, 'city'), SURVEY_MESSAGES.city),
    ...check(missing(a, 'current_zoning'), SURVEY_MESSAGES.zoning),
    ...(areaField ? check(missing(a, areaField), SURVEY_MESSAGES.areaTags) : []),
  ];
}

export function agentMessages(a: SurveyAnswers, areaField: string): string[] {
  return [
    ...check(missing(a, 'real_estate_specialty'), SURVEY_MESSAGES.specialty),
    ...check(missing(a, 'license_type'), SURVEY_MESSAGES.licenseType),
    ...check(missing(a, areaField), SURVEY_MESSAGES.areaTags),
  ];
}

export function homeBuyerMessages(a: SurveyAnswers): string[] {
  return [
    ...check(missing(a, 'desired_cities'), SURVEY_MESSAGES.city),
    ...check(missing(a, 'type_style_of_home'), SURVEY_MESSAGES.homeStyle),
  ];
}

export function projectMessages(a: SurveyAnswers): string[] {
  const types = answerList(a, 'project_type');
  return [
    ...check(missing(a, 'city'), SURVEY_MESSAGES.city),
    ...check(missing(a, 'development_stage'), SURVEY_MESSAGES.projectStatus),
    ...check(types.length === 0, SURVEY_MESSAGES.projectType),
    ...check(
      types.includes(PROJECT_SINGLE_FAMILY) && missing(a, 'number_of_single_family_lots'),
      SURVEY_MESSAGES.sfLotsCount,
    ),
    ...check(
      types.includes(PROJECT_TOWN_HOMES) && missing(a, 'number_of_townhome_pads'),
      SURVEY_MESSAGES.thPadsCount,
    ),
    ...check(
      types.includes(PROJECT_CONDOS) && missing(a, 'number_of_apartments_condos'),
      SURVEY_MESSAGES.condosCount,
    ),
  ];
}

export const waterRightMessages = (a: SurveyAnswers): string[] =>
  check(missing(a, 'water_right_city'), SURVEY_MESSAGES.waterRightCity);
