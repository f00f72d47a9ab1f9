import { utahCities } from '../geography/lookups.js';
import { Random } from '../util/random.js';
import type { ParcelGroup } from './layout.js';
import { FIRST_NAMES, LAST_NAMES, PLACE_WORDS } from './names.js';
import { zipFor } from './parcel-row.js';
import { outOfStateAddress, streetAddress } from './people.js';

// Owners of several parcels (issue 20's portfolios): per county a few investors, family trusts and farmers hold
// runs of adjacent lots (an assemblage) in some blocks and single parcels elsewhere, written the way assessor rolls
// really differ from one record to the next ('WASATCH RIDGE HOLDINGS LLC', 'Wasatch Ridge Holdings, L.L.C.'), at one
// mailing address. Deterministic from the seed, like the rest of the demo data.

export interface PortfolioOwner {
  name: string;
  type: 'LLC' | 'Trust' | 'Person';
  location: 'Local' | 'In State' | 'Out of State';
  mailing: { address: string; city: string; state: string; zip: string | null };
}

interface Holder {
  type: PortfolioOwner['type'];
  spellings: string[];
  location: PortfolioOwner['location'];
  mailing: PortfolioOwner['mailing'];
}

const OWNERS_PER_COUNTY = 8;
/** Share of blocks where a portfolio owner holds lots, by zone (more in farm and raw land). */
const SHARE = { urban: 0.03, suburban: 0.08, rural: 0.2, raw: 0.25 } as const;
const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function holder(rng: Random, county: string): Holder {
  const home = rng.pick(utahCities().filter((c) => c.county === county)) ?? rng.pick(utahCities());
  const location = rng.weighted([
    ['In State', 60],
    ['Out of State', 25],
    ['Local', 15],
  ] as const);
  const mailing =
    location === 'Out of State'
      ? outOfStateAddress(rng)
      : { address: streetAddress(rng), city: home.name, state: 'UT', zip: zipFor(home)?.zip ?? null };
  const type = rng.weighted([
    ['LLC', 5],
    ['Trust', 3],
    ['Person', 2],
  ] as const);
  const last = rng.pick(LAST_NAMES);
  const first = rng.pick(FIRST_NAMES);
  let spellings: string[];
  if (type === 'LLC') {
    const words = `${rng.pick(PLACE_WORDS)} ${rng.pick(['Ridge', 'Creek', 'Bench', 'Flat', 'Point', 'Springs'])}`;
    const kind = rng.pick(['Holdings', 'Land', 'Properties', 'Investments']);
    const upper = `${words} ${kind}`.toUpperCase();
    spellings = [`${upper} LLC`, `${title(upper)}, L.L.C.`, `${upper}, LLC`, `${upper} L C`];
  } else if (type === 'Trust') {
    const name = last.toUpperCase();
    spellings = [`${name} FAMILY TRUST`, `The ${title(name)} Family Trust`, `${name} FAMILY TR`];
  } else {
    const initial = String.fromCharCode(65 + rng.int(0, 25));
    spellings = [
      `${last}, ${first} ${initial}`.toUpperCase(),
      `${first} ${initial} ${last}`.toUpperCase(),
      `${first} ${last} Revocable Trust`,
    ];
  }
  return { type, spellings, location, mailing };
}

const holders = new Map<string, Holder[]>();
function holdersOf(seed: number, county: string): Holder[] {
  const key = `${seed}|${county}`;
  let list = holders.get(key);
  if (!list) {
    list = Array.from({ length: OWNERS_PER_COUNTY }, (_, i) =>
      holder(new Random(seed, 'holder', county, i), county),
    );
    holders.set(key, list);
  }
  return list;
}

/** The lots of a block held by a portfolio owner (index in group.parcels → owner): a run of neighbours. */
export function portfolioPlan(seed: number, group: ParcelGroup): Map<number, PortfolioOwner> {
  const plan = new Map<number, PortfolioOwner>();
  const rng = new Random(seed, 'portfolio', group.sx, group.sy, group.group);
  if (!rng.chance(SHARE[group.zone])) return plan;
  const h = rng.pick(holdersOf(seed, group.city.county));
  const n = group.parcels.length;
  const run = Math.min(n, rng.int(2, 4));
  const start = rng.int(0, n - run);
  for (let i = start; i < start + run; i++)
    plan.set(i, {
      name: rng.pick(h.spellings),
      type: h.type,
      location: h.location,
      mailing: h.mailing,
    });
  return plan;
}
