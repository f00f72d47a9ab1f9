import { Random } from '../util/random.js';
import { distanceMeters } from '../util/geo.js';
import type { GeneratedCompany } from './companies.js';
import { buildContact, CONTACT_COLUMNS } from './contacts.js';

// Who lists the demo's MLS listings. Real estate agents are matched to a parcel only where they work: their office,
// or their own listings and sales, near it (docs/matching.md, "The fit model"). For that evidence to exist in the
// demo data, most listings are listed by the demo's own agent contacts, by one of those whose office is near the
// listing (agents list where they work); the rest keep an invented agent, one the database does not hold.

/** The share of listings listed by one of the demo's agent contacts (when one has an office near it). */
export const LISTED_BY_CONTACT_SHARE = 0.6;
/** How far from a listing an agent contact's office may be to list it, in metres (10 miles). */
export const LISTING_AGENT_METERS = 16_093;
/** A listing's agent is one of this many agent contacts nearest to it. */
const NEAREST = 6;
/** Grid cell of the agents' index, in degrees (about 7 miles), so a lookup reads the 3 × 3 cells around a point. */
const CELL = 0.1;

/** An agent contact as a listing names it. */
export interface ListingAgent {
  name: string;
  /** 'phone · e-mail', as a listing's agent contact reads. */
  contact: string;
  brokerage: string | null;
  brokerageContact: string | null;
  lng: number;
  lat: number;
}

const POINT = /POINT\(([-\d.]+) ([-\d.]+)\)/;

/** The demo's agent contacts, indexed by place, to name the agent of each listing. */
export class ListingAgents {
  private readonly cells = new Map<string, ListingAgent[]>();

  constructor(agents: ListingAgent[]) {
    for (const a of agents) {
      const key = this.key(Math.floor(a.lng / CELL), Math.floor(a.lat / CELL));
      this.cells.set(key, [...(this.cells.get(key) ?? []), a]);
    }
  }

  private key(x: number, y: number) {
    return `${x}:${y}`;
  }

  /**
   * The agent contact who listed the listing `number` at (lng, lat), deterministic from the seed: in
   * LISTED_BY_CONTACT_SHARE of listings one of the NEAREST agent contacts within LISTING_AGENT_METERS; otherwise,
   * or with no agent contact near, null (the listing keeps its invented agent).
   */
  pick(seed: number, number: string, lng: number, lat: number): ListingAgent | null {
    const rng = new Random(seed, 'listing-agent', number);
    if (!rng.chance(LISTED_BY_CONTACT_SHARE)) return null;
    const cx = Math.floor(lng / CELL);
    const cy = Math.floor(lat / CELL);
    const near: { a: ListingAgent; d: number }[] = [];
    for (let x = cx - 1; x <= cx + 1; x++)
      for (let y = cy - 1; y <= cy + 1; y++)
        for (const a of this.cells.get(this.key(x, y)) ?? []) {
          const d = distanceMeters([lng, lat], [a.lng, a.lat]);
          if (d <= LISTING_AGENT_METERS) near.push({ a, d });
        }
    if (!near.length) return null;
    near.sort((p, q) => p.d - q.d || p.a.name.localeCompare(q.a.name));
    return rng.pick(near.slice(0, NEAREST)).a;
  }
}

/**
 * The agent contacts the generator will write (the same contacts, from the same seed and ids, as the contacts step
 * builds later), with their office and brokerage.
 */
export function listingAgentsOf(
  seed: number,
  count: number,
  firstId: number,
  companies: GeneratedCompany[],
): ListingAgents {
  const col = (name: (typeof CONTACT_COLUMNS)[number]) => CONTACT_COLUMNS.indexOf(name);
  const byId = new Map(companies.map((c) => [c.id, c]));
  const agents: ListingAgent[] = [];
  for (let i = 0; i < count; i++) {
    const c = buildContact(seed, i, firstId + i, companies);
    const row = c.contact;
    if (!(row[col('types')] as string[]).includes('Real Estate Agent')) continue;
    const at = POINT.exec(String(row[col('location')] ?? ''));
    if (!at) continue;
    const company = c.companyId ? byId.get(c.companyId) : undefined;
    agents.push({
      name: String(row[col('name')]),
      contact: [row[col('phone_number1')], (row[col('emails')] as string[])[0]].filter(Boolean).join(' · '),
      brokerage: company?.name ?? null,
      brokerageContact: company ? ((company.row[11] as string[])[0] ?? null) : null,
      lng: Number(at[1]),
      lat: Number(at[2]),
    });
  }
  return new ListingAgents(agents);
}
