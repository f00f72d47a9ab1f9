import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, withDb } from './accounts-support.js';
import { adminLogin, apiGet, apiLogin, signedInContext } from './map-support.js';
import type { Card } from './survey-support.js';

// The admin's survey-taker context (issue 16; spec 2.8, accounts section 2): an admin searches the survey takers on
// the map, checks one (the URL and the top bar follow), sees that taker's matches on /network and opens
// /view-query for that survey: outer tabs with totals, inner tabs with counts, the SQL and the columns used. A
// non-admin on /view-query reads 'User restricted!'.

const SOURCE = 'e2e-survey-taker';

describe('[SURVEY TAKER] an admin acts for a survey taker', { timeout: 300_000 }, () => {
  let browser: Browser;
  const email = `tess-${randomUUID().slice(0, 8)}@example.com`;
  let surveyId: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A survey taker without an account (as the demo takers are), with a Land Owner survey in Logan, and builders
    // of Logan for it to match.
    surveyId = await withDb(async (db) => {
      await db.query(
        `INSERT INTO contacts (name, firstname, lastname, types, match_cities, source)
         SELECT 'Logan Builder ' || n, 'Logan', 'Builder ' || n, '{Builder}', '{Logan}', $1 FROM generate_series(1, 3) n`,
        [SOURCE],
      );
      const r = await db.query<{ id: number }>(
        `INSERT INTO surveys (survey_type, email, firstname, lastname, response, city)
         VALUES ('Land Owner', $1, 'Tess', 'Taker', $2, 'Logan') RETURNING id`,
        [email, JSON.stringify({ email, acres: '24', city: 'Logan', current_zoning: 'Agricultural' })],
      );
      const id = Number(r.rows[0]!.id);
      // The map filter a Land Owner survey in Logan saves (surveys.service.ts).
      await db.query(`UPDATE surveys SET filter_url = $2 WHERE id = $1`, [id, `cities=Logan&surveyId=${id}`]);
      return id;
    });
  });
  afterAll(async () => {
    await withDb(async (db) => {
      await db.query('DELETE FROM contacts WHERE source = $1', [SOURCE]);
      await db.query('DELETE FROM surveys WHERE id = $1', [surveyId]);
    });
    await browser?.close();
  });

  it('[SURVEY TAKER] picks a survey taker on the map, sees their matches and opens /view-query', async () => {
    const login = await adminLogin();
    const context = await signedInContext(browser, login);
    const page = await context.newPage();
    await page.goto('/map');
    const side = page.getByTestId('map-side');
    await side.getByText('Survey Taker', { exact: true }).click({ timeout: 60_000 });
    const picker = page.getByTestId('survey-taker-picker');
    await picker.getByLabel('Search survey takers').fill('Tess Taker');
    // The list says how many takers there are; it follows the search (after its 500 ms pause): only Tess is left.
    await picker.getByTestId('survey-taker-count').waitFor({ timeout: 30_000 });
    await expect.poll(() => picker.getByRole('checkbox').count(), { timeout: 30_000 }).toBe(1);
    await picker.getByRole('checkbox', { name: /Tess Taker/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('surveyTaker')).toBe(email);
    // Picking the taker applies the taker's survey: its id and its map filters (Logan) come into the URL.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('surveyId'), { timeout: 30_000 })
      .toBe(String(surveyId));
    await expect
      .poll(() => new URL(page.url()).searchParams.get('cities'), { timeout: 30_000 })
      .toBe('Logan');
    expect(new URL(page.url()).searchParams.get('surveyTaker')).toBe(email);
    await page.getByTestId('survey-taker-label').getByText('Survey Taker: Tess Taker').waitFor();
    await screenshot(page, 'survey-taker-map', { fullPage: false });

    // The taker's survey on /network, with the counts the server gives.
    const counts = await apiGet<{ surveyid: number; data: Card[] }>(
      login,
      `/contacts/resultsCount?email=${encodeURIComponent(email)}`,
    );
    expect(counts.surveyid).toBe(surveyId);
    await page.goto(`/network?surveyTaker=${encodeURIComponent(email)}`);
    await page.getByText('Land Owner Survey matches').waitFor({ timeout: 60_000 });
    const builders = counts.data.find((c) => c.matchingtype === 'builders')!;
    expect(builders.contactsCount).toBeGreaterThanOrEqual(3);
    await page
      .getByTestId('network-card-builders')
      .getByRole('button', { name: `Contacts: ${builders.contactsCount}` })
      .waitFor();
    await screenshot(page, 'survey-taker-network');

    // 'View Query' in the top bar opens /view-query for that survey.
    const link = page.getByTestId('top-view-query');
    expect(await link.getAttribute('href')).toBe(`/view-query?surveyId=${surveyId}`);
    const [viewQuery] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await viewQuery.getByTestId('view-query-page').waitFor({ timeout: 60_000 });
    const total = builders.contactsCount + builders.companiesCount;
    await viewQuery.getByRole('tab', { name: `Builders (${total})` }).waitFor();
    await viewQuery.getByRole('tab', { name: `Contacts (${builders.contactsCount})` }).waitFor();
    await viewQuery.getByRole('tab', { name: `Companies (${builders.companiesCount})` }).waitFor();
    const sql = viewQuery.getByTestId('sql-ContactsCount').first();
    expect(await sql.textContent()).toContain('contact_match_profiles');
    await viewQuery.getByText('Columns used in query').first().waitFor();
    for (const label of [
      'Investors',
      'Developers',
      'New Build Homebuyer',
      'Real Estate Agents',
      'Projects',
      'Parcels',
    ])
      await viewQuery.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).waitFor();
    await screenshot(viewQuery, 'survey-view-query');
    await viewQuery.getByRole('tab', { name: /^Water Rights \(\d+\)$/ }).click();
    const waterColumns = viewQuery.locator('[data-testid="columns-used"]:visible');
    await expect.poll(() => waterColumns.textContent()).toBe('WRNUM');
    await context.close();

    const phone = await signedInContext(browser, login, { width: 375, height: 740 });
    const small = await phone.newPage();
    await small.goto(`/view-query?surveyId=${surveyId}`);
    await small.getByText('Columns used in query').first().waitFor({ timeout: 60_000 });
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, 'survey-view-query-375', { fullPage: false });
    await phone.close();
  });

  it('[SURVEY TAKER] /view-query: digits only, and User restricted! for anyone but an admin', async () => {
    const user = await seedUser({ status: 'Subscribed' });
    const context = await signedInContext(browser, await apiLogin(user.email, user.password));
    const page = await context.newPage();
    await page.goto(`/view-query?surveyId=${surveyId}`);
    await page.getByText('User restricted!').waitFor({ timeout: 60_000 });
    await context.close();

    const admin = await signedInContext(browser, await adminLogin());
    const adminPage = await admin.newPage();
    await adminPage.goto('/view-query?surveyId=12abc');
    await adminPage.getByText('surveyId must be digits').waitFor({ timeout: 60_000 });
    await admin.close();
  });
});
