import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SubscriptionStatus } from '@utah-land/shared';
import type { TestApp } from '../support/test-app.js';
import { insertUser } from '../support/users.js';

// Users, parcels and projects for the bookmark and saved-search tests, inserted straight into the test database.

export interface TestUser {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

export async function createUser(
  t: TestApp,
  status: SubscriptionStatus = 'Subscribed',
  role: 'admin' | 'user' = 'user',
): Promise<TestUser> {
  return insertUser(t, {
    role,
    subscription: { status },
    emailPrefix: 'bm',
    firstname: 'Book',
    lastname: 'Marker',
  });
}

/** A small square parcel near Salt Lake City. */
export async function createParcel(t: TestApp, owner = 'Test Owner'): Promise<number> {
  const lng = -111.9 + Math.random() / 10;
  const lat = 40.7 + Math.random() / 10;
  const d = 0.001;
  const wkt = `MULTIPOLYGON(((${lng} ${lat},${lng + d} ${lat},${lng + d} ${lat + d},${lng} ${lat + d},${lng} ${lat})))`;
  const row = await t.database.db
    .insertInto('parcels')
    .values({
      parcel_id: `BM-${randomUUID()}`,
      geom: sql`ST_GeomFromText(${wkt}, 4326)`,
      center: sql`ST_SetSRID(ST_MakePoint(${lng + d / 2}, ${lat + d / 2}), 4326)`,
      acreage: 1.25,
      city: 'Salt Lake City',
      county: 'Salt Lake',
      ownership_name: owner,
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createProject(
  t: TestApp,
  name: string,
  parentId: number | null = null,
): Promise<number> {
  const row = await t.database.db
    .insertInto('projects')
    .values({
      name,
      parent_project_id: parentId,
      city: 'Lehi',
      county: 'Utah',
      center: sql`ST_SetSRID(ST_MakePoint(-111.85, 40.39), 4326)`,
      project_status: 'Concept',
      source: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
