import {
  BUILDING_TYPES,
  MARKET_METRIC_KEYS,
  STATUS_GROUPS,
  type SummaryRow,
  type ValuationRow,
} from '@utah-land/shared';
import { fileStamp, type SheetColumn, type SheetSpec } from '../exports/excel.js';
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

export function marketStatsSheets(summary: SummaryRow[], valuations: ValuationGroup[]): SheetSpec[] {
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
