import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { openOptions } from './support/popups.js';
import { seedUser, withDb, type SeededUser } from './accounts-support.js';
import { apiGet, apiLogin, signedInContext } from './map-support.js';
import { apiPut, type Card } from './survey-support.js';

// /client and the /home dashboard (issue 16; spec 2.9, accounts sections 2 and 9): an agent's client surveys by
// 'Client code name', the six cards with a 10-row preview and the full list drawer; the dashboard's counts in
// badges and its eight matching lists, page 1 of 10 each.

const SOURCE = 'e2e-client';
const BUILDERS = 12;

interface Entry {
  matchingtype: string;
  count: number;
  list: Record<string, { id: number }[]>;
}

describe('[CLIENT] client-code matches and the dashboard', { timeout: 300_000 }, () => {
  let browser: Browser;
  let agent: SeededUser;
  let harper: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    agent = await seedUser({ status: 'Subscribed', firstname: 'Alma', lastname: 'Agent' });
    await withDb((db) =>
      db.query(
        `INSERT INTO contacts (name, firstname, lastname, types, match_cities, source)
         SELECT 'Ogden Builder ' || n, 'Ogden', 'Builder ' || n, '{Builder}', '{Ogden}', $1
           FROM generate_series(1, $2::int) n`,
        [SOURCE, BUILDERS],
      ),
    );
    const login = await apiLogin(agent.email, agent.password);
    const seller = (code: string, city: string) =>
      apiPut<{ id: number }>(login, '/surveys', {
        surveyName: 'Real Estate Agent Client Survey',
        response: {
          client_code_name: code,
          client_type: 'Property Seller',
          acres: '35',
          city,
          current_zoning: 'Agricultural',
          seller_utah_area_tags: 'Weber County',
        },
      });
    harper = (await seller('Harper Ranch', 'Ogden')).id;
    await seller('Bingham Farm', 'Logan');
    await apiPut(login, '/surveys/enable', { surveyid: harper, enabled: true });
  });
  afterAll(async () => {
    await withDb((db) => db.query('DELETE FROM contacts WHERE source = $1', [SOURCE]));
    await browser?.close();
  });

  it("[CLIENT] /client: the client's cards with previews, and the full list drawer", async () => {
    const login = await apiLogin(agent.email, agent.password);
    const counts = await apiGet<{ data: Card[] }>(login, `/surveys/${harper}/resultsCount`);
    const builders = counts.data.find((c) => c.matchingtype === 'builders')!;
    expect(builders.contactsCount).toBeGreaterThanOrEqual(BUILDERS);
    const context = await signedInContext(browser, login);
    const page = await context.newPage();
    await page.goto('/client');
    // The enabled client survey is shown first; the dropdown lists every client survey by its code name.
    const select = page.getByTestId('client-code-name');
    await select.getByText('Harper Ranch · Real Estate Agent Client').waitFor({ timeout: 60_000 });
    const options = openOptions(page);
    const pick = async (code: string) => {
      await select.click();
      await expect
        .poll(() => options.allTextContents())
        .toEqual(['Bingham Farm · Real Estate Agent Client', 'Harper Ranch · Real Estate Agent Client']);
      await options.filter({ hasText: code }).click();
    };
    await pick('Bingham Farm');
    await expect.poll(() => new URL(page.url()).searchParams.get('surveyId')).not.toBe(null);
    await page.getByRole('button', { name: /Bingham Farm More Info/ }).waitFor();
    await pick('Harper Ranch');
    await expect.poll(() => new URL(page.url()).searchParams.get('surveyId')).toBe(String(harper));
    const card = page.getByTestId('network-card-builders');
    await card
      .getByRole('button', { name: `Contacts: ${builders.contactsCount}` })
      .waitFor({ timeout: 30_000 });
    // The preview: the first 10 rows in a 310 px list.
    const preview = card.getByTestId('survey-match-list');
    await expect
      .poll(() => preview.getByTestId('match-card').count())
      .toBe(Math.min(10, builders.contactsCount));
    expect(await preview.evaluate((el) => el.getBoundingClientRect().height)).toBe(310);
    await page.getByRole('button', { name: /Harper Ranch More Info/ }).click();
    await page.getByTestId('survey-more-info').getByText('Ogden').waitFor();
    await screenshot(page, 'survey-client');

    await card.getByRole('button', { name: /^Contacts:/ }).click();
    const drawer = page.getByTestId('survey-list-drawer');
    const cards = drawer.getByTestId('match-card');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(Math.min(100, builders.contactsCount));
    await screenshot(page, 'survey-client-drawer', { fullPage: false });
    await context.close();

    const phone = await signedInContext(browser, login, { width: 375, height: 740 });
    const small = await phone.newPage();
    await small.goto(`/client?surveyId=${harper}`);
    await small
      .getByTestId('network-card-builders')
      .getByTestId('match-card')
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, 'survey-client-375');
    await phone.close();
  });

  it('[DASHBOARD] /home: counts per kind in badges, zeros shown, and the eight lists', async () => {
    const login = await apiLogin(agent.email, agent.password);
    const matches = await apiGet<{ data: Entry[] }>(
      login,
      `/surveys/matches?surveyid=${harper}&page=1&limit=10&matchingtype=builders|investors|developers|realEstateAgents|newBuildHomebuyers|waterRights|parcels|projects`,
    );
    const context = await signedInContext(browser, login);
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByTestId('dashboard-counts').waitFor({ timeout: 60_000 });
    for (const e of matches.data) {
      const badge = page.getByTestId(`dashboard-count-${e.matchingtype}`).locator('.ant-badge');
      await expect.poll(() => badge.textContent(), { timeout: 30_000 }).toBe(String(e.count));
      const list = page.getByTestId(`dashboard-list-${e.matchingtype}`);
      const shown = Object.values(e.list)[0]!.length;
      if (shown === 0) await list.getByText('No Matched Results').waitFor();
      else await expect.poll(() => list.getByTestId('match-card').count()).toBe(shown);
    }
    await screenshot(page, 'survey-dashboard');
    await context.close();

    const phone = await signedInContext(browser, login, { width: 375, height: 740 });
    const small = await phone.newPage();
    await small.goto('/home');
    await small
      .getByTestId('dashboard-list-builders')
      .getByTestId('match-card')
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, 'survey-dashboard-375');
    await phone.close();
  });
});
