import { lineToEwkt } from '../util/geo.js';
import { eastWestStreet, gridFor, gridUnits, northSouthStreet } from './addresses.js';
import { sectionBounds, type ParcelGroup } from './layout.js';

export const STREET_COLUMNS = ['name', 'city', 'county', 'source', 'geom'] as const;

/**
 * The streets of one section, once per section: in town (urban and suburban sections) its nine north-south and
 * nine east-west block lines, every eighth of a mile; in the country its section lines and half-mile roads. Each
 * is named on its city's grid the way addresses name it (addresses.ts), so '3482 S 3590 W' faces a drawn '3590 W'.
 * Lines on a section edge are written by both neighbours; the basemap draws them once over the other.
 */
export function sectionStreets(group: ParcelGroup): (string | null)[][] {
  const [w, s, e, n] = sectionBounds(group.sx, group.sy);
  const steps = group.zone === 'urban' || group.zone === 'suburban' ? 8 : 2;
  const grid = gridFor(group.city);
  const rows: (string | null)[][] = [];
  const row = (name: string, a: [number, number], b: [number, number]) =>
    rows.push([name, group.city.name, group.city.county, 'generated', lineToEwkt([a, b])]);
  for (let k = 0; k <= steps; k++) {
    const x = w + ((e - w) * k) / steps;
    const y = s + ((n - s) * k) / steps;
    row(northSouthStreet(gridUnits(grid, x, grid.lat)[0]), [x, s], [x, n]);
    row(eastWestStreet(grid, gridUnits(grid, grid.lng, y)[1]), [w, y], [e, y]);
  }
  return rows;
}

/** The street of a subdivided block (subdivisions.ts): its curving centre line and the loop of its cul-de-sac. */
export function subdivisionStreets(group: ParcelGroup): (string | null)[][] {
  const street = group.subdivision?.street;
  if (!street) return [];
  return [[street.name, group.city.name, group.city.county, 'generated', lineToEwkt(street.line)]];
}
