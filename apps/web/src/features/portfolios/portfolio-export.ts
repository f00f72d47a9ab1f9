import type { PortfolioAnswer } from '@utah-land/shared';
import { sourceLabel } from '../common/record-source.js';
import { exportWorkbook, fileStamp, type SheetSpec } from '../exports/excel.js';
import { asOfText, sourceNotes } from '../exports/sheets.js';

/**
 * The portfolio's sheets: its parcels (with their holding), holdings and projects. Each says where its rows come
 * from and as of when, in words: a Source and an As Of column, and under the rows one line per source among them and
 * the export's time (docs/data.md, "Provenance"); the holdings are made of the parcels, so they carry the parcels'.
 */
export function portfolioSheets(p: PortfolioAnswer): SheetSpec[] {
  const parcelNotes = sourceNotes(p.parcels);
  return [
    {
      name: 'Parcels',
      columns: [
        { header: 'Holding', key: 'holdingId', width: 10 },
        { header: 'Parcel Id', key: 'parcelId', width: 22 },
        { header: 'Address', key: 'address', width: 30 },
        { header: 'City', key: 'city' },
        { header: 'County', key: 'county' },
        { header: 'Acres', key: 'acreage', width: 12 },
        { header: 'Market Value', key: 'marketValue', width: 16 },
        { header: 'Owner Name', key: 'ownershipName', width: 36 },
        { header: 'Mailing Address', key: 'mailingAddress', width: 40 },
        { header: 'Matched On', key: 'matchedOn', width: 24 },
        { header: 'Source', key: 'source', width: 30 },
        { header: 'As Of', key: 'sourceAsOf', width: 12 },
      ],
      rows: p.parcels.map((r) => ({
        ...r,
        source: sourceLabel(r.source, r.county),
        sourceAsOf: asOfText(r),
      })),
      notes: parcelNotes,
    },
    {
      name: 'Holdings',
      columns: [
        { header: 'Holding', key: 'id', width: 10 },
        { header: 'Parcels', key: 'parcelCount', width: 10 },
        { header: 'Acres', key: 'acres', width: 12 },
        { header: 'Market Value', key: 'marketValue', width: 16 },
        { header: 'Latitude', key: 'lat', width: 14 },
        { header: 'Longitude', key: 'lng', width: 14 },
      ],
      rows: p.holdings.map(({ geometry: _g, ...h }) => h),
      notes: parcelNotes,
    },
    {
      name: 'Projects',
      columns: [
        { header: 'Project', key: 'name', width: 36 },
        { header: 'Child', key: 'isChild', width: 8 },
        { header: 'Status', key: 'status', width: 30 },
        { header: 'City', key: 'city' },
        { header: 'Owner Name', key: 'ownershipName', width: 36 },
        { header: 'Source', key: 'source', width: 30 },
        { header: 'As Of', key: 'sourceAsOf', width: 12 },
      ],
      rows: p.projects.map((r) => ({ ...r, source: sourceLabel(r.source), sourceAsOf: asOfText(r) })),
      notes: sourceNotes(p.projects),
    },
  ];
}

/** The owner's name as a file name part ('HARVEST FELLOWSHIP, INC.' → 'HARVEST_FELLOWSHIP_INC'). */
const namePart = (p: PortfolioAnswer) =>
  p.owner.name
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);

/** The portfolio as a workbook: its parcels (with their holding), holdings and projects. */
export async function exportPortfolio(p: PortfolioAnswer) {
  await exportWorkbook(portfolioSheets(p), `Owner_Portfolio_${namePart(p)}_${fileStamp()}.xlsx`);
}
