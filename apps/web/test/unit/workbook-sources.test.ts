import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { PortfolioAnswer, QualificationSheet, QualificationValues } from '@utah-land/shared';
import type { MatchRow } from '../../src/api/matching.js';
import { buildWorkbook, type SheetSpec } from '../../src/features/exports/excel.js';
import { matchesSheet } from '../../src/features/matching/export-matches.js';
import { portfolioSheets } from '../../src/features/portfolios/portfolio-export.js';
import { qualificationSheetSpec } from '../../src/features/qualification/sheet-export.js';

// Every workbook says where its rows come from and as of when (docs/data.md, "Provenance"): under the rows, after a
// blank row, one line per source among them ('Source: …; as of …; licence: …') and the export's time. Each workbook
// is built as the download builds it, then opened and read as a person reads it.

async function opened(sheets: SheetSpec[]) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await buildWorkbook(sheets));
  return wb;
}

/** The cells of column 1 under the data rows (after the first blank row): the workbook's source lines. */
function linesUnderRows(ws: ExcelJS.Worksheet): string[] {
  let n = 2;
  while (n <= ws.rowCount && ws.getRow(n).hasValues) n++;
  const lines: string[] = [];
  for (n++; n <= ws.rowCount; n++) {
    const v = ws.getRow(n).getCell(1).value;
    if (typeof v === 'string') lines.push(v);
  }
  return lines;
}

const headersOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);
const EXPORTED = /^Exported \d{4}-\d{2}-\d{2}T/;
const GENERATED = 'Source: Generated demo data; as of 2025-11-02; licence: Demo data, not for decisions';
const UGRC =
  'Source: UGRC LIR parcels, Salt Lake County (State of Utah, SGID (UGRC); provided as is, without warranty); ' +
  'as of 2025-05-22; licence: CC BY 4.0';

describe('workbook source lines', () => {
  it('the matching export: one line per source among its rows, with its as-of date; unknown as —', async () => {
    const rows = [
      {
        id: 1,
        parcelId: '1',
        county: 'Salt Lake',
        matchedOn: [],
        source: 'ugrc_lir',
        sourceAsOf: '2025-05-22',
      },
      { id: 2, parcelId: '2', county: 'Utah', matchedOn: [], source: 'generated', sourceAsOf: '2025-11-02' },
      { id: 3, parcelId: '3', county: 'Utah', matchedOn: [], source: 'generated', sourceAsOf: '2025-11-02' },
      { id: 4, parcelId: '4', county: 'Salt Lake', matchedOn: [], source: 'import', sourceAsOf: null },
    ] as unknown as MatchRow[];
    const wb = await opened([matchesSheet(rows, 'parcels', 'Parcels', null)]);
    const ws = wb.worksheets[0]!;
    expect(headersOf(ws)).toEqual(expect.arrayContaining(['Source', 'As Of']));
    expect(headersOf(ws)).not.toContain('Source As Of');
    const lines = linesUnderRows(ws);
    expect(lines.slice(0, -1)).toEqual([GENERATED, UGRC, 'Source: User import; as of —; licence: —']);
    expect(lines.at(-1)).toMatch(EXPORTED);
    const asOf = headersOf(ws).indexOf('As Of') + 1;
    expect([2, 3, 4, 5].map((n) => ws.getRow(n).getCell(asOf).value)).toEqual([
      '2025-05-22',
      '2025-11-02',
      '2025-11-02',
      '—',
    ]);
  });

  it('the matching export of contacts and water rights names their sources too', async () => {
    const rows = [
      { id: 7, name: 'Ann Lee', matchedOn: [], source: 'generated', sourceAsOf: '2025-11-02' },
      { id: 8, name: 'Bo Ruiz', matchedOn: [], source: 'survey', sourceAsOf: '2026-01-15' },
    ] as unknown as MatchRow[];
    const contacts = linesUnderRows(
      (await opened([matchesSheet(rows, 'builders', 'Builders', 'Contacts')])).worksheets[0]!,
    );
    expect(contacts.slice(0, -1)).toEqual([
      GENERATED,
      'Source: Survey answers; as of 2026-01-15; licence: —',
    ]);
    const rights = [
      { id: 9, wrnum: '57-10711', matchedOn: [], source: 'dwri_wtruse_municipal', sourceAsOf: null },
    ] as unknown as MatchRow[];
    const water = linesUnderRows(
      (await opened([matchesSheet(rights, 'waterRights', 'Water Rights', null)])).worksheets[0]!,
    );
    expect(water.slice(0, -1)).toEqual([
      'Source: Generated demo data; as of —; licence: Demo data, not for decisions',
    ]);
  });

  it("the owner portfolio: parcels' and holdings' lines from the parcels, the projects' from the projects", async () => {
    const parcel = {
      id: 1,
      parcelId: '16063780030000',
      address: '1 Main St',
      city: 'Salt Lake City',
      county: 'Salt Lake',
      acreage: 1,
      marketValue: null,
      ownershipName: 'HARVEST FELLOWSHIP',
      mailingAddress: null,
      holdingId: 1,
      matchedOn: 'name' as const,
    };
    const p: PortfolioAnswer = {
      owner: {
        name: 'HARVEST FELLOWSHIP',
        key: 'harvest fellowship',
        mailingAddress: null,
        names: [],
        grouping: '',
      },
      totals: { parcels: 2, acres: 2, marketValue: 0, holdings: 1, projects: 1 },
      truncated: false,
      parcels: [
        { ...parcel, source: 'ugrc_lir', sourceAsOf: '2025-05-22' },
        { ...parcel, id: 2, parcelId: '16063780040000', source: 'generated', sourceAsOf: '2025-11-02' },
      ],
      holdings: [
        {
          id: 1,
          parcelCount: 2,
          acres: 2,
          marketValue: 0,
          lat: 40.7,
          lng: -111.9,
          geometry: { type: 'Polygon', coordinates: [] },
        },
      ],
      projects: [
        {
          id: 5,
          name: 'Granary Lofts',
          isChild: false,
          status: 'Concept',
          city: 'Salt Lake City',
          ownershipName: 'HARVEST FELLOWSHIP',
          source: 'slc_open_data',
          sourceAsOf: null,
        },
      ],
    };
    const wb = await opened(portfolioSheets(p));
    const [parcels, holdings, projects] = ['Parcels', 'Holdings', 'Projects'].map((n) => wb.getWorksheet(n)!);
    expect(linesUnderRows(parcels!).slice(0, -1)).toEqual([GENERATED, UGRC]);
    expect(linesUnderRows(holdings!).slice(0, -1)).toEqual([GENERATED, UGRC]);
    expect(linesUnderRows(projects!).slice(0, -1)).toEqual([
      'Source: Salt Lake City Open Data; as of —; licence: —',
    ]);
    for (const ws of [parcels!, holdings!, projects!]) expect(linesUnderRows(ws).at(-1)).toMatch(EXPORTED);
    // The rows name their source in words, never the raw key.
    const source = headersOf(parcels!).indexOf('Source') + 1;
    expect(parcels!.getRow(2).getCell(source).value).toBe('UGRC LIR parcels, Salt Lake County');
  });

  it('the qualification sheet: the parcel its prefilled values come from, and the admins’ last save', async () => {
    const sources: Pick<QualificationSheet, 'parcel' | 'prefilled' | 'updatedAt' | 'updatedBy'> = {
      parcel: {
        id: 1,
        parcelId: '16063780030000',
        formattedParcelId: '16-06-378-003-0000',
        county: 'Salt Lake',
        source: 'ugrc_lir',
        sourceAsOf: '2025-05-22',
      },
      prefilled: ['acreage'],
      updatedAt: '2026-02-03T17:04:05.000Z',
      updatedBy: { id: 3, name: 'Dana Admin' },
    };
    const fields = {} as QualificationValues;
    const ws = (await opened([qualificationSheetSpec(fields, sources)])).worksheets[0]!;
    const lines = linesUnderRows(ws);
    expect(lines.slice(0, -1)).toEqual([
      UGRC,
      'Source: answers entered by admins, last saved by Dana Admin; as of 2026-02-03; licence: —',
    ]);
    expect(lines.at(-1)).toMatch(EXPORTED);
    // Nothing saved and nothing from the parcel: the export's time alone.
    const bare = (
      await opened([qualificationSheetSpec(fields, { ...sources, prefilled: [], updatedAt: null })])
    ).worksheets[0]!;
    expect(linesUnderRows(bare)).toEqual([expect.stringMatching(EXPORTED)]);
  });
});
