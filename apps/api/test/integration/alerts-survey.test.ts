// A watched survey: contacts that are new in the window and match it (here builders of a land owner's city) are
// one entry each; others are not; only the enabled survey can be watched.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '@utah-land/shared';
import { runAlerts } from '../../src/modules/alerts/alerts.run.js';
import { insertContact } from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TWO_DAYS } from './alerts-fixtures.js';
import { bearer, seedUser } from './users-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('[ALERTS] a watched land owner survey brings new builders of its city', async () => {
  const db = t.database.db;
  const user = await seedUser(t, { status: 'Subscribed', prefix: 'alerts-survey' });
  const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), payload });
  // The smallest town: no other test's contacts want it.
  const { name: city } = await db
    .selectFrom('cities')
    .select('name')
    .orderBy('population')
    .orderBy('name')
    .limit(1)
    .executeTakeFirstOrThrow();
  const taken = await call('PUT', '/surveys', {
    surveyName: 'Land Owner Survey',
    response: { firstname: 'Lana', lastname: 'Owner', acres: '40', current_zoning: 'Agricultural', city },
  });
  expect(taken.statusCode).toBe(200);
  const surveyId = taken.json().id as number;
  const off = await call('POST', '/alerts/watches', { surveyId, frequency: 'daily' });
  expect(off.statusCode).toBe(400);
  expect(off.json().message).toBe(ALERT_MESSAGES.surveyNotEnabled);
  expect((await call('PUT', '/surveys/enable', { surveyid: surveyId, enabled: true })).statusCode).toBe(200);
  const watch = await call('POST', '/alerts/watches', { surveyId, frequency: 'daily' });
  expect(watch.statusCode).toBe(201);
  expect(watch.json()).toMatchObject({ surveyId, name: 'Land Owner', emailEnabled: true });

  const builder = await insertContact(db, { types: ['Builder'], match_cities: [city] });
  await insertContact(db, { types: ['Builder'], match_cities: ['Nowhere Springs'] });
  t.clock.advance(TWO_DAYS);
  await runAlerts(t.app);

  const list = (
    await t.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(user.token) })
  ).json();
  expect(list.data).toHaveLength(1);
  expect(list.data[0].counts).toEqual({ contact_new: 1 });
  expect(list.data[0].entries).toEqual([
    expect.objectContaining({
      kind: 'contact_new',
      mapUrl: '/network',
      detail: 'New builder matching this survey',
    }),
  ]);
  const contact = await db
    .selectFrom('contacts')
    .select('name')
    .where('id', '=', builder)
    .executeTakeFirstOrThrow();
  expect(list.data[0].entries[0].label).toBe(contact.name);
  // The digest opens the map with the survey's filters (its filter URL is a bare query string, once lost: '/map?').
  const { filter_url } = await db
    .selectFrom('surveys')
    .select('filter_url')
    .where('id', '=', surveyId)
    .executeTakeFirstOrThrow();
  expect(filter_url).toContain(`surveyId=${surveyId}`);
  expect(filter_url).not.toMatch(/^[/?]/);
  expect(list.data[0].mapUrl).toBe(`/map?${filter_url}`);
  const mail = await t.smtp.waitFor((m) => m.to.includes(user.email) && m.subject.includes("'Land Owner'"));
  expect(mail.text).toContain(`Open them all on the map: http://localhost:5173/map?${filter_url}\n`);
});
