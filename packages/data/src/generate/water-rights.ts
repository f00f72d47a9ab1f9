import { readCsvAsset } from '../assets.js';
import { countyAt, nearestCity, utahCities } from '../geography/lookups.js';
import { distanceMeters, pointToEwkt } from '../util/geo.js';
import { Random } from '../util/random.js';
import { zipFor } from './parcel-row.js';
import { personName, phone, streetAddress } from './people.js';

export const WATER_RIGHT_COLUMNS = [
  'wrnum',
  'wrchex',
  'owner_first_name',
  'owner_last_name',
  'owner_email_address',
  'owner_phone',
  'owner_address1',
  'owner_address2',
  'owner_interest',
  'uses',
  'municipality',
  'flow_cfs',
  'volume_acre_feet',
  'source_name',
  'city',
  'county',
  'location',
  'source',
] as const;

export const WRNUM_PATTERN = /^[0-9]{2,3}-[0-9A-Za-z]+$/;

/**
 * Utah water-right numbers start with the Division of Water Rights area ('57-' Salt Lake Valley, '55-' Utah
 * Lake, '81-' Virgin River…). The counties each area covers, approximated from where the real municipal rights
 * of that prefix are used (assets/ut-wr-municipal.csv names the municipality): a right is placed at a source
 * site inside its area's counties. Rights of other prefixes are not used.
 */
export const WATER_RIGHT_AREAS: Record<string, readonly string[]> = {
  '00': ['Weber'],
  '05': ['Grand'],
  '09': ['San Juan'],
  '13': ['Tooele'],
  '14': ['Tooele', 'Juab', 'Millard'],
  '15': ['Tooele'],
  '16': ['Tooele', 'Juab', 'Millard'],
  '18': ['Tooele', 'Juab', 'Millard'],
  '19': ['Millard'],
  '23': ['Rich'],
  '25': ['Cache'],
  '29': ['Box Elder'],
  '31': ['Davis', 'Weber'],
  '35': ['Weber', 'Summit', 'Morgan', 'Davis'],
  '41': ['Daggett', 'Duchesne'],
  '43': ['Duchesne', 'Wasatch'],
  '45': ['Uintah'],
  '49': ['Uintah', 'Duchesne'],
  '51': ['Utah', 'Wasatch'],
  '53': ['Juab'],
  '54': ['Utah'],
  '55': ['Utah', 'Wasatch', 'Summit', 'Salt Lake'],
  '57': ['Salt Lake'],
  '59': ['Salt Lake', 'Utah'],
  '61': ['Piute', 'Garfield', 'Sevier'],
  '63': ['Sevier', 'Sanpete'],
  '65': ['Sanpete'],
  '66': ['Sanpete', 'Juab'],
  '67': ['Millard', 'Sevier'],
  '68': ['Millard'],
  '69': ['Millard'],
  '71': ['Beaver', 'Washington', 'Iron'],
  '73': ['Iron'],
  '75': ['Iron', 'Garfield'],
  '77': ['Beaver'],
  '81': ['Washington'],
  '85': ['Kane'],
  '89': ['Kane', 'Garfield', 'San Juan'],
  '91': ['Carbon'],
  '92': ['Carbon', 'Emery'],
  '93': ['Emery'],
  '94': ['Emery', 'Wayne'],
  '95': ['Wayne', 'Garfield'],
  '97': ['Garfield'],
};

export const waterRightArea = (wrnum: string) => WATER_RIGHT_AREAS[wrnum.split('-')[0]!];

/**
 * Real municipal-use water-right numbers (DWRi WTRUSE_MUNICIPAL), valid, distinct and of a known area, in file
 * order.
 */
export function realWaterRights(): { wrnum: string; municipality: string }[] {
  const seen = new Set<string>();
  const out: { wrnum: string; municipality: string }[] = [];
  for (const r of readCsvAsset('ut-wr-municipal.csv')) {
    const wrnum = r.WRNUM!.trim();
    if (!WRNUM_PATTERN.test(wrnum) || !waterRightArea(wrnum) || seen.has(wrnum)) continue;
    seen.add(wrnum);
    out.push({ wrnum, municipality: (r.MUNICIPALITY ?? '').trim() });
  }
  return out;
}

interface Site {
  county: string;
  name: string;
  type: string;
  lng: number;
  lat: number;
}

function sourceSites(): Site[] {
  return readCsvAsset('ut-water-source-sites.csv')
    .map((r) => ({
      county: '',
      name: r.site_name!,
      type: r.site_type!,
      lng: Number(r.longitude),
      lat: Number(r.latitude),
    }))
    .filter((s) => Number.isFinite(s.lng) && Number.isFinite(s.lat))
    .map((s) => ({ ...s, county: countyAt(s.lng, s.lat) ?? '' }))
    .filter((s) => s.county !== '');
}

/**
 * Water rights with real WRNUMs placed at real public-water-system source points: near the city the
 * municipal use names when one matches, else at a seeded source point. Owners, interest and amounts are generated.
 */
export function* buildWaterRights(
  count: number,
  seed: number,
): Generator<(string | number | null | string[])[]> {
  const rights = realWaterRights();
  const sites = sourceSites();
  const byArea = new Map<readonly string[], Site[]>();
  const rng = new Random(seed, 'water-rights');
  const chosen = rng.sample(rights, Math.min(count, rights.length));
  const cities = utahCities();
  for (const right of chosen) {
    const r = new Random(seed, 'water-right', right.wrnum);
    const area = waterRightArea(right.wrnum)!;
    let inArea = byArea.get(area);
    if (!inArea) byArea.set(area, (inArea = sites.filter((s) => area.includes(s.county))));
    // The municipality's city when it lies in the right's area (longest name first: 'West Jordan' over 'Jordan').
    const named = cities
      .filter(
        (c) => area.includes(c.county) && right.municipality.toLowerCase().includes(c.name.toLowerCase()),
      )
      .sort((a, b) => b.name.length - a.name.length)[0];
    let site: Site;
    if (named) {
      const near = inArea
        .map((s) => [s, distanceMeters([s.lng, s.lat], [named.lng, named.lat])] as const)
        .sort((a, b) => a[1] - b[1])
        .slice(0, 8);
      site = r.pick(near)[0];
    } else {
      site = r.pick(inArea.length ? inArea : sites);
    }
    const county = site.county;
    const city = nearestCity(site.lng, site.lat, county) ?? nearestCity(site.lng, site.lat)!;
    const municipalOwner = r.chance(0.6);
    const person = personName(r);
    const ownerLast = municipalOwner
      ? named
        ? `${named.name} City`
        : right.municipality || `${city.name} Water Co`
      : person.last;
    const uses = [
      'Municipal',
      ...r.sample(['Irrigation', 'Stock Watering', 'Domestic', 'Industrial'], r.int(0, 2)),
    ];
    yield [
      right.wrnum,
      `a${String(r.int(1000, 49999)).padStart(5, '0')}`,
      municipalOwner ? null : person.first,
      ownerLast,
      municipalOwner
        ? `water@${ownerLast.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`
        : `${person.first}.${person.last}@example.com`.toLowerCase(),
      phone(r),
      streetAddress(r),
      `${city.name}, UT ${zipFor(city)?.zip ?? ''}`.trim(),
      r.weighted([
        ['100%', 7],
        ['50%', 2],
        ['33.33%', 1],
      ] as const),
      uses,
      right.municipality || null,
      Math.round(r.spread(1) * 0.8 * 1000) / 1000,
      Math.round(r.spread(1) * 120 * 100) / 100,
      `${site.name} (${site.type})`,
      city.name,
      county,
      pointToEwkt(site.lng, site.lat),
      'dwri_wtruse_municipal',
    ];
  }
}
