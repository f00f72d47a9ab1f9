import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import {
  FALLBACK_MEDIAN_SHARE,
  NEW_HOME_PRICE_STEP,
  newHomeFactor,
  type ComparedValue,
  type HomeProduct,
  type SubscriptionStatus,
} from '@utah-land/shared';
import type { DB } from '../../src/db/index.js';
import { createTestApp, type TestApp } from './test-app.js';
import { claimPlaceCell } from '../../../../test-support/place-cells.js';
import { insertUser } from './users.js';

/** A user with a role and a subscription status, and a bearer header for it. */
export async function createUser(t: TestApp, role: 'admin' | 'user', status: string) {
  const user = await insertUser(t, {
    role,
    email: `${randomUUID()}@matching.test`,
    firstname: 'M',
    lastname: 'Tester',
    subscription: { status: status as SubscriptionStatus },
  });
  return { id: user.id, headers: user.auth };
}

/** A test app with a Subscribed admin, a user of `userStatus` and a Free Trial user (their bearer headers). */
export async function startMatchingApp(userStatus: string) {
  const t = await createTestApp();
  return {
    t,
    admin: (await createUser(t, 'admin', 'Subscribed')).headers,
    user: (await createUser(t, 'user', userStatus)).headers,
    trial: (await createUser(t, 'user', 'Free Trial')).headers,
  };
}

/**
 * A place far from generated data and from every other test place of the run (test-support/place-cells.ts), with metre
 * offsets turned into lng/lat.
 */
export class Place {
  readonly tag = `ZZ Test Area ${randomUUID().slice(0, 8)}`;
  readonly city = `Testville ${randomUUID().slice(0, 8)}`;
  readonly county = `Test County ${randomUUID().slice(0, 8)}`;
  readonly lng0: number;
  readonly lat0: number;
  constructor(lng0?: number, lat0?: number) {
    const cell = lng0 === undefined || lat0 === undefined ? claimPlaceCell(inject('databaseUrl')) : null;
    // Inside its cell, a place keeps a little room on every side.
    this.lng0 = lng0 ?? cell!.lng + 0.01;
    this.lat0 = lat0 ?? cell!.lat + 0.01;
  }
  at(dx: number, dy: number): [number, number] {
    const mLng = 111_320 * Math.cos((this.lat0 * Math.PI) / 180);
    return [this.lng0 + dx / mLng, this.lat0 + dy / 110_574];
  }
  /** A square of `half` metres around the offset, as EWKT. */
  square(dx: number, dy: number, half = 20): string {
    const c = [
      this.at(dx - half, dy - half),
      this.at(dx + half, dy - half),
      this.at(dx + half, dy + half),
      this.at(dx - half, dy + half),
      this.at(dx - half, dy - half),
    ];
    return `SRID=4326;MULTIPOLYGON(((${c.map(([x, y]) => `${x} ${y}`).join(',')})))`;
  }
  point(dx: number, dy: number): string {
    const [x, y] = this.at(dx, dy);
    return `SRID=4326;POINT(${x} ${y})`;
  }
}

export interface ParcelFixture {
  dx?: number;
  dy?: number;
  sfLots?: number | null;
  sfLotsNeighbors?: number | null;
  thPads?: number | null;
  products?: string[];
  marketValue?: number | null;
  listingPrice?: number | null;
  houseStyle?: string[];
  building?: boolean;
  areaTags?: string[];
  city?: string | null;
  /** The place's county unless given; null: a parcel whose county is unknown. */
  county?: string | null;
  condoUnits?: number | null;
  acreage?: number;
  zoning?: string | null;
}

export async function insertParcel(db: Kysely<DB>, place: Place, f: ParcelFixture = {}) {
  const dx = f.dx ?? 0;
  const dy = f.dy ?? 0;
  const { id } = await db
    .insertInto('parcels')
    .values({
      parcel_id: `T-${randomUUID()}`,
      geom: place.square(dx, dy),
      center: place.point(dx, dy),
      acreage: f.acreage ?? 1,
      actual_zoning: f.zoning ?? null,
      area_tags: f.areaTags ?? [place.tag],
      city: f.city === undefined ? place.city : f.city,
      county: f.county === undefined ? place.county : f.county,
      sf_lots: f.sfLots ?? null,
      sf_lots_neighbors: f.sfLotsNeighbors ?? null,
      th_pads: f.thPads ?? null,
      condo_units: f.condoUnits ?? null,
      products: f.products ?? [],
      market_value: f.marketValue ?? null,
      mls_listing_price: f.listingPrice ?? null,
      house_style: f.houseStyle ?? [],
      property_info_building: f.building ?? false,
      ownership_name: `Owner ${randomUUID().slice(0, 6)}`,
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export type ContactFixture = Partial<{
  name: string;
  types: string[];
  match_area_tags: string[];
  match_cities: string[];
  match_counties: string[];
  build_products: string[];
  build_sf_lots: string | null;
  build_th_pads: string | null;
  develop_products: string[];
  develop_sf_lots: string | null;
  invest_products: string[];
  invest_amount: string | null;
  home_price: string | null;
  home_styles: string[];
  new_build_home_buyer_desired_cities: string[];
  agent_specialties: string[];
  location: string | null;
  acreage_range: string | null;
}>;

export async function insertContact(db: Kysely<DB>, f: ContactFixture) {
  const { id } = await db
    .insertInto('contacts')
    .values({ name: `Contact ${randomUUID().slice(0, 8)}`, source: 'test', ...f })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * An MLS listing at an offset of the place, listed by `agent` (a name, as listings name their agent) `daysAgo` days
 * ago (status date the same day); its county is the place's unless `county` says otherwise (null is kept as '').
 */
export async function insertListing(
  db: Kysely<DB>,
  place: Place,
  f: {
    agent: string;
    dx?: number;
    dy?: number;
    status?: 'Active' | 'Sold' | 'Expired';
    daysAgo?: number;
    address?: string;
    brokerage?: string | null;
    county?: string | null;
  },
) {
  const day = new Date(Date.now() - (f.daysAgo ?? 30) * 86_400_000).toISOString().slice(0, 10);
  const { id } = await db
    .insertInto('mls_listings')
    .values({
      listing_number: `T-${randomUUID()}`,
      status: f.status ?? 'Sold',
      list_price: 500_000,
      sold_price: (f.status ?? 'Sold') === 'Sold' ? 495_000 : null,
      list_date: day,
      status_date: day,
      days_on_market: 10,
      new_build: false,
      address: f.address ?? `${Math.floor(Math.random() * 900) + 100} N Test St`,
      city: place.city,
      county: f.county === undefined ? place.county : (f.county ?? ''),
      agent: f.agent,
      brokerage: f.brokerage ?? null,
      location: place.point(f.dx ?? 0, f.dy ?? 0),
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertCompany(db: Kysely<DB>, contactIds: number[]) {
  const { id } = await db
    .insertInto('companies')
    .values({ name: `Company ${randomUUID()}`, source: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (contactIds.length)
    await db
      .insertInto('company_contacts')
      .values(contactIds.map((contact_id) => ({ company_id: id, contact_id })))
      .execute();
  return id;
}

export async function insertWaterRight(db: Kysely<DB>, place: Place, dx: number, dy: number) {
  const { id } = await db
    .insertInto('water_rights')
    .values({
      wrnum: `99-${randomUUID().replace(/-/g, '').slice(0, 10)}`,
      location: place.point(dx, dy),
      owner_first_name: 'Wanda',
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertProject(
  db: Kysely<DB>,
  place: Place,
  f: {
    dx: number;
    dy: number;
    parent?: number | null;
    products?: string[];
    sfLots?: number | null;
    status?: string | null;
    completedOn?: string | null;
    pricePoint?: number | null;
    houseStyle?: string[];
    city?: string;
    areaTags?: string[];
  },
) {
  const { id } = await db
    .insertInto('projects')
    .values({
      name: `Project ${randomUUID().slice(0, 8)}`,
      parent_project_id: f.parent ?? null,
      center: place.point(f.dx, f.dy),
      area_tags: f.areaTags ?? [place.tag],
      city: f.city ?? place.city,
      county: place.county,
      products: f.products ?? [],
      sf_lots: f.sfLots ?? null,
      project_status: f.status ?? null,
      completed_on: f.completedOn ?? null,
      price_point: f.pricePoint ?? null,
      house_style: f.houseStyle ?? [],
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function linkParcel(db: Kysely<DB>, projectId: number, parcelId: number, buildable: boolean) {
  await db
    .insertInto('project_parcels')
    .values({ project_id: projectId, parcel_id: parcelId, buildable })
    .execute();
}

/** A row of a matching list (a contact, company, water right, project or parcel, or a placeholder). */
export type Row = {
  id: number;
  matchedOn: string[];
  compared: ComparedValue[];
  placeholder?: boolean;
  [k: string]: unknown;
};

/**
 * The median home value new homes are priced from, read from the geography tables as a person would: the city's
 * Census figure, else its county's, else FALLBACK_MEDIAN_SHARE of the lowest county figure.
 */
export async function anchorMedian(db: Kysely<DB>, city: string | null, county: string | null) {
  const c = city
    ? await db.selectFrom('cities').select('median_home_value').where('name', '=', city).executeTakeFirst()
    : undefined;
  if (c?.median_home_value) return c.median_home_value;
  const k = county
    ? await db
        .selectFrom('counties')
        .select('median_home_value')
        .where('name', '=', county)
        .executeTakeFirst()
    : undefined;
  if (k?.median_home_value) return k.median_home_value;
  const all = await db.selectFrom('counties').select('median_home_value').execute();
  const known = all.map((r) => r.median_home_value).filter((v): v is number => v !== null);
  return Math.round(Math.min(...known) * FALLBACK_MEDIAN_SHARE);
}

/** A typical new home's price of `product` where the median home value is `median` (docs/matching.md). */
export const newHomePrice = (median: number, product: HomeProduct) =>
  Math.round((median * Math.round(newHomeFactor(product) * 1000)) / (1000 * NEW_HOME_PRICE_STEP)) *
  NEW_HOME_PRICE_STEP;

/** The compared values of a row for one dimension. */
export const comparedOn = <D extends ComparedValue['dimension']>(row: Row | undefined, dimension: D) =>
  (row?.compared ?? []).filter(
    (v): v is Extract<ComparedValue, { dimension: D }> => v.dimension === dimension,
  );
export type Headers = { authorization: string };

/**
 * GET calls of the matching tests, made once the app and the user exist: `get` answers the body of a 200 (and
 * throws on anything else), `all` the rows of page 1 of up to 1000.
 */
export function matchingReader(app: () => TestApp, defaultHeaders: () => Headers) {
  const get = async (url: string, headers: Headers = defaultHeaders()) => {
    const res = await app().app.inject({ method: 'GET', url: `/api${url}`, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const all = async (url: string): Promise<Row[]> =>
    (await get(`${url}${url.includes('?') ? '&' : '?'}page=1&limit=1000`)).data;
  return { get, all };
}

export const idsOf = (rows: Row[]) => rows.map((r) => r.id);
