// Fixtures of the alert tests: a place of their own (its city is the saved search), parcels, a listing and a
// project in it, and the watch of a saved search created through the API.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/index.js';
import { Place } from '../support/matching-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { bearer } from './users-fixtures.js';

export class AlertPlace extends Place {
  /** The saved search: parcels of 5 to 20 acres in the place's city. */
  get searchUrl() {
    return `?cities=${encodeURIComponent(this.city)}&acreage=5|20`;
  }
  async parcel(db: Kysely<DB>, acreage: number, dx: number, owner = `Owner ${randomUUID().slice(0, 6)}`) {
    const parcelId = `AL-${randomUUID().slice(0, 12)}`;
    const { id } = await db
      .insertInto('parcels')
      .values({
        parcel_id: parcelId,
        geom: this.square(dx, 0),
        center: this.point(dx, 0),
        acreage,
        address: `${100 + dx} N Main St`,
        city: this.city,
        county: this.county,
        ownership_name: owner,
        source: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, parcelId };
  }
  async listing(db: Kysely<DB>, parcel: number, price: number) {
    const { id } = await db
      .insertInto('mls_listings')
      .values({
        listing_number: `T${randomUUID().slice(0, 10)}`,
        parcel_id: parcel,
        status: 'Active',
        list_price: price,
        list_date: new Date(),
        days_on_market: 3,
        new_build: false,
        city: this.city,
        county: this.county,
        source: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  async project(db: Kysely<DB>, status: string) {
    const { id } = await db
      .insertInto('projects')
      .values({
        name: `Alert Project ${randomUUID().slice(0, 6)}`,
        center: this.point(500, 500),
        city: this.city,
        county: this.county,
        project_status: status,
        source: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}

/** A saved search of `token`'s user and a daily watch of it, through the API. */
export async function watchSearch(
  t: TestApp,
  token: string,
  url: string,
  name = `Alert ${randomUUID().slice(0, 6)}`,
) {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(token),
    payload: { description: name, url },
  });
  if (saved.statusCode !== 201) throw new Error(saved.body);
  const watch = await t.app.inject({
    method: 'POST',
    url: '/api/alerts/watches',
    headers: bearer(token),
    payload: { savedSearchId: saved.json().id, frequency: 'daily' },
  });
  if (watch.statusCode !== 201) throw new Error(watch.body);
  return { name, savedSearchId: saved.json().id as number, watchId: watch.json().id as number };
}

export const TWO_DAYS = 2 * 24 * 60 * 60 * 1000;
