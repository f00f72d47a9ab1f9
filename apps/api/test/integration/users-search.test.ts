import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, seedUser } from './users-fixtures.js';

describe('[USERS] search combined with the role and status filters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the status filter when a search value is typed', async () => {
    const admin = await seedUser(t, { role: 'admin', status: 'Free Trial' });
    const prefix = `searchfilter${Date.now()}`;
    const registered = await seedUser(t, { status: 'Registered', prefix });
    const trial = await seedUser(t, { status: 'Free Trial', prefix });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?userSearchValue=${prefix}&selectedStatus=Free%20Trial`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const emails = (res.json() as { data: { email: string }[] }).data.map((u) => u.email);
    expect(emails).toEqual([trial.email]);
    expect(emails).not.toContain(registered.email);
  });
});
