import { readCsvAsset } from '../assets.js';
import { countyAt, nearestCity, utahCities } from '../geography/lookups.js';
import { distanceMeters, pointToEwkt } from '../util/geo.js';
import { Random } from '../util/random.js';
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

/** Real municipal-use water-right numbers (DWRi WTRUSE_MUNICIPAL), valid and distinct, in file order. */
export function realWaterRights(): { wrnum: string; municipality: string }[] {
  const seen = new Set<string>();
  const out: { wrnum: string; municipality: string }[] = [];
  for (const r of readCsvAsset('ut-wr-municipal.csv')) {
    const wrnum = r.WRNUM!.trim();
    if (!WRNUM_PATTERN.test(wrnum) || seen.has(wrnum)) continue;
    seen.add(wrnum);
    out.push({ wrnum, municipality: (r.MUNICIPALITY ?? '').trim() });
  }
  return out;
}

interface Site {
  name: string;
  type: string;
  lng: number;
  lat: number;
}

function sourceSites(): Site[] {
  return readCsvAsset('ut-water-source-sites.csv')
    .map((r) => ({
      name: r.site_name!,
      type: r.site_type!,
      lng: Number(r.longitude),
      lat: Number(r.latitude),
    }))
    .filter((s) => Number.isFinite(s.lng) && Number.isFinite(s.lat) && countyAt(s.lng, s.lat) !== undefined);
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
  const rng = new Random(seed, 'water-rights');
  const chosen = rng.sample(rights, Math.min(count, rights.length));
  const cities = utahCities();
  for (const right of chosen) {
    const r = new Random(seed, 'water-right', right.wrnum);
    const named = cities.find((c) => right.municipality.toLowerCase().includes(c.name.toLowerCase()));
    let site: Site;
    if (named) {
      const near = sites
        .map((s) => [s, distanceMeters([s.lng, s.lat], [named.lng, named.lat])] as const)
        .sort((a, b) => a[1] - b[1])
        .slice(0, 8);
      site = r.pick(near)[0];
    } else {
      site = r.pick(sites);
    }
    const county = countyAt(site.lng, site.lat)!;
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
      `${city.name}, UT`,
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
