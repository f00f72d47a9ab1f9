import type { Database } from '@utah-land/db';
import { WRNUM_PATTERN } from '../generate/water-rights.js';
import { runCsvImport } from './csv-import.js';
import { transformFrom } from './geometry.js';
import { AS_OF_ALIASES } from './contacts.js';
import {
  FieldError,
  isoDate,
  list,
  optionAsOf,
  parseNumber,
  text,
  type ImportOptions,
  type ImportReport,
} from './report.js';

/** Utah DWRi water-right columns (as in the spec) plus the point of diversion. */
export const WATER_RIGHT_FIELDS = {
  WRNUM: ['water right number', 'wr_num'],
  WRCHEX: ['wr_chex'],
  OWNER_FIRST_NAME: ['first name'],
  OWNER_LAST_NAME: ['last name', 'owner', 'owner name'],
  OWNER_EMAIL_ADDRESS: ['owner email', 'email'],
  OWNER_PHONE: ['phone'],
  OWNER_ADDRESS1: ['address', 'address1'],
  OWNER_ADDRESS2: ['address2'],
  OWNER_INTEREST: ['interest'],
  USES: ['use', 'uses', 'use type'],
  MUNICIPALITY: ['municipal use'],
  FLOW_CFS: ['flow', 'cfs'],
  VOLUME_AF: ['volume', 'acre_feet', 'volume_acre_feet'],
  SOURCE_NAME: ['source', 'source name', 'site name'],
  LATITUDE: ['lat', 'y'],
  LONGITUDE: ['lon', 'lng', 'long', 'x'],
  AS_OF: AS_OF_ALIASES,
} as const;

/** Imports water rights from CSV; upserts on WRNUM. Coordinates in lng/lat, or in --srid (e.g. 26912). */
export async function importWaterRights(
  database: Database,
  path: string,
  options: ImportOptions & { srid?: number } = {},
): Promise<ImportReport> {
  const source = options.source ?? 'import';
  const asOf = optionAsOf(options);
  const transform = transformFrom({ srid: options.srid });
  return runCsvImport(database, path, options, {
    kind: 'water-rights',
    writes: ['water_rights'],
    keyLabel: 'WRNUM',
    fields: WATER_RIGHT_FIELDS,
    toRow: (get) => {
      const wrnum = text(get('WRNUM'));
      if (!wrnum) throw new FieldError('WRNUM: missing');
      if (!WRNUM_PATTERN.test(wrnum))
        throw new FieldError(`WRNUM: '${wrnum}' is not a Utah water-right number (like 57-10711)`);
      const y = parseNumber('LATITUDE', get('LATITUDE'));
      const x = parseNumber('LONGITUDE', get('LONGITUDE'));
      if (x === null || y === null) throw new FieldError('LATITUDE/LONGITUDE: missing point of diversion');
      const [lng, lat] = transform([x, y]);
      if (!(lng > -114.1 && lng < -109 && lat > 36.9 && lat < 42.1)) {
        throw new FieldError(`LATITUDE/LONGITUDE: ${y}, ${x} is not in Utah (wrong --srid?)`);
      }
      return {
        key: wrnum,
        row: [
          wrnum,
          text(get('WRCHEX')),
          text(get('OWNER_FIRST_NAME')),
          text(get('OWNER_LAST_NAME')),
          text(get('OWNER_EMAIL_ADDRESS')),
          text(get('OWNER_PHONE')),
          text(get('OWNER_ADDRESS1')),
          text(get('OWNER_ADDRESS2')),
          text(get('OWNER_INTEREST')),
          list(get('USES')),
          text(get('MUNICIPALITY')),
          parseNumber('FLOW_CFS', get('FLOW_CFS'), { min: 0 }),
          parseNumber('VOLUME_AF', get('VOLUME_AF'), { min: 0 }),
          text(get('SOURCE_NAME')),
          `SRID=4326;POINT(${lng} ${lat})`,
          source,
          asOf ?? isoDate('AS_OF', get('AS_OF')),
        ],
      };
    },
    stageColumns: [
      ['wrnum', 'text'],
      ['wrchex', 'text'],
      ['owner_first_name', 'text'],
      ['owner_last_name', 'text'],
      ['owner_email_address', 'text'],
      ['owner_phone', 'text'],
      ['owner_address1', 'text'],
      ['owner_address2', 'text'],
      ['owner_interest', 'text'],
      ['uses', 'text[]'],
      ['municipality', 'text'],
      ['flow_cfs', 'numeric'],
      ['volume_acre_feet', 'numeric'],
      ['source_name', 'text'],
      ['location', 'geometry(Point, 4326)'],
      ['source', 'text'],
      ['source_as_of', 'date'],
    ],
    mergeSql: `
      INSERT INTO water_rights (wrnum, wrchex, owner_first_name, owner_last_name, owner_email_address, owner_phone,
        owner_address1, owner_address2, owner_interest, uses, municipality, flow_cfs, volume_acre_feet, source_name,
        city, county, location, source, source_as_of)
      SELECT s.wrnum, s.wrchex, s.owner_first_name, s.owner_last_name, s.owner_email_address, s.owner_phone,
        s.owner_address1, s.owner_address2, s.owner_interest, s.uses, s.municipality, s.flow_cfs, s.volume_acre_feet,
        s.source_name,
        (SELECT ci.name FROM cities ci ORDER BY ci.center <-> s.location LIMIT 1),
        (SELECT co.name FROM counties co WHERE ST_Covers(co.geom, s.location) LIMIT 1),
        s.location, s.source, s.source_as_of
      FROM import_stage s WHERE s.line <> ALL($1::int[])
      ON CONFLICT (wrnum) DO UPDATE SET wrchex = excluded.wrchex, owner_first_name = excluded.owner_first_name,
        owner_last_name = excluded.owner_last_name, owner_email_address = excluded.owner_email_address,
        owner_phone = excluded.owner_phone, owner_address1 = excluded.owner_address1,
        owner_address2 = excluded.owner_address2, owner_interest = excluded.owner_interest, uses = excluded.uses,
        municipality = excluded.municipality, flow_cfs = excluded.flow_cfs, volume_acre_feet = excluded.volume_acre_feet,
        source_name = excluded.source_name, city = excluded.city, county = excluded.county,
        location = excluded.location, source = excluded.source, source_as_of = excluded.source_as_of
      RETURNING (xmax = 0) AS inserted`,
  });
}
