import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, withDb, type SeededUser } from './accounts-support.js';
import { apiGet, apiLogin, signedInContext } from './map-support.js';
import { choose, insertParcels, scrollUntil, shownCount, type Card } from './survey-support.js';

// Survey matching results on /network (issue 16; spec map-matching-surveys 2.9): a builder takes a Builder Company
// survey in the app, switches it on and sees its matching parcels and investors on /network, opens the list drawer
// (infinite scroll) and the criteria drawer, edits the answers, recalculates and sees the counts change.

const SOURCE = 'e2e-network';
const INVESTORS = 14;
const TAG = 'Cache County';

/** Closes the drawer around `content` and waits until it is gone. */
async function closeDrawer(page: Page, content: ReturnType<Page['getByTestId']>) {
  await page
    .locator('.ant-drawer-content-wrapper')
    .filter({ has: content })
    .locator('.ant-drawer-close')
    .click();
  await content.waitFor({ state: 'detached' });
}

describe('[NETWORK] survey matching results', { timeout: 300_000 }, () => {
  let browser: Browser;
  let user: SeededUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await seedUser({ status: 'Subscribed', firstname: 'Nia', lastname: 'Network' });
    // Hand-built supply and demand of Cache County: investors in single family lots; parcels that hold 20 single
    // family lots (inside the builder's 10-35) and parcels that hold 50 (inside it only once it says 30-55).
    await withDb((db) =>
      db.query(
        `INSERT INTO contacts (name, firstname, lastname, types, match_area_tags, invest_products, source)
         SELECT 'Net Investor ' || n, 'Net', 'Investor ' || n, '{Investor}', ARRAY[$3], '{singleFamily}', $1
           FROM generate_series(1, $2::int) n`,
        [SOURCE, INVESTORS, TAG],
      ),
    );
    await insertParcels(SOURCE, 6, { tag: TAG, city: 'Logan', county: 'Cache', sfLots: 20 });
    await insertParcels(SOURCE, 5, { tag: TAG, city: 'Logan', county: 'Cache', sfLots: 50 });
  });
  afterAll(async () => {
    await withDb(async (db) => {
      await db.query('DELETE FROM contacts WHERE source = $1', [SOURCE]);
      await db.query('DELETE FROM parcels WHERE source = $1', [SOURCE]);
    });
    await browser?.close();
  });

  it('[NETWORK] a builder takes a survey, sees parcels and investors, opens the lists and recalculates', async () => {
    const login = await apiLogin(user.email, user.password);
    const context = await signedInContext(browser, login);
    const page = await context.newPage();

    await page.goto('/network');
    await page.getByText('No survey is enabled').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Go to Profile' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');

    // Take the Builder Company survey in the app and switch it on.
    const row = page.getByTestId('survey-type-Builder Company');
    await row.getByRole('button', { name: 'Take' }).click({ timeout: 60_000 });
    const form = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Builder Company Survey' });
    await form.getByTestId('question-utah_area_tags').waitFor();
    await choose(page, 'utah_area_tags', TAG, 'Cache');
    await choose(page, 'products_you_build', 'Single Family');
    await choose(page, 'min_single_family_lots_build', '10-35');
    await choose(page, 'max_single_family_lots_build', '10-35');
    await form.getByRole('button', { name: 'Submit Survey' }).click();
    await row.getByRole('button', { name: 'Retake' }).waitFor({ timeout: 60_000 });
    await row.getByRole('switch').click();
    await page.getByText('Builder Company Survey is enabled').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 60_000 }).toBe('/map');

    const info = await apiGet<{ enabledSurveyId: number }>(login, '/surveys/info');
    const counts = await apiGet<{ data: Card[] }>(login, `/surveys/${info.enabledSurveyId}/resultsCount`);
    const investors = counts.data.find((c) => c.matchingtype === 'investors')!;
    expect(investors.contactsCount).toBeGreaterThanOrEqual(INVESTORS);

    await page.goto('/network');
    await page.getByText('Builder Company Survey matches').waitFor({ timeout: 60_000 });
    for (const label of [
      'Builders',
      'Investors',
      'Developers',
      'Real Estate Agents',
      'Home Buyer',
      'Water Rights',
      'Parcels',
      'Projects',
    ])
      await page.locator('.ant-card-head-title', { hasText: new RegExp(`^${label}$`) }).waitFor();
    for (const c of counts.data.filter((x) => x.count === 0))
      await page.getByTestId(`network-card-${c.matchingtype}`).getByText('No Matched Results').waitFor();
    expect(await shownCount(page, 'investors', 'Contacts')).toBe(investors.contactsCount);
    expect(await shownCount(page, 'investors', 'Companies')).toBe(investors.companiesCount);
    const parcelsBefore = await shownCount(page, 'parcels', 'Parcels');
    expect(parcelsBefore).toBeGreaterThanOrEqual(6);
    await screenshot(page, 'survey-network-cards');

    // The investors' list drawer: tabs with the counts, cards with why they matched, the retrieval toast, and
    // further pages as the end of the list comes into view, up to the whole list.
    await page
      .getByTestId('network-card-investors')
      .getByRole('button', { name: /^Contacts:/ })
      .click();
    const drawer = page.getByTestId('survey-list-drawer');
    await drawer.getByRole('tab', { name: `Contacts (${investors.contactsCount})` }).waitFor();
    await drawer.getByRole('tab', { name: `Companies (${investors.companiesCount})` }).waitFor();
    await page.getByText('Investor Retrieved').waitFor();
    const cards = drawer.getByTestId('match-card');
    await cards.first().waitFor({ timeout: 30_000 });
    // Best fit first, the strong count beside the total, and each card's Fit tag (docs/matching.md, "Ranking a
    // survey's matches").
    await expect
      .poll(() => drawer.getByTestId('strong-matches').first().textContent())
      .toMatch(new RegExp(`^Best fit first · \\d+ strong \\(score 70\\+\\) of ${investors.contactsCount}$`));
    expect(await cards.first().getByTestId('match-score').textContent()).toMatch(/^Fit \d+$/);
    // Why it matched names the survey's own area on both sides.
    await expect
      .poll(() => drawer.getByTestId('why-matched').first().textContent())
      .toMatch(/^Area: Cache County ✓ \(investor invests in [^)]*Cache County/);
    const list = drawer.getByTestId('survey-match-list');
    await scrollUntil(list, () => cards.count(), investors.contactsCount);
    expect(await list.evaluate((el) => getComputedStyle(el).height)).toBe(
      await page.evaluate(() => `${window.innerHeight - 165}px`),
    );
    await screenshot(page, 'survey-network-drawer', { fullPage: false });
    await closeDrawer(page, drawer);

    // The parcels it wants: the hand-built ones that hold 20 lots, not those that hold 50.
    await page
      .getByTestId('network-card-parcels')
      .getByRole('button', { name: /^Parcels:/ })
      .click();
    await drawer.getByText('Hand-built Owner 1').first().waitFor({ timeout: 30_000 });
    await closeDrawer(page, drawer);

    // Criteria drawer: the survey's criteria; edit the answers (30-55 lots at most) and recalculate.
    await page.getByRole('button', { name: 'Criteria' }).click();
    const criteria = page
      .locator('.ant-drawer-content-wrapper')
      .filter({ hasText: 'Builder Company Survey criteria' });
    await criteria
      .getByTestId('survey-criteria')
      .getByText('Single Family Lots: 10 to 35')
      .waitFor({ timeout: 30_000 });
    expect(
      await criteria.evaluate((el) =>
        Math.round((el.getBoundingClientRect().width / window.innerWidth) * 100),
      ),
    ).toBe(40);
    await screenshot(page, 'survey-network-criteria', { fullPage: false });
    await criteria.getByRole('button', { name: 'Edit answers' }).click();
    const edit = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Recalculate Survey' });
    await edit.getByTestId('question-max_single_family_lots_build').waitFor();
    await choose(page, 'max_single_family_lots_build', '30-55');
    await edit.getByRole('button', { name: 'Recalculate Survey' }).click();
    await criteria
      .getByTestId('survey-criteria')
      .getByText('Single Family Lots: 10 to 55')
      .waitFor({ timeout: 30_000 });
    await criteria.locator('.ant-drawer-close').click();
    // The five parcels that hold 50 lots now match too.
    await expect
      .poll(() => shownCount(page, 'parcels', 'Parcels'), { timeout: 30_000 })
      .toBe(parcelsBefore + 5);
    await context.close();
  });

  it('[NETWORK] the cards at 375 px, and organic-filter settings from the query string', async () => {
    const login = await apiLogin(user.email, user.password);
    const context = await signedInContext(browser, login, { width: 375, height: 740 });
    const page = await context.newPage();
    const info = await apiGet<{ enabledSurveyId: number }>(login, '/surveys/info');
    const counts = await apiGet<{ data: Card[] }>(login, `/surveys/${info.enabledSurveyId}/resultsCount`);
    const investors = counts.data.find((c) => c.matchingtype === 'investors')!.contactsCount;
    // surveyId, organic mode (pages of 20) and the card whose list opens.
    await page.goto(`/network?surveyId=${info.enabledSurveyId}&organic=true&matchingtype=investors`);
    const drawer = page.getByTestId('survey-list-drawer');
    const cards = drawer.getByTestId('match-card');
    await cards.first().waitFor({ timeout: 60_000 });
    await expect.poll(() => cards.count()).toBe(Math.min(20, investors));
    await screenshot(page, 'survey-network-drawer-375', { fullPage: false });
    await closeDrawer(page, drawer);
    await expect.poll(() => page.locator('.ant-drawer-mask:visible').count()).toBe(0);
    await page.getByTestId('network-card-investors').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'survey-network-375');
    await context.close();
  });
});
