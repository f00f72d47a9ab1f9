import { describe, expect, it } from 'vitest';
import { AREA_TAG_NAMES } from '../../../data/src/geography/area-tags.js';
import {
  PRICE_LADDER_LABELS,
  SURVEY_DEFINITIONS,
  SURVEY_MESSAGES as M,
  SURVEY_NAMES,
  SURVEY_TYPES,
  UTAH_AREA_TAGS,
  impliedLotRanges,
  investmentRange,
  isVisible,
  parseSurveyAnswers,
  surveyProfileOf,
  surveyTypeOf,
  surveyWarning,
  surveyWarnings,
  visibleQuestions,
  type SurveyAnswers,
} from '../../src/index.js';

const builder = (extra: SurveyAnswers = {}): SurveyAnswers => ({
  utah_area_tags: ['Cache County'],
  products_you_build: ['Single Family'],
  min_single_family_lots_build: '4-15',
  max_single_family_lots_build: '10-35',
  ...extra,
});

describe('[SURVEYS] definitions', () => {
  it('has the ten types named "… Survey", each with uniquely keyed snake_case questions', () => {
    expect(SURVEY_NAMES).toEqual(SURVEY_TYPES.map((t) => `${t} Survey`));
    for (const t of SURVEY_TYPES) {
      const fields = SURVEY_DEFINITIONS[t].questions.map((q) => q.field);
      expect(new Set(fields).size, t).toBe(fields.length);
      for (const f of fields) expect(f, t).toMatch(/^[a-z][a-z0-9_]*$/);
    }
    expect(surveyTypeOf('Real Estate Agent Client Survey')).toBe('Real Estate Agent Client');
    expect(surveyTypeOf('Nope Survey')).toBeUndefined();
  });

  it('lists the 49 area tags of the geography and the 33-step price ladder', () => {
    expect([...UTAH_AREA_TAGS].sort()).toEqual([...AREA_TAG_NAMES].sort());
    expect(UTAH_AREA_TAGS).toHaveLength(49);
    expect(PRICE_LADDER_LABELS).toHaveLength(33);
    expect(PRICE_LADDER_LABELS.slice(0, 3)).toEqual(['No Minimum', '$100,000 or less', '$200,000']);
    expect(PRICE_LADDER_LABELS).toContain('$10,000,000');
    expect(PRICE_LADDER_LABELS).toContain('$15-20 Mil');
    expect(PRICE_LADDER_LABELS.at(-1)).toBe('$500 Mil+');
  });

  it('shows single family, townhome and condo questions only for their product; custom builder follows SF', () => {
    const def = SURVEY_DEFINITIONS['Builder Company'];
    const shown = (a: SurveyAnswers) => visibleQuestions(def, a).map((q) => q.field);
    expect(shown({})).toEqual(['utah_area_tags', 'products_you_build']);
    expect(shown({ products_you_build: ['Single Family'] })).toContain('custom_builder');
    expect(shown({ products_you_build: ['Townhomes'] })).toEqual([
      'utah_area_tags',
      'products_you_build',
      'min_townhome_pads_build',
      'max_townhome_pads_build',
    ]);
    expect(shown({ products_you_build: ['Condos/Apartments'] })).toContain('max_apartment_condo_units_build');
    const dev = SURVEY_DEFINITIONS['Developer Company'];
    expect(
      visibleQuestions(dev, { products_you_develop: ['Apartments/Condos'] }).map((q) => q.field),
    ).toContain('min_apartment_condo_units_develop');
    const project = SURVEY_DEFINITIONS['I Have a Project'];
    const count = project.questions.find((q) => q.field === 'number_of_townhome_pads')!;
    expect(isVisible(count, { project_type: ['Town Homes'] })).toBe(true);
    expect(isVisible(count, { project_type: ['Single Family Residential'] })).toBe(false);
  });
});

describe('[SURVEYS] answer checks (spec section 5)', () => {
  it('a valid builder survey passes; the last failing message is the one shown', () => {
    expect(surveyWarnings('Builder Company', builder())).toEqual([]);
    expect(surveyWarnings('Builder Company', {})).toEqual([M.areaTags, M.productsBuild]);
    expect(surveyWarning('Builder Company', {})).toBe('Please select the products you build');
  });

  it('single family min/max: required, compared by leading number, equal allowed, top band needs the top max', () => {
    const w = (min: string, max: string) =>
      surveyWarning(
        'Builder Company',
        builder({ min_single_family_lots_build: min, max_single_family_lots_build: max }),
      );
    expect(w('4-15', '')).toBe('Please select the minimum and maximum amount of single family lots');
    expect(w('30-55', '10-35')).toBe(
      'Maximum amount of single family lots should be greater than minimum amount of single family lots',
    );
    expect(w('10-35', '10-35')).toBeNull();
    expect(w('10-35', '30-55')).toBeNull();
    expect(w('65 or more', '45-75')).toBe(M.sfOrder);
    expect(w('65 or more', '65 or more')).toBeNull();
    expect(w("Don't Develop SFD", '1-3')).toBeNull();
    expect(w('45-75', "Don't Develop SFD")).toBeNull();
  });

  it("townhomes '80+' (builders) and '80 or more' (developers), condos '500 or more'", () => {
    const tb = (min: string, max: string) =>
      surveyWarning(
        'Builder Company',
        builder({
          products_you_build: ['Townhomes'],
          min_townhome_pads_build: min,
          max_townhome_pads_build: max,
        }),
      );
    expect(tb('80+', '50-90')).toBe(
      'Maximum amount of townhome pads should be greater than minimum amount of townhome pads',
    );
    expect(tb('80+', '80+')).toBeNull();
    expect(tb('', '80+')).toBe('Please select the minimum and maximum amount of townhome pads');
    const dev = {
      utah_area_tags: ['Utah County'],
      products_you_develop: ['Townhomes', 'Apartments/Condos'],
      min_townhome_pads_develop: '80 or more',
      max_townhome_pads_develop: '80 or more',
      min_apartment_condo_units_develop: '500 or more',
      max_apartment_condo_units_develop: '201-500',
    };
    expect(surveyWarning('Developer Company', dev)).toBe(
      'Maximum amount of apartment/condo units should be greater than minimum amount of apartment/condo units',
    );
    expect(
      surveyWarning('Developer Company', { ...dev, max_apartment_condo_units_develop: '500 or more' }),
    ).toBeNull();
    expect(
      surveyWarning('Developer Company', {
        ...dev,
        min_townhome_pads_develop: '80 or more',
        max_townhome_pads_develop: '50-90',
        max_apartment_condo_units_develop: '500 or more',
      }),
    ).toBe(M.thOrder);
    expect(surveyWarnings('Developer Company', { utah_area_tags: ['Utah County'] })).toEqual([
      'Please select the products you develop',
    ]);
    expect(surveyWarning('Builder Company', builder({ products_you_build: ['Condos/Apartments'] }))).toBe(
      'Please select the minimum and maximum amount of apartment/condo units',
    );
  });

  it('the other surveys, word for word', () => {
    expect(surveyWarnings('Land Owner', {})).toEqual([
      'Please enter the acres of your land',
      'Please enter the city name',
      'Please enter what your land currently zoned for',
    ]);
    expect(surveyWarnings('New Build Home Buyer', {})).toEqual([
      'Please enter the city name',
      'Please enter the type/style of home are you looking for',
    ]);
    expect(
      surveyWarnings('I Have a Project', {
        project_type: ['Single Family Residential', 'Town Homes', 'Apartments/Condos'],
      }),
    ).toEqual([
      'Please enter the city name',
      'Please select the project status',
      'Please enter the number of single family lots',
      'Please enter the number of townhome pads',
      'Please enter the number of apartments/condos',
    ]);
    expect(surveyWarnings('I Have a Project', {})).toContain('Please select the project type');
    expect(surveyWarnings('Investor', {})).toEqual([
      'Utah area tags should not be empty',
      'Please select the real estate product your company invest in',
      'Please select your minimum investment/loan amount',
      'Please select whether you are an investor or a lender',
    ]);
    expect(surveyWarnings('Real Estate Agent', {})).toEqual([
      'Please select your real estate specialty',
      'Please select your license type',
      'Utah area tags should not be empty',
    ]);
    expect(surveyWarnings('Water Right', {})).toEqual(['Please enter the location of water right by city']);
    expect(surveyWarnings('Real Estate Agent Client', { client_type: 'Builder' })).toEqual([
      M.areaTags,
      M.productsBuild,
    ]);
    expect(
      surveyWarnings('Builder Client', {
        client_type: 'Property Seller',
        acres: '3',
        city: 'Logan',
        current_zoning: 'Agricultural',
      }),
    ).toEqual([M.areaTags]);
  });
});

describe('[SURVEYS] answers and the matching profile', () => {
  it("splits ';' values, checks options and numbers, naming the field", () => {
    const def = SURVEY_DEFINITIONS['Builder Company'];
    const ok = parseSurveyAnswers(def, { utah_area_tags: 'Cache County;Utah County', other: 'x' });
    expect(ok.answers).toEqual({ utah_area_tags: ['Cache County', 'Utah County'] });
    expect(parseSurveyAnswers(def, { utah_area_tags: 'Atlantis' })).toMatchObject({
      error: "Which Utah areas do you work in? 'Atlantis' is not one of the choices.",
      field: 'utah_area_tags',
    });
    expect(parseSurveyAnswers(SURVEY_DEFINITIONS['Land Owner'], { acres: '1e99' })).toMatchObject({
      error: 'How many acres is your land? Please enter a number from 0 to 1,000,000,000.',
      field: 'acres',
    });
    expect(parseSurveyAnswers(def, { utah_area_tags: 'Cache\u0000County' })).toMatchObject({
      error: 'Which Utah areas do you work in? Please keep each answer to 300 characters of plain text.',
      field: 'utah_area_tags',
    });
  });

  it('a builder survey becomes a Builder demand profile, its criteria rows and map filters', () => {
    const p = surveyProfileOf(
      'Builder Company',
      builder({
        products_you_build: ['Single Family', 'Townhomes'],
        min_townhome_pads_build: '80+',
        max_townhome_pads_build: '80+',
      }),
    );
    expect(p.contact?.types).toEqual(['Builder']);
    expect(p.contact?.buildProducts).toEqual(['singleFamily', 'townhouse']);
    expect(p.contact?.buildRanges).toEqual({ singleFamily: [4, 35], townhouse: [80, null] });
    expect(p.criteria).toContainEqual({ criteria: 'utahAreaTags', value: 'Cache County' });
    expect(p.criteria).toContainEqual({ criteria: 'numberAndStyleOfLots', value: 'townhouse:80+' });
    const f = new URLSearchParams(p.filterQuery);
    expect(f.get('utahAreaTags')).toBe('Cache County');
    expect(f.get('singleFamily')).toBe('true');
    expect(f.get('townhouse')).toBe('true');
  });

  it('an investor range implies lot counts; a public project is a project profile', () => {
    expect(investmentRange('$1,000,000', '$5,000,000')).toEqual([1_000_000, 5_000_000]);
    expect(investmentRange('No Minimum', '')).toEqual([0, null]);
    expect(investmentRange('$500 Mil+', '')).toEqual([500_000_000, null]);
    expect(impliedLotRanges([1_200_000, 2_400_000]).singleFamily).toEqual([10, 20]);
    const inv = surveyProfileOf('Investor', {
      utah_area_investment_tags: ['Davis County'],
      product_invest: ['Single Family', 'Storage Units'],
      minimum_investment: '$1,000,000',
      investor_or_lender: 'Lender',
    });
    expect(inv.contact?.investProducts).toEqual(['singleFamily']);
    expect(inv.contact?.investorKind).toBe('Lender');
    expect(new URLSearchParams(inv.filterQuery).get('specialProductTypes')).toBe('Storage Units');
    const proj = surveyProfileOf('I Have a Project', {
      city: 'Logan',
      development_stage: 'Concept',
      project_type: ['Town Homes'],
      number_of_townhome_pads: '24',
    });
    expect(proj.contact).toBeNull();
    expect(proj.project).toMatchObject({
      city: 'Logan',
      status: 'Concept',
      products: ['townhouse'],
      thPads: 24,
    });
  });
});
