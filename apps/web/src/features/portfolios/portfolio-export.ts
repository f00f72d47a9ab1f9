import type { PortfolioAnswer } from '@utah-land/shared';
import { exportWorkbook, fileStamp } from '../exports/excel.js';

/** The portfolio as a workbook: its parcels (with their holding), holdings and projects. */
export async function exportPortfolio(p: PortfolioAnswer) {
  const name = p.owner.name
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);
  await exportWorkbook(
    [
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
          { header: 'Source', key: 'source', width: 22 },
        ],
        rows: p.parcels.map((r) => ({
          ...r,
          source: r.source === 'generated' ? 'Generated demo data' : r.source,
        })),
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
      },
      {
        name: 'Projects',
        columns: [
          { header: 'Project', key: 'name', width: 36 },
          { header: 'Child', key: 'isChild', width: 8 },
          { header: 'Status', key: 'status', width: 30 },
          { header: 'City', key: 'city' },
          { header: 'Owner Name', key: 'ownershipName', width: 36 },
        ],
        rows: p.projects,
      },
    ],
    `Owner_Portfolio_${name}_${fileStamp()}.xlsx`,
  );
}
