import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, withDb } from './accounts-support.js';
import {
  adminLogin,
  apiGet,
  apiLogin,
  matchingCount,
  searchParams,
  signedInContext,
  waitForMap,
  type Session,
} from './map-support.js';

// A link the map cannot apply says so: unknown city names are named, and a survey link the user may not open is
// refused rather than shown with no filter at all (the figures its owner and an admin see are the same).

describe('[MAP] links with names or a survey the map cannot apply', () => {
  let browser: Browser;
  let admin: Session;
  let owner: Session;
  let trial: Session;
  let city: string;
  let surveyId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const ownerUser = await seedUser({ status: 'Subscribed' });
    const trialUser = await seedUser({ status: 'Free Trial' });
    owner = await apiLogin(ownerUser.email, ownerUser.password);
    trial = await apiLogin(trialUser.email, trialUser.password);
    city = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=1')).data[0]!.city!;
    surveyId = await withDb(async (db) => {
      const row = await db.query<{ id: string }>(
        `INSERT INTO surveys (user_id, survey_type, email) VALUES ($1, 'Investor', $2) RETURNING id`,
        [ownerUser.id, ownerUser.email],
      );
      const id = Number(row.rows[0]!.id);
      const url = new URLSearchParams({ cities: city, surveyId: String(id) });
      await db.query('UPDATE surveys SET filter_url = $2 WHERE id = $1', [id, url.toString()]);
      return id;
    });
  });
  afterAll(async () => {
    await withDb((db) => db.query('DELETE FROM surveys WHERE id = $1', [surveyId]));
    await browser?.close();
  });

  it('[MAP] cities=Atlantis names the unknown city and drops it', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map?cities=Atlantis');
    await waitForMap(page);
    await page.getByText('Invalid Filter').waitFor();
    // The toast names it (the results box may also say so until the dropped city's answer arrives).
    await page.getByRole('alert').getByText("cities: no Utah city is named 'Atlantis'").waitFor();
    await screenshot(page, 'map-unknown-city');
    await expect.poll(() => searchParams(page).has('cities')).toBe(false);
    expect(await matchingCount(page)).toBeGreaterThan(0);
    await context.close();
  });

  it("[MAP] a survey link: its owner and an admin see the same figures; a Free Trial user is told it can't be opened", async () => {
    const shown = async (login: Session) => {
      const context = await signedInContext(browser, login);
      const page = await context.newPage();
      await page.goto(`/map?surveyId=${surveyId}`);
      await waitForMap(page);
      return { context, page };
    };
    // The owner's figure, then the admin's: the same once the admin's map shows the survey's filter in its view
    // (a figure read while the map still moves to it is of another view).
    let ownerFigure = 0;
    for (const login of [owner, admin]) {
      const { context, page } = await shown(login);
      // The survey's saved filter replaces the link's query string.
      await expect.poll(() => searchParams(page).get('cities'), { timeout: 20_000 }).toBe(city);
      if (login === owner) {
        ownerFigure = await matchingCount(page);
        expect(ownerFigure).toBeGreaterThan(0);
      } else await expect.poll(() => matchingCount(page)).toBe(ownerFigure);
      await context.close();
    }

    const { context, page } = await shown(trial);
    await page.getByText('Invalid Filter').waitFor();
    await page.getByText('surveyId: Survey not found').waitFor();
    await expect.poll(() => searchParams(page).has('surveyId')).toBe(false);
    await context.close();
  });
});
