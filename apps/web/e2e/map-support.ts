import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { newContext } from './support/browser.js';

// Helpers of the map browser tests: sign in through the API (tokens into localStorage), read the URL and counts.

export interface Session {
  accessToken: string;
  user: unknown;
  subscriptionDetails: unknown;
}

export async function apiLogin(email: string, password: string): Promise<Session> {
  const res = await fetch(`${inject('baseUrl')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Session;
}

/** A context whose pages start signed in (session in localStorage, cookie choice made). */
export async function signedInContext(
  browser: Browser,
  login: Session,
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  const context = await newContext(browser, viewport);
  const role = (login.user as { userRoles?: { roleDetails: { name: string } }[] }).userRoles?.[0]?.roleDetails
    .name;
  await context.addInitScript(
    ([token, user, sub]) => {
      if (!localStorage.getItem('accessToken')) localStorage.setItem('accessToken', token);
      if (!localStorage.getItem('user')) localStorage.setItem('user', user);
      if (sub !== 'null' && !localStorage.getItem('subscriptionDetails'))
        localStorage.setItem('subscriptionDetails', sub);
      if (localStorage.getItem('cookieConsent') === null) localStorage.setItem('cookieConsent', 'true');
    },
    [
      login.accessToken,
      JSON.stringify({ ...(login.user as object), role: role ?? 'user' }),
      JSON.stringify(login.subscriptionDetails),
    ] as const,
  );
  return context;
}

export async function adminLogin() {
  return apiLogin(inject('adminEmail'), inject('adminPassword'));
}

/** GET /api/... with the bearer token. */
export async function apiGet<T>(login: Session, path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  expect(res.status, `${path}`).toBe(200);
  return (await res.json()) as T;
}

export const searchParams = (page: Page) => new URL(page.url()).searchParams;

/** The number in 'N Matching Parcels' / 'N Matching Projects' once loaded. */
export async function matchingCount(page: Page): Promise<number> {
  const header = page.getByTestId('results-header');
  await expect
    .poll(
      async () =>
        (await header.getAttribute('data-fetching')) === 'false' &&
        /^[\d,]+ Matching/.test((await header.textContent()) ?? ''),
    )
    .toBe(true);
  return Number(((await header.textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** Waits until the map reports the zoom (data-zoom) within 0.05 of `zoom`. */
export async function waitForZoom(page: Page, zoom: number) {
  await expect
    .poll(async () => Math.abs(Number(await page.getByTestId('map').getAttribute('data-zoom')) - zoom), {
      timeout: 15_000,
    })
    .toBeLessThan(0.05);
}

/** Waits until the map is idle (MapLibre's canvas loaded and no move pending). */
export async function waitForMap(page: Page) {
  await page.locator('.maplibregl-canvas').waitFor();
}

export const viewportAround = (lat: number, lng: number, d: number) =>
  JSON.stringify({
    northEast: { lat: lat + d, lng: lng + d * 1.6 },
    southWest: { lat: lat - d, lng: lng - d * 1.6 },
  });

/** The box the map shows (west, south, east, north), as it last reported it; undefined before it has. */
export async function shownBox(page: Page): Promise<[number, number, number, number] | undefined> {
  const raw = await page.getByTestId('map').getAttribute('data-bounds');
  return raw ? (raw.split(',').map(Number) as [number, number, number, number]) : undefined;
}

/** Utah's outline box (west, south, east, north). */
export const UTAH_BOX = { west: -114.053, south: 36.998, east: -109.041, north: 42.002 };

/**
 * Waits until the map shows the default view, all of Utah (a fit to the map's box, so its zoom depends on the box):
 * the shown box holds the state and is not much more than it (the state fills the map's narrower side).
 */
export async function waitForAllOfUtah(page: Page) {
  const U = UTAH_BOX;
  await expect
    .poll(
      async () => {
        const box = await shownBox(page);
        if (!box) return 'no box yet';
        const [west, south, east, north] = box;
        const holds = west <= U.west && south <= U.south && east >= U.east && north >= U.north;
        const fill = Math.min((east - west) / (U.east - U.west), (north - south) / (U.north - U.south));
        return holds && fill < 1.3 ? 'all of Utah' : `shows ${box.join(',')}`;
      },
      { timeout: 30_000 },
    )
    .toBe('all of Utah');
}

/** The server's parcel count for the page's filters and polygon in the box the map shows. */
export async function serverCount(login: Session, page: Page): Promise<number> {
  const params = new URLSearchParams(new URL(page.url()).searchParams);
  params.delete('zoom');
  params.delete('addressCoords');
  const box = await shownBox(page);
  if (box) {
    const [west, south, east, north] = box;
    params.set(
      'viewport',
      JSON.stringify({ northEast: { lat: north, lng: east }, southWest: { lat: south, lng: west } }),
    );
  }
  return (await apiGet<{ count: number }>(login, `/parcels/count?${params}`)).count;
}

/** Waits until the header shows the server's count for the page's filters in the box the map shows. */
export async function settledCount(login: Session, page: Page): Promise<number> {
  await expect
    .poll(async () => (await matchingCount(page)) === (await serverCount(login, page)), { timeout: 15_000 })
    .toBe(true);
  return matchingCount(page);
}

/** Waits until the map has no geometry request in flight (the small spinner is gone). */
export async function waitForMapIdle(page: Page) {
  await expect.poll(() => page.locator('.map-loading').count(), { timeout: 15_000 }).toBe(0);
}

/** Waits until the map shows parcel polygons (high zoom) for the current view. */
export async function waitForPolygons(page: Page) {
  const map = page.getByTestId('map');
  await expect
    .poll(async () => Number(await map.getAttribute('data-parcels')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await waitForMapIdle(page);
}

/** One square parcel of a test's own: its parcel id, centre, half side (degrees) and acreage. */
export interface SquareParcel {
  parcelId: string;
  lng: number;
  lat: number;
  half: number;
  acreage: number;
}

/** Inserts square parcels of a test's own in `city` (Juab County), marked with `source` for `deleteParcelsOf`. */
export async function insertSquareParcels(source: string, city: string, parcels: SquareParcel[]) {
  const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO parcels (parcel_id, geom, center, acreage, city, county, source)
       SELECT p.parcel_id, ST_Multi(ST_MakeEnvelope(p.lng - p.half, p.lat - p.half, p.lng + p.half, p.lat + p.half, 4326)),
              ST_SetSRID(ST_MakePoint(p.lng, p.lat), 4326), p.acreage, $6, 'Juab', $7
         FROM unnest($1::text[], $2::float8[], $3::float8[], $4::float8[], $5::float8[]) AS p(parcel_id, lng, lat, half, acreage)`,
      [
        parcels.map((p) => p.parcelId),
        parcels.map((p) => p.lng),
        parcels.map((p) => p.lat),
        parcels.map((p) => p.half),
        parcels.map((p) => p.acreage),
        city,
        source,
      ],
    );
  } finally {
    await db.end();
  }
}

/** Deletes the parcels `insertSquareParcels` inserted with `source`. */
export async function deleteParcelsOf(source: string) {
  const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
  await db.connect();
  try {
    await db.query('DELETE FROM parcels WHERE source = $1', [source]);
  } finally {
    await db.end();
  }
}
