import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { launchBrowser, screenshot } from './support/browser.js';
import { settledModal } from './support/popups.js';
import {
  apiCall,
  clearUserData,
  login,
  signedIn,
  toast,
  waitForCards,
  type Login,
} from './bookmarks-support.js';

const drawer = (page: Page, title: string) =>
  page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });
const dialog = (page: Page, text: string) => page.locator('.ant-modal').filter({ hasText: text });

async function openMenu(page: Page, item: 'Bookmarks' | 'Grid View') {
  await page.getByTestId('results-menu').click();
  await page.locator('.ant-dropdown-menu-item').filter({ hasText: item }).click();
}

async function confirmBookmark(page: Page, name?: string) {
  const add = dialog(page, 'Do you want to bookmark');
  await add.waitFor();
  if (name) await add.getByLabel('Bookmark name').fill(name);
  await add.getByRole('button', { name: 'Yes' }).click();
  await add.waitFor({ state: 'hidden' });
}

async function readWorkbook(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'bm-xlsx-')), download.suggestedFilename());
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return { wb, name: download.suggestedFilename() };
}

import { dataRows, noteLines } from './support/workbook.js';
const headerOf = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1);

describe('[BOOKMARKS] bookmarks, saved searches, grid view and exports in the browser', () => {
  let browser: Browser;
  let admin: Login;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await login();
    await clearUserData(admin);
  });
  afterAll(() => browser?.close());

  it('[BOOKMARKS] bookmarks from a card and a detail modal, finds them in the drawer and removes one', async () => {
    const context = await signedIn(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForCards(page);
    const cards = page.getByTestId('results-list').getByTestId('result-card');

    // From a card, with a name.
    const first = cards.nth(0);
    await first.getByTestId('bookmark-toggle').click();
    const longName = dialog(page, 'Do you want to bookmark').getByLabel('Bookmark name');
    await longName.fill('a name longer than fifteen');
    expect(await longName.inputValue()).toHaveLength(15);
    await confirmBookmark(page, 'Corner lot');
    await toast(page, 'Parcel bookmarked successfully!');
    await expect
      .poll(() => first.getByTestId('bookmark-toggle').getAttribute('data-bookmarked'))
      .toBe('true');

    // From the More Information modal of the second card.
    const second = cards.nth(1);
    await second.getByRole('button', { name: 'More Information' }).click();
    const modal = dialog(page, 'Parcel :');
    await modal.locator('.ant-modal-title').getByTestId('bookmark-toggle').click();
    await confirmBookmark(page);
    await toast(page, 'Bookmark Added!');
    await toast(page, 'has been bookmarked successfully!');
    await expect
      .poll(() =>
        modal.locator('.ant-modal-title').getByTestId('bookmark-toggle').getAttribute('data-bookmarked'),
      )
      .toBe('true');
    await screenshot(page, 'bookmarks-modal-bookmarked');
    await modal.locator('.ant-modal-close').click();
    // The card behind shows the same state without reloading.
    await expect
      .poll(() => second.getByTestId('bookmark-toggle').getAttribute('data-bookmarked'))
      .toBe('true');

    const api = await apiCall<{ data: { id: number }[] }>(admin, '/parcels-bookmarks');
    expect(api.data).toHaveLength(2);

    await openMenu(page, 'Bookmarks');
    await drawer(page, 'Bookmark view of Parcels').waitFor();
    const bookmarks = drawer(page, 'Bookmark view of');
    const entries = bookmarks.getByTestId('bookmark-entry');
    await expect.poll(() => entries.count()).toBe(2);
    await bookmarks.getByTestId('bookmark-description').filter({ hasText: 'Corner lot' }).waitFor();
    await screenshot(page, 'bookmarks-drawer');

    await entries.nth(0).getByTestId('bookmark-toggle').click();
    await dialog(page, 'Remove bookmark').getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Bookmark deleted successfully!');
    await expect.poll(() => entries.count()).toBe(1);
    expect((await apiCall<{ data: unknown[] }>(admin, '/parcels-bookmarks')).data).toHaveLength(1);

    // Both tab: every bookmark at once, not paged.
    await bookmarks.getByRole('tab', { name: 'Both' }).click();
    await drawer(page, 'Bookmark view of Both').waitFor();
    await expect.poll(() => entries.count()).toBe(1);
    await context.close();
  });

  it('[BOOKMARKS] saves a search and reopens it with the same filters', async () => {
    const sample = await apiCall<{ data: { city: string }[] }>(admin, '/parcels?limit=1');
    const city = sample.data[0]!.city;
    const context = await signedIn(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?cities=${encodeURIComponent(city)}`);
    await waitForCards(page);
    const header = page.getByTestId('results-header');
    await expect.poll(async () => /^[\d,]+ Matching/.test((await header.textContent()) ?? '')).toBe(true);
    const countBefore = await header.textContent();

    await page.getByTestId('saved-searches-trigger').click();
    await page.getByTestId('save-search').click();
    const modal = dialog(page, 'Insert a name for the search');
    const name = modal.getByLabel('Search name');
    const today = new Date();
    const mmddyyyy = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
    expect(await name.inputValue()).toBe(mmddyyyy);
    await name.fill(`${city} search`);
    // Done is clicked once the modal has zoomed in (support/popups.ts).
    await settledModal(page, 'Insert a name for the search').getByRole('button', { name: 'Done' }).click();
    // Closed once saved; an error would stay in the modal (and show in the failure). The modal can go between the
    // two reads: its text is then not waited for (that wait outlasted the 'Search saved' toast once).
    await expect
      .poll(
        async () =>
          (await modal.isVisible())
            ? await modal.textContent({ timeout: 500 }).catch(() => 'closed')
            : 'closed',
        { timeout: 30_000 },
      )
      .toBe('closed');
    await toast(page, 'Search saved');
    if (!(await page.getByTestId('saved-searches').isVisible()))
      await page.getByTestId('saved-searches-trigger').click();
    await page
      .getByTestId('saved-search')
      .filter({ hasText: `${city} search` })
      .waitFor();
    const stored = (await apiCall<{ data: { url: string }[] }>(admin, '/saved-searches')).data[0]!;
    expect(new URLSearchParams(stored.url).get('cities')).toBe(city);

    // Somewhere else, then back through the saved search.
    await page.goto('/map');
    await waitForCards(page);
    await page.getByTestId('saved-searches-trigger').click();
    await page.getByPlaceholder('Search ...').fill(city.slice(0, 3).toLowerCase());
    await page
      .getByTestId('saved-search')
      .filter({ hasText: `${city} search` })
      .getByRole('button')
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe(stored.url);
    await expect.poll(() => header.textContent()).toBe(countBefore);
    // The 'Saved search' banner names it while its filters are unchanged.
    const savedBanner = page.getByTestId('saved-search-banner');
    await savedBanner.getByText(`Saved search: ${city} search`).waitFor();
    await screenshot(page, 'saved-search-reopened');
    await savedBanner.getByRole('button', { name: /Clear/ }).click();
    await savedBanner.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.has('cities')).toBe(false);

    await page.getByTestId('saved-searches-trigger').click();
    // The list refreshes when it opens, which can close a confirmation just opened: ask again until it is gone,
    // waiting for each confirmation to show before clicking (a second click on Delete would close it).
    const confirmYes = page.locator('.ant-popconfirm').getByRole('button', { name: 'Yes' });
    const deleteButton = page.getByRole('button', { name: `Delete ${city} search` });
    await expect
      .poll(
        async () => {
          const rows = await page.getByTestId('saved-search').count();
          if (rows === 0) return rows;
          if (await confirmYes.isVisible()) await confirmYes.click({ timeout: 5_000 }).catch(() => undefined);
          else {
            await deleteButton.click({ timeout: 5_000 }).catch(() => undefined);
            await confirmYes.waitFor({ timeout: 5_000 }).catch(() => undefined);
          }
          return page.getByTestId('saved-search').count();
        },
        { timeout: 60_000 },
      )
      .toBe(0);
    await context.close();
  });

  it('[BOOKMARKS] pages the grid, switches tabs and downloads the grid and property workbooks', async () => {
    const context = await signedIn(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForCards(page);
    await openMenu(page, 'Grid View');
    await drawer(page, 'Grid view of Parcels').waitFor();
    const grid = drawer(page, 'Grid view of');
    const rows = grid.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(50);
    const firstOnPage1 = await rows.first().textContent();

    await grid.locator('.ant-pagination-item-2').click();
    await expect.poll(() => grid.locator('.ant-pagination-item-active').textContent()).toBe('2');
    await expect.poll(() => rows.first().textContent()).not.toBe(firstOnPage1);
    await expect.poll(() => rows.count()).toBe(50);

    await grid.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '100' }).click();
    await expect.poll(() => rows.count()).toBe(100);
    await expect.poll(() => grid.locator('.ant-pagination-item-active').textContent()).toBe('1');
    await screenshot(page, 'grid-parcels-100');

    // Tab switching resets the page and loads 1000.
    await grid.getByRole('tab', { name: 'Projects' }).click();
    await drawer(page, 'Grid view of Projects').waitFor();
    await grid.getByRole('tab', { name: 'Parcels' }).click();
    await drawer(page, 'Grid view of Parcels').waitFor();
    const totalText = (await grid.locator('.ant-pagination-total-text').textContent()) ?? '';
    const total = Number(totalText.replace(/[^\d]/g, ''));
    const expected = Math.min(total, 1000);
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(expected);

    const { wb, name } = await readWorkbook(page, grid.getByTestId('grid-export'));
    expect(name).toMatch(/^Parcels_Gridview_.*\.xlsx$/);
    const ws = wb.getWorksheet('Parcels_Gridview')!;
    expect(ws).toBeDefined();
    expect(headerOf(ws)).toEqual([
      'Parcel ID',
      'Owner',
      'Address',
      'City',
      'County',
      'Zip',
      'Acreage',
      'Zoning',
      'Possible Lots',
      'Market Value',
      'MLS Status',
      'Area Tags',
      'Source',
      'As Of',
      'Licence',
    ]);
    expect(ws.getRow(1).font?.bold).toBe(true);
    // The export holds every row of the selection, not only the rows loaded in the grid.
    expect(dataRows(ws)).toHaveLength(total);
    // Under the rows: where they come from, as of when, and when they were exported.
    const notes = noteLines(ws);
    expect(notes.some((l) => l.startsWith('Source: Generated demo data; as of 20'))).toBe(true);
    expect(notes.at(-1)).toMatch(/^Exported \d{4}-\d{2}-\d{2}T/);

    const property = await readWorkbook(page, grid.getByTestId('grid-property-sheet'));
    const sheet = property.wb.getWorksheet('Property Information Sheet')!;
    expect(sheet).toBeDefined();
    const headers = headerOf(sheet);
    expect(headers.slice(0, 3)).toEqual(['ID', 'Parcel ID', 'Formatted Parcel ID']);
    expect(headers).toContain('Ownership Name');
    expect(headers).toContain('Building on the Property');
    expect(headers.slice(-5)).toEqual(['Latitude', 'Longitude', 'Source', 'As Of', 'Licence']);
    expect(headers.filter((h) => /Geom|Serial|Exists/.test(String(h)))).toEqual([]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    // The whole selection, as the grid's export, not the page on screen.
    const propertyRows = dataRows(sheet);
    expect(propertyRows).toHaveLength(total);
    const col = (h: string) => headers.indexOf(h) + 1;
    for (const row of propertyRows.slice(0, 20)) {
      expect(typeof row.getCell(col('Latitude')).value).toBe('number');
      expect(typeof row.getCell(col('Longitude')).value).toBe('number');
      expect(row.getCell(col('Source')).value).not.toBe('generated');
      expect(['Generated demo data', 'Salt Lake City Open Data']).toContain(
        String(row.getCell(col('Source')).value).replace(/, .* County$/, ''),
      );
      expect(String(row.getCell(col('Building on the Property')).value)).toMatch(/^(Yes|No)$/);
    }
    expect(noteLines(sheet).at(-1)).toMatch(/^Exported /);

    // Both: parcels and projects together, 10 of each kind per page, more on scroll.
    await grid.getByRole('tab', { name: 'Both' }).click();
    await drawer(page, 'Grid view of Both').waitFor();
    const cards = grid.getByTestId('grid-both').getByTestId('result-card');
    await cards.first().waitFor();
    const firstPage = await cards.count();
    expect(firstPage).toBeGreaterThan(10);
    expect(firstPage).toBeLessThanOrEqual(30);
    await grid.getByTestId('grid-both').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
    await screenshot(page, 'grid-both');
    await context.close();
    // Two workbooks of the whole selection (the grid and the Property Information Sheet) on a busy machine.
  }, 300_000);

  it('[BOOKMARKS] project filters open the grid on Projects, acreage on Parcels', async () => {
    const context = await signedIn(browser, admin);
    const page = await context.newPage();
    await page.goto('/map?projectStatus=Concept');
    await page.getByTestId('results-header').waitFor();
    await openMenu(page, 'Grid View');
    await drawer(page, 'Grid view of Projects').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/map?minAcreage=1');
    await page.getByTestId('results-header').waitFor();
    await openMenu(page, 'Grid View');
    await drawer(page, 'Grid view of Parcels').waitFor();
    await context.close();
  });
});
