import {
  BUILDING_TYPES,
  provenanceOf,
  RECORD_SOURCES,
  type SummaryAnswer,
  MARKET_METRIC_KEYS,
  STATUS_GROUPS,
  type SummaryRow,
  type ValuationRow,
} from '@utah-land/shared';
import { exportedLine, fileStamp, type SheetColumn, type SheetSpec } from '../exports/excel.js';
import { prettifyHeader } from '../exports/sheets.js';

// The Market Stats workbook (spec section 9): '<title>_<ISO timestamp>.xlsx' with the sheets Summary and Full
// Valuation; every figure with 2 decimals.

export const SUMMARY_SHEET = 'Summary';
export const FULL_VALUATION_SHEET = 'Full Valuation';

/** A figure as shown and exported: 2 decimals (spec 9), '' when the group has no listings. */
export const round2 = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Number(v.toFixed(2));
export const show2 = (v: number | null | undefined) =>
  v === null || v === undefined
    ? '—'
    : v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const metricHeader = (k: string) =>
  k === 'avg_sqft' ? 'Avg Sq Ft' : k === 'price_per_sqft' ? 'Price per Sq Ft' : prettifyHeader(k);

const metricColumns = (keys: string[]): SheetColumn[] =>
  keys.map((k) => ({ header: metricHeader(k), key: k, width: 16 }));

export interface ValuationGroup {
  buildingType: string;
  status: string;
  rows: ValuationRow[];
}

/**
 * What the workbook covers, under the Summary: the cities (all of Utah when none), the list dates asked for and
 * those of the listings counted, and where the listings come from (generated demo listings say so).
 */
export function coverageNotes(
  answer: Pick<SummaryAnswer, 'cities' | 'coverage'>,
  asked: { fromDate?: string; toDate?: string },
): string[] {
  const { coverage } = answer;
  const range =
    asked.fromDate || asked.toDate
      ? `list dates ${asked.fromDate ?? 'any'} to ${asked.toDate ?? 'any'}`
      : 'all list dates';
  const counted =
    coverage.firstListDate && coverage.lastListDate
      ? `listings dated ${coverage.firstListDate} to ${coverage.lastListDate}`
      : 'no listings';
  const sources = coverage.sources.map((s) => {
    const p = provenanceOf(s);
    const what = RECORD_SOURCES[s]?.generated
      ? 'MLS listings are generated demo data, not real sales'
      : p.source;
    return `Source: ${what}; licence: ${p.licence ?? '—'}`;
  });
  return [
    `Cities: ${answer.cities.length ? answer.cities.join(', ') : 'all of Utah'}`,
    `Dates: ${range} (${counted})`,
    ...(sources.length ? sources : ['Source: —']),
    exportedLine(),
  ];
}

export function marketStatsSheets(
  summary: SummaryRow[],
  valuations: ValuationGroup[],
  notes: string[] = [],
): SheetSpec[] {
  const valuationKeys = [...MARKET_METRIC_KEYS, 'price_per_sqft', 'price_per_acre'];
  const numbers = (row: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, round2(row[k] as number | null)]));
  return [
    {
      name: SUMMARY_SHEET,
      columns: [
        { header: 'Building Type', key: 'buildingType', width: 18 },
        { header: 'Status', key: 'status', width: 24 },
        ...metricColumns(MARKET_METRIC_KEYS),
      ],
      rows: summary.map((r) => ({
        buildingType: r.buildingType,
        status: r.status,
        ...numbers(r, MARKET_METRIC_KEYS),
      })),
      notes,
    },
    {
      name: FULL_VALUATION_SHEET,
      columns: [
        { header: 'Building Type', key: 'buildingType', width: 18 },
        { header: 'Status', key: 'status', width: 24 },
        { header: 'Architectural Style', key: 'architecturalstyle', width: 20 },
        ...metricColumns(valuationKeys),
      ],
      rows: valuations.flatMap((g) =>
        g.rows.map((r) => ({
          buildingType: g.buildingType,
          status: g.status,
          architecturalstyle: r.architecturalstyle,
          ...numbers(r, valuationKeys),
        })),
      ),
    },
  ];
}

/** Every building type × status, in the order of the screens. */
export const VALUATION_GROUPS = BUILDING_TYPES.flatMap((buildingType) =>
  STATUS_GROUPS.map((status) => ({ buildingType, status })),
);

export const marketStatsFileName = (title: string, d = new Date()) =>
  `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim()}_${fileStamp(d)}.xlsx`;
