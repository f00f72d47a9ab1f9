import { describe, expect, it } from 'vitest';
import { compileOnlyKysely } from '../../src/db/index.js';
import { matchingQueries } from '../../src/modules/matching/matching.service.js';
import type { SupplyProfile } from '../../src/modules/matching/profiles.js';
import { inlineSql as inlineParameters, sqlLiteral } from '../../src/modules/map/sql-display.js';

// The matching compiler's SQL for representative subjects, committed under queries/ so that a change of SQL shows
// in review (update with `npx vitest run --project unit -u`).
const db = compileOnlyKysely();

const parcel: SupplyProfile = {
  kind: 'parcel',
  id: 101,
  name: 'Owner LLC',
  areaTags: ['North Salt Lake County'],
  city: 'Bountiful',
  county: 'Davis',
  counts: { singleFamily: 12, townhouse: 4 },
  otherProducts: ['land'],
  price: 750_000,
  priceBasis: 'listing',
  newHome: {
    product: 'singleFamily',
    price: 580_000,
    basis: 'newHomeEstimate',
    place: 'Bountiful',
    median: 472_300,
  },
  acreage: 5.5,
  zoning: 'R-1-10',
  houseStyles: ['Rambler'],
  isLand: true,
  lng: -111.88,
  lat: 40.89,
};
const childProject: SupplyProfile = {
  ...parcel,
  kind: 'childProject',
  id: 202,
  isLand: false,
  otherProducts: [],
  priceBasis: 'pricePoint',
  newHome: { product: 'singleFamily', price: 750_000, basis: 'pricePoint', place: 'Bountiful', median: null },
};
/** A built parcel: no new homes, so no home buyers. */
const builtParcel: SupplyProfile = { ...parcel, id: 303, isLand: false, newHome: null };
/** A Builder Company survey (demand): the project it wants, and the parcels and projects it wants. */
const builderSurvey: SupplyProfile = {
  ...parcel,
  kind: 'parentProject',
  id: 303,
  name: 'Builder Company Survey',
  areaTags: ['Cache County'],
  city: null,
  cities: ['Logan', 'Smithfield'],
  county: null,
  counts: { singleFamily: 10 },
  otherProducts: [],
  price: null,
  houseStyles: [],
  isLand: false,
  survey: {
    surveyId: 303,
    side: 'demand',
    exclude: [909],
    places: 'wants',
    wants: {
      filters: { utahAreaTags: ['Cache County'], singleFamily: 'true' },
      ranges: { singleFamily: [10, 35] },
      price: [1_000_000, 5_000_000],
      acreage: [2, 10],
      centre: { lng: -111.83, lat: 41.73, scale: 80_000, from: 'area' },
    },
  },
};

describe('[MATCHING] compiled SQL', () => {
  for (const [name, subject] of [
    ['parcel', parcel],
    ['child-project', childProject],
    ['built-parcel', builtParcel],
    ['builder-survey', builderSurvey],
  ] as const)
    it(`the SQL of every group for a ${name} matches its committed snapshot`, async () => {
      const groups = matchingQueries(db, subject, { page: 1, limit: 20, matchingType: 'buildableParcels' });
      const text = Object.entries(groups)
        .flatMap(([group, keys]) =>
          Object.entries(keys).map(([key, value]) =>
            Array.isArray(value)
              ? `-- ${group}.${key}: ${value.join(', ')}`
              : `-- ${group}.${key}\n${value};`,
          ),
        )
        .join('\n\n');
      await expect(`${text}\n`).toMatchFileSnapshot(`../../src/modules/matching/queries/${name}.sql`);
    });

  it('inlines parameters as literals that read back as the same values', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral(['a "b"', 'c'])).toBe(`'{"a \\"b\\"","c"}'`);
    expect(sqlLiteral(12)).toBe('12');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(
      inlineParameters({ sql: 'select $1, $10', parameters: [1, 2, 3, 4, 5, 6, 7, 8, 9, 'x'] } as never),
    ).toBe("select 1, 'x'");
  });
});
