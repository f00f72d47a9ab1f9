import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser } from './accounts-support.js';
import { login, signedIn, type Login } from './bookmarks-support.js';
import {
  adminLogin,
  apiGet,
  matchingCount,
  searchParams,
  signedInContext,
  waitForMap,
  type Session,
} from './map-support.js';

// Issue 13, items 4, 5 and 6 in the browser: the acreage slider's open top, a project link in the parcel modal,
// and a Free Trial user's own saved searches and bookmarks.

const drawer = (page: Page, title: string) =>
  page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });

async function post(who: Login, path: string, body: unknown) {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path} ${await res.clone().text()}`).toBeLessThan(300);
}

describe('[MAP] acreage, project links and a Free Trial user’s own data (issue 13)', () => {
  let browser: Browser;
  let admin: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
  });
  afterAll(() => browser?.close());

  const count = async (query: string) =>
    (await apiGet<{ count: number }>(admin, `/parcels/count${query}`)).count;

  it('[MAP] the acreage slider at its top (100+) keeps the largest parcels; its whole range is no filter', async () => {
    const from = 50;
    const statewide = await count('');
    const overHundred = await count('?minAcreage=100.01');
    expect(overHundred, 'the demo data has parcels over 100 acres').toBeGreaterThan(0);
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?acreage=${from}|60`);
    await waitForMap(page);
    expect(await matchingCount(page)).toBe(await count(`?acreage=${from}|60`));

    // The upper handle to the top: '100+', an open upper bound.
    const open = async () => {
      await page.getByTestId('filter-parcel').click();
      const content = page.getByTestId('filter-parcel-content');
      await content.getByRole('tab', { name: 'Acreage' }).click();
      return content;
    };
    let content = await open();
    const handles = content.getByRole('slider');
    await handles.nth(1).focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => content.getByTestId('acreage-range').textContent())
      .toBe(`${from}.00 - 100+ acres`);
    await screenshot(page, 'map-acreage-open-top');
    await content.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => searchParams(page).get('acreage')).toBe(`${from}|`);
    const fromFifty = await count(`?minAcreage=${from}`);
    expect(fromFifty).toBe((await count(`?acreage=${from}|100`)) + overHundred);
    await expect.poll(() => matchingCount(page)).toBe(fromFifty);

    // The lower handle to 0 as well: the whole range, no acreage filter at all.
    content = await open();
    await content.getByRole('slider').nth(0).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => content.getByTestId('acreage-range').textContent()).toBe('0.00 - 100+ acres');
    await content.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => searchParams(page).has('acreage')).toBe(false);
    await expect.poll(() => matchingCount(page)).toBe(statewide);
    await context.close();
  });

  it('[MAP] a project link in the parcel modal selects the project, from the parcel, and closes the modal', async () => {
    const parcel = (
      await apiGet<{ data: ParcelCard[] }>(
        admin,
        `/parcels?parcelStatus=${encodeURIComponent('Part of a Project')}&limit=1`,
      )
    ).data[0]!;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?parcelId=${encodeURIComponent(parcel.parcelId)}`);
    await waitForMap(page);
    await page.getByTestId('result-card').first().getByRole('button', { name: 'More Information' }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('parcel-detail') });
    await modal.waitFor();
    const link = modal.getByTestId('parcel-project-link').first();
    const name = (await link.textContent())!;
    await link.click();
    await modal.waitFor({ state: 'hidden' });
    const label = parcel.formattedParcelId || parcel.parcelId;
    await expect
      .poll(() => page.getByTestId('selection-banner').locator('.label').textContent())
      .toBe(`Current selection: Project ${name} (from Parcel ${label})`);
    await expect
      .poll(async () => (await page.getByTestId('results-header').textContent()) ?? '')
      .toMatch(/Matching Projects$/);
    expect(
      await page
        .locator('.ant-modal')
        .filter({ has: page.getByTestId('project-detail') })
        .count(),
    ).toBe(0);
    await screenshot(page, 'map-parcel-project-link');
    await context.close();
  });

  it('[MAP] a Free Trial user sees all of their own saved searches and bookmarks, not placeholders', async () => {
    const user = await seedUser({ status: 'Free Trial' });
    const trial = await login(user.email, user.password);
    const tag = randomUUID().slice(0, 6);
    const names = ['North', 'South', 'East'].map((n) => `${n} ${tag}`);
    for (const [i, description] of names.entries())
      await post(trial, '/saved-searches', { description, url: `?minAcreage=${i + 1}` });
    const parcels = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=2')).data;
    for (const [i, p] of parcels.entries())
      await post(trial, '/parcels-bookmarks', { parcel_id: p.id, description: `Mine ${i} ${tag}` });

    const context = await signedIn(browser, trial);
    const page = await context.newPage();
    await page.goto('/map');
    await page.getByTestId('placeholder-cards').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('saved-searches-trigger').click();
    const saved = page.getByTestId('saved-search');
    await expect.poll(() => saved.count()).toBe(3);
    for (const n of names) await saved.filter({ hasText: n }).waitFor();
    await screenshot(page, 'free-trial-own-saved-searches');
    await page.getByTestId('saved-searches-trigger').click();
    await page.getByTestId('saved-searches').waitFor({ state: 'hidden' });

    await page.getByTestId('results-menu').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: 'Bookmarks' }).click();
    const bookmarks = drawer(page, 'Bookmark view of');
    const entries = bookmarks.getByTestId('bookmark-entry');
    await expect.poll(() => entries.count()).toBe(2);
    for (const i of [0, 1])
      await bookmarks
        .getByTestId('bookmark-description')
        .filter({ hasText: `Mine ${i} ${tag}` })
        .waitFor();
    expect(await bookmarks.getByTestId('placeholder-cards').count()).toBe(0);
    await screenshot(page, 'free-trial-own-bookmarks');
    await context.close();
  });
});
