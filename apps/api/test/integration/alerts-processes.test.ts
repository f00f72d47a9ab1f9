// Two server processes on one database run the alerts at the same moment: the digest of a window is written once
// and mailed once (the unique key of alert_digests and the SKIP LOCKED claim of the mailing).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAlerts } from '../../src/modules/alerts/alerts.run.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { AlertPlace, TWO_DAYS, watchSearch } from './alerts-fixtures.js';
import { seedUser } from './users-fixtures.js';

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  [one, two] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([one.close(), two.close()]);
});

it('[ALERTS] two processes write and mail one digest', async () => {
  const place = new AlertPlace();
  const user = await seedUser(one, { status: 'Subscribed', prefix: 'alerts-two' });
  const { watchId } = await watchSearch(one, user.token, place.searchUrl);
  await place.parcel(one.database.db, 7, 0);
  await place.parcel(one.database.db, 11, 100);
  one.clock.advance(TWO_DAYS);
  two.clock.advance(TWO_DAYS);

  await Promise.all([runAlerts(one.app), runAlerts(two.app), runAlerts(one.app), runAlerts(two.app)]);

  const digests = await one.database.db
    .selectFrom('alert_digests')
    .select(['total', 'mail_status'])
    .where('watch_id', '=', watchId)
    .execute();
  expect(digests).toEqual([{ total: 2, mail_status: 'sent' }]);
  const mails = [...one.smtp.mails, ...two.smtp.mails].filter((m) => m.to.includes(user.email));
  expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Utah Land alert: 2 new for')]);
});
