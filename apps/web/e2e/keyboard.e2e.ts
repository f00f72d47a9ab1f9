import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, type SeededUser } from './accounts-support.js';
import { apiLogin, matchingCount, signedInContext, waitForMap } from './map-support.js';
import { settledPopover } from './support/popups.js';

// Keyboard alone: Tab, typing, the arrow keys, Enter and Escape drive a survey form, the map's filter column and a
// parcel's matches.

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      testId: el?.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? null,
      // A tab's text without Ant Design's 'Tab 1 of 2' for screen readers.
      text: (el?.textContent ?? '').replace(/^Tab \d+ of \d+/, '').trim(),
      selected: el?.getAttribute('aria-selected'),
    };
  });

/** Presses Tab (or `key`, Shift+Tab) until the focused element passes `test` (at most `max` presses). */
async function tabTo(
  page: Page,
  test: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 80,
  key = 'Tab',
) {
  for (let i = 0; i < max; i++) {
    if (test(await focused(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`not reached in ${max} Tab presses; focus on ${JSON.stringify(await focused(page))}`);
}

/**
 * From the map's results, by keyboard: the first result card (Enter selects it), the banner's 'View matches', the
 * popover's 'View Matches'; focus ends on the matches drawer's selected group.
 */
async function openMatchesByKeyboard(page: Page) {
  await tabTo(page, (f) => f.testId === 'result-card' && f.role === 'div', 120);
  await page.keyboard.press('Enter');
  await page.getByTestId('selection-banner').waitFor();
  await tabTo(page, (f) => f.testId === 'selection-banner' && f.text === 'View matches', 120);
  await page.keyboard.press('Enter');
  const viewMatches = settledPopover(page)
    .getByTestId('matching-counts')
    .getByRole('button', { name: 'View Matches' });
  await expect.poll(() => viewMatches.isEnabled(), { timeout: 30_000 }).toBe(true);
  await tabTo(page, (f) => f.testId === 'matching-counts' && f.text === 'View Matches', 10);
  await page.keyboard.press('Enter');
  const drawer = page.locator('.matches-drawer .ant-drawer-section');
  await drawer.getByTestId('match-tab-parcels').waitFor({ timeout: 30_000 });
  const selected = (group: string) =>
    drawer.locator('[role="tab"][aria-selected="true"]', { has: page.getByTestId(`match-tab-${group}`) });
  await tabTo(page, (f) => f.role === 'tab' && f.selected === 'true', 20);
  return { drawer, selected };
}

describe('[KEYBOARD] a survey form by keyboard alone', () => {
  let browser: Browser;
  let builder: SeededUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    builder = await seedUser({ status: 'Subscribed', firstname: 'Kim', lastname: 'Keys' });
  });
  afterAll(() => browser?.close());

  it('[KEYBOARD] a survey form: Take, answer by typing and arrows, submit', async () => {
    const context = await signedInContext(browser, await apiLogin(builder.email, builder.password));
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByText(`Displayed Profile - ${builder.email}`).waitFor({ timeout: 60_000 });
    await tabTo(
      page,
      (f) => f.testId === 'survey-type-Builder Company' && f.role === 'button' && f.text === 'Take',
      120,
    );
    await page.keyboard.press('Enter');
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Builder Company Survey' });
    await drawer.getByTestId('question-utah_area_tags').waitFor();
    await tabTo(page, (f) => f.testId === 'question-utah_area_tags', 20);
    await page.keyboard.type('Cache');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await drawer
      .getByTestId('question-utah_area_tags')
      .locator('.ant-select-selection-item-content', { hasText: 'Cache County' })
      .waitFor();
    await tabTo(page, (f) => f.testId === 'question-products_you_build', 10);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        drawer.getByTestId('question-products_you_build').locator('.ant-select-selection-item').count(),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'keyboard-survey-form', { fullPage: false });
    await context.close();
  });
});

describe("[KEYBOARD] the map's filter column and a parcel's matches by keyboard alone", () => {
  let browser: Browser;
  let user: SeededUser;
  // A bare R-1 parcel, and a builder with no preferences, who matches it (docs/matching.md, "The fit model").
  let bare: string;
  let builderId: number;
  let companyId: number;
  const withDb = async <T>(run: (db: pg.Client) => Promise<T>) => {
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    try {
      return await run(db);
    } finally {
      await db.end();
    }
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await seedUser({ status: 'Subscribed', firstname: 'Tab', lastname: 'Arrow' });
    await withDb(async (db) => {
      const parcel = await db.query<{ parcel_id: string }>(
        `SELECT parcel_id FROM parcels WHERE NOT property_info_building AND sf_lots > 0
           AND actual_zoning LIKE 'R-1-%' AND source = 'generated' ORDER BY id LIMIT 1`,
      );
      bare = parcel.rows[0]!.parcel_id;
      const contact = await db.query<{ id: number }>(
        `INSERT INTO contacts (name, firstname, lastname, types, emails, source)
         VALUES ('Enter Builder', 'Enter', 'Builder', '{Builder}', '{enter.builder@example.com}', 'test')
         RETURNING id::int`,
      );
      builderId = contact.rows[0]!.id;
      const company = await db.query<{ id: number }>(
        `INSERT INTO companies (name, source) VALUES ('Enter Builder Homes', 'test') RETURNING id::int`,
      );
      companyId = company.rows[0]!.id;
      await db.query('INSERT INTO company_contacts (company_id, contact_id) VALUES ($1, $2)', [
        companyId,
        builderId,
      ]);
    });
  });
  afterAll(async () => {
    await withDb(async (db) => {
      await db.query('DELETE FROM company_contacts WHERE company_id = $1', [companyId]);
      await db.query('DELETE FROM companies WHERE id = $1', [companyId]);
      await db.query('DELETE FROM contacts WHERE id = $1', [builderId]);
    });
    await browser?.close();
  });

  it('[KEYBOARD] filter tabs, a filter applied, results tabs, matches groups by the arrow keys', async () => {
    const context = await signedInContext(browser, await apiLogin(user.email, user.password));
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    const before = await matchingCount(page);

    // Refine Criteria's Parcel panel: Enter opens it on its selected tab, the arrow key selects the next.
    await tabTo(page, (f) => f.testId === 'filter-parcel' && f.role === 'button');
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('filter-parcel-content');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'tab', text: 'Acreage', selected: 'true' });
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ role: 'tab', text: 'Hypotheticals', selected: 'true' });
    await panel.getByRole('checkbox', { name: 'Neighbors' }).waitFor();
    await tabTo(page, (f) => f.testId === 'filter-parcel-content' && f.role === 'input', 10);
    await page.keyboard.press('Space');
    await expect.poll(() => panel.getByRole('checkbox', { name: 'Neighbors' }).isChecked()).toBe(true);
    await tabTo(page, (f) => f.testId === 'filter-parcel-content' && f.text === 'Apply', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('hypotheticals')).toBe('Neighbors');
    await expect.poll(() => page.getByTestId('filter-chip').textContent()).toBe('Neighbors');
    await expect.poll(() => focused(page)).toMatchObject({ testId: 'filter-parcel' });
    expect(await matchingCount(page)).toBeLessThan(before);

    // The results box's tabs: Projects and back to Parcels with the arrow keys.
    await tabTo(page, (f) => f.testId === 'results-box' && f.role === 'tab' && f.selected === 'true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'tab', selected: 'true' });
    await expect.poll(() => page.getByTestId('results-header').textContent()).toMatch(/Matching Projects$/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('results-header').textContent()).toMatch(/Matching Parcels$/);

    // A parcel's card (Enter selects it), then its matches through the banner's 'View matches'.
    const { drawer, selected } = await openMatchesByKeyboard(page);

    // The drawer's groups: Home, the arrow keys and End select them; each shows its own tabs.
    await page.keyboard.press('Home');
    await expect.poll(() => selected('parcels').count()).toBe(1);
    await drawer.getByText('Buildable Parcels', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selected('builders').count()).toBe(1);
    await expect.poll(() => focused(page)).toMatchObject({ role: 'tab', selected: 'true' });
    await drawer.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selected('investors').count()).toBe(1);
    await page.keyboard.press('End');
    await expect.poll(() => selected('projects').count()).toBe(1);
    await drawer.getByRole('tab', { name: /^Parent Projects \(/ }).waitFor();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => selected('waterRights').count()).toBe(1);
    await expect
      .poll(() => focused(page))
      .toMatchObject({ role: 'tab', text: expect.stringMatching(/^Water Rights/) });
    await screenshot(page, 'keyboard-matches-drawer', { fullPage: false });
    await context.close();
  });

  it('[KEYBOARD] a match card: Tab reaches its name, Enter opens the contact, Escape closes it', async () => {
    const context = await signedInContext(browser, await apiLogin(user.email, user.password));
    const page = await context.newPage();
    await page.goto(`/map?parcelId=${encodeURIComponent(bare)}`);
    await waitForMap(page);
    await page.getByTestId('result-card').first().waitFor({ timeout: 60_000 });
    const { drawer, selected } = await openMatchesByKeyboard(page);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => selected('builders').count()).toBe(1);
    await drawer.getByTestId('match-card').first().waitFor({ timeout: 30_000 });

    await tabTo(page, (f) => f.testId === 'match-card' && f.role === 'button', 20);
    const name = (await focused(page)).text;
    expect(name).not.toBe('');
    await screenshot(page, 'keyboard-match-card-focused', { fullPage: false });
    await page.keyboard.press('Enter');
    const contact = page.getByTestId('contact-detail');
    await expect.poll(() => contact.textContent(), { timeout: 30_000 }).toContain(name);
    await page.locator('.ant-modal').filter({ has: contact }).waitFor();
    await screenshot(page, 'keyboard-match-card-contact', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => contact.count()).toBe(0);
    await expect
      .poll(() => focused(page))
      .toMatchObject({ testId: 'match-card', role: 'button', text: name });

    // Space opens it too.
    await page.keyboard.press('Space');
    await expect.poll(() => contact.textContent(), { timeout: 30_000 }).toContain(name);
    await page.keyboard.press('Escape');
    await expect.poll(() => contact.count()).toBe(0);

    // Companies by the arrow key; a company card by Enter; the company drawer's tabs by the arrow keys and End.
    await tabTo(page, (f) => f.role === 'tab' && f.text.startsWith('Contacts'), 10, 'Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ role: 'tab', selected: 'true', text: expect.stringMatching(/^Companies/) });
    await drawer.getByTestId('match-card').first().waitFor({ timeout: 30_000 });
    await tabTo(page, (f) => f.testId === 'match-card' && f.role === 'button', 20);
    const companyName = (await focused(page)).text;
    await page.keyboard.press('Enter');
    const company = page.getByTestId('company-detail-drawer');
    await company.waitFor({ timeout: 30_000 });
    await expect
      .poll(() =>
        page.locator('.ant-drawer-section', { has: company }).locator('.ant-drawer-title').textContent(),
      )
      .toContain(companyName);
    await tabTo(
      page,
      (f) => f.testId === 'company-detail-drawer' && f.role === 'tab' && f.selected === 'true',
      40,
    );
    expect((await focused(page)).text).toBe('Ongoing Projects');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ role: 'tab', text: 'Last 2 Years Projects', selected: 'true' });
    await page.keyboard.press('End');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ role: 'tab', text: 'Matched Projects & Parcels', selected: 'true' });
    await company.getByRole('heading', { name: 'Parcels', exact: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ role: 'tab', text: 'Ongoing Projects', selected: 'true' });
    await screenshot(page, 'keyboard-company-drawer', { fullPage: false });
    await context.close();
  });
});
