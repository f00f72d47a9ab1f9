import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_KINDS,
  CLIENT_TYPES,
  SURVEY_DEFINITIONS,
  SURVEY_TYPES,
  criteriaInWords,
  criteriaProblem,
  sideOf,
  surveyProfileOf,
  surveyWarning,
} from '../../src/index.js';

const MIGRATIONS = fileURLToPath(new URL('../../../db/src/migrations/', import.meta.url));

/** The values of the last `column ... CHECK (column IN (...))` the migrations give a column. */
function allowedValues(column: string): string[] {
  const sqlText = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(MIGRATIONS + f, 'utf8'))
    .join('\n');
  const checks = [...sqlText.matchAll(new RegExp(`CHECK \\(${column} IN \\(([^)]*)\\)\\)`, 'g'))];
  expect(checks.length).toBeGreaterThan(0);
  return [...checks.at(-1)![1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

describe('[SURVEYS] the registry of survey types', () => {
  it("is what the database allows: surveys.survey_type and client_type equal the registry's keys", () => {
    expect(allowedValues('survey_type').sort()).toEqual(Object.keys(SURVEY_DEFINITIONS).sort());
    expect([...SURVEY_TYPES].sort()).toEqual(Object.keys(SURVEY_DEFINITIONS).sort());
    expect(allowedValues('client_type').sort()).toEqual(Object.keys(CLIENT_KINDS).sort());
    expect([...CLIENT_TYPES].sort()).toEqual(Object.keys(CLIENT_KINDS).sort());
  });

  it('gives every type its side, client-ness, holding rule and what it offers', () => {
    const of = (k: 'side' | 'holds' | 'forClient') =>
      Object.fromEntries(SURVEY_TYPES.map((t) => [t, SURVEY_DEFINITIONS[t][k]]));
    expect(of('side')).toEqual({
      'Builder Company': 'demand',
      'Builder Client': 'demand',
      'Developer Company': 'demand',
      Investor: 'demand',
      'Land Owner': 'supply',
      'New Build Home Buyer': 'demand',
      'I Have a Project': 'supply',
      'Real Estate Agent': 'demand',
      'Real Estate Agent Client': 'demand',
      'Water Right': 'supply',
    });
    expect(SURVEY_TYPES.filter((t) => SURVEY_DEFINITIONS[t].holds === 'many')).toEqual([
      'Builder Client',
      'I Have a Project',
      'Real Estate Agent Client',
    ]);
    expect(SURVEY_TYPES.filter((t) => SURVEY_DEFINITIONS[t].forClient)).toEqual([
      'Builder Client',
      'Real Estate Agent Client',
    ]);
    for (const t of SURVEY_TYPES) expect(SURVEY_DEFINITIONS[t].offers.length).toBeGreaterThan(20);
  });

  it("takes a client survey's side, checks and contact from the client type", () => {
    const seller = {
      client_type: 'Property Seller',
      acres: '12.5',
      city: 'Lehi',
      current_zoning: 'Agricultural',
      seller_utah_area_tags: ['North Utah County'],
    };
    expect(sideOf('Real Estate Agent Client', seller)).toBe('supply');
    expect(sideOf('Builder Client', { ...seller, client_type: 'Builder' })).toBe('demand');
    expect(surveyWarning('Builder Client', seller)).toBeNull();
    expect(surveyWarning('Builder Client', {})).toBe('Please select the client type');
    const contact = surveyProfileOf('Builder Client', seller).contact!;
    expect(contact).toMatchObject({
      types: ['Land Owner'],
      acres: 12.5,
      zoning: 'Agricultural',
      matchAreaTags: ['North Utah County'],
    });
  });

  it("asks a Property Seller's client where the land is, not where the client works", () => {
    const labels = SURVEY_DEFINITIONS['Real Estate Agent Client'].questions.map((q) => q.label);
    const seller = SURVEY_DEFINITIONS['Real Estate Agent Client'].questions.find(
      (q) => q.field === 'seller_utah_area_tags',
    )!;
    expect(seller.label).toBe("In which Utah areas is your client's land?");
    expect(labels).toContain('Which Utah areas does your client work in?');
    expect(SURVEY_DEFINITIONS.Investor.questions[0]!.label).toBe(
      'Which Utah areas does your company invest in?',
    );
  });

  it('refuses an investor maximum below the minimum, in words, and keeps the range as given', () => {
    const investor = {
      utah_area_investment_tags: ['Utah County'],
      product_invest: ['Single Family'],
      minimum_investment: '$5,000,000',
      maximum_investment: '$1,000,000',
      investor_or_lender: 'Investor',
    };
    expect(surveyWarning('Investor', investor)).toBe(
      'Maximum investment/loan amount should be greater than minimum investment/loan amount',
    );
    const ok = { ...investor, minimum_investment: '$1,000,000', maximum_investment: '$5,000,000' };
    expect(surveyWarning('Investor', ok)).toBeNull();
    expect(surveyProfileOf('Investor', ok).contact).toMatchObject({
      investAmount: [1_000_000, 5_000_000],
      investmentRange: '$1,000,000 - $5,000,000',
    });
  });
});

describe('[SURVEYS] criteria rows', () => {
  const builder = {
    utah_area_tags: ['Utah County'],
    products_you_build: ['Single Family', 'Townhomes'],
    min_single_family_lots_build: '10-35',
    max_single_family_lots_build: '30-55',
    min_townhome_pads_build: '80+',
    max_townhome_pads_build: '80+',
  };

  it('every row a survey writes is one the criteria check accepts', () => {
    const rows = [
      ...surveyProfileOf('Builder Company', builder).criteria,
      ...surveyProfileOf('Investor', {
        utah_area_investment_tags: ['Cache County'],
        product_invest: ['Single Family', 'Storage Units'],
        minimum_investment: '$1,000,000',
        maximum_investment: '$5,000,000',
        investor_or_lender: 'Lender',
      }).criteria,
      ...surveyProfileOf('Land Owner', { acres: '12.5', city: 'Lehi', current_zoning: 'Agricultural' })
        .criteria,
      ...surveyProfileOf('I Have a Project', {
        city: 'Lehi',
        development_stage: 'Concept',
        project_type: ['Town Homes'],
        number_of_townhome_pads: '40',
      }).criteria,
      ...surveyProfileOf('New Build Home Buyer', {
        desired_cities: ['Lehi'],
        type_style_of_home: ['Rambler'],
        home_budget: '$500,000',
      }).criteria,
    ];
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows)
      expect([r.criteria, r.value, criteriaProblem(r.criteria, r.value)]).toEqual([
        r.criteria,
        r.value,
        null,
      ]);
  });

  it('reads rows in words, not codes', () => {
    const words = surveyProfileOf('Builder Company', builder).criteria.map((r) =>
      Object.values(criteriaInWords(r.criteria, r.value)).join(': '),
    );
    expect(words).toContain('Number and style of lots: Single Family Lots: 10 to 55');
    expect(words).toContain('Number and style of lots: Townhome Pads: 80 or more');
    expect(words).toContain('Builds: Single Family Lots');
    expect(words.join(' ')).not.toMatch(/singleFamily|townhouse/);
    expect(criteriaInWords('investAmount', '1000000-5000000')).toEqual({
      label: 'Investment/loan amount',
      value: '$1,000,000 to $5,000,000',
    });
  });

  it('names what is wrong with a row the matching does not read', () => {
    expect(criteriaProblem('favouriteColour', 'blue')).toMatch(/^'favouriteColour' is not a criterion/);
    expect(criteriaProblem('numberAndStyleOfLots', 'castles:1-3')).toMatch(
      /^Number and style of lots must be/,
    );
    expect(criteriaProblem('utahAreaTags', 'Atlantis')).toBe("'Atlantis' is not one of the utah area tags");
    expect(criteriaProblem('acreage', 'lots')).toBe('Acres must be a number from 0 to 1,000,000,000');
  });
});
