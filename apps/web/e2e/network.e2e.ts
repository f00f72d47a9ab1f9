import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, withDb, type SeededUser } from './accounts-support.js';
import { apiGet, apiLogin, signedInContext, type Session } from './map-support.js';

// Survey matching results on /network (issue 16; spec map-matching-surveys 2.9): a builder with an enabled Builder
// Company survey sees the six cards with the counts the server gives, opens the investors' list drawer, and the
// list loads further pages as it scrolls.

const SOURCE = 'e2e-network';
const INVESTORS = 14;

async function apiPut<T>(login: Session, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

interface Card {
  matchingtype: string;
  label: string;
  count: number;
  contactsCount: number;
  companiesCount: number;
}

describe('[NETWORK] survey matching results', { timeout: 240_000 }, () => {
  let browser: Browser;
  let user: SeededUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await seedUser({ status: 'Subscribed', firstname: 'Nia', lastname: 'Network' });
    // Hand-built investors of Cache County in single family lots: the survey below must find every one.
    await withDb((db) =>
      db.query(
        `INSERT INTO contacts (name, firstname, lastname, types, match_area_tags, invest_products, source)
         SELECT 'Net Investor ' || n, 'Net', 'Investor ' || n, '{Investor}', '{Cache County}', '{singleFamily}', $1
           FROM generate_series(1, $2::int) n`,
        [SOURCE, INVESTORS],
      ),
    );
  });
  afterAll(async () => {
    await withDb((db) => db.query('DELETE FROM contacts WHERE source = $1', [SOURCE]));
    await browser?.close();
  });

  it('[NETWORK] asks for an enabled survey, then shows its cards and the list drawer', async () => {
    const login = await apiLogin(user.email, user.password);
    const context = await signedInContext(browser, login);
    const page = await context.newPage();

    await page.goto('/network');
    await page.getByText('No survey is enabled').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Go to Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');

    const saved = await apiPut<{ id: number }>(login, '/surveys', {
      surveyName: 'Builder Company Survey',
      response: {
        firstname: 'Nia',
        lastname: 'Network',
        company: 'Network Homes',
        utah_area_tags: 'Cache County',
        products_you_build: 'Single Family',
        min_single_family_lots_build: '10-35',
        max_single_family_lots_build: '10-35',
        custom_builder: 'No',
      },
    });
    await apiPut(login, '/surveys/enable', { surveyid: saved.id, enabled: true });
    const counts = await apiGet<{ data: Card[] }>(login, `/surveys/${saved.id}/resultsCount`);
    const investors = counts.data.find((c) => c.matchingtype === 'investors')!;
    expect(investors.contactsCount).toBeGreaterThanOrEqual(INVESTORS);

    await page.goto('/network');
    for (const label of [
      'Builders',
      'Investors',
      'Developers',
      'Real Estate Agents',
      'Home Buyer',
      'Water Rights',
    ])
      await page.locator('.ant-card-head-title', { hasText: new RegExp(`^${label}$`) }).waitFor();
    const card = page.getByTestId('network-card-investors');
    await card.getByText(`Contacts: ${investors.contactsCount}`).waitFor();
    await card.getByText(`Companies: ${investors.companiesCount}`).waitFor();
    for (const c of counts.data.filter((x) => x.count === 0))
      await page.getByTestId(`network-card-${c.matchingtype}`).getByText('No Matched Results').waitFor();
    await screenshot(page, 'network-cards');

    await card.getByText(`Contacts: ${investors.contactsCount}`).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.getByRole('tab', { name: `Contacts (${investors.contactsCount})` }).waitFor();
    await drawer.getByRole('tab', { name: `Companies (${investors.companiesCount})` }).waitFor();
    const cards = drawer.getByTestId('match-card');
    await cards.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => drawer.getByTestId('why-matched').first().textContent()).toBeTruthy();

    // Infinite scroll: further pages arrive as the end of the list comes into view, up to the whole list.
    const list = drawer.getByTestId('survey-match-list');
    await expect
      .poll(
        async () => {
          await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          return cards.count();
        },
        { timeout: 90_000 },
      )
      .toBe(investors.contactsCount);
    await screenshot(page, 'network-drawer');
    await context.close();
  });
});
