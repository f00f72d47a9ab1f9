import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import type { ParcelCard, SummaryAnswer } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { clickOption } from './support/popups.js';
import { adminLogin, apiGet, signedInContext, type Session } from './map-support.js';
import { dataRows, noteLines } from './support/workbook.js';

// Market Analysis (spec map-matching-surveys 2.2, 2.7, 3, 9; issue 17): an admin opens it from a parcel card, sees
// the statistics of the parcel's city, changes the dates and the cities and sees the numbers and the chart follow the
// server's, opens the SQL, and downloads the workbook.

const DAY = 'YYYY-MM-DD';
const show2 = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function setRange(drawer: Locator, from: string, to: string) {
  const inputs = drawer.locator('.ant-picker-range input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
}

/** The All/Sold row of the Summary tab shows the server's figures for the same query. */
async function expectSummaryShows(drawer: Locator, expected: SummaryAnswer) {
  const sold = expected.data.find((r) => r.buildingType === 'All' && r.status === 'Sold')!;
  const row = drawer.getByTestId('market-stats-All').locator('tbody tr', { hasText: 'Sold' });
  // The count of listings, the last column, is a whole number ('3', not '3.00').
  await expect
    .poll(() => row.locator('td').last().textContent(), { timeout: 60_000 })
    .toBe(sold.number_of_listings.toLocaleString('en-US'));
  await expect.poll(() => row.textContent()).toContain(show2(sold.median_list_price));
  await expect
    .poll(() => drawer.getByTestId('chart-month').count(), { timeout: 60_000 })
    .toBe(expected.monthly.length);
}

describe('[MARKET STATS] Market Analysis from a parcel card', { timeout: 300_000 }, () => {
  let browser: Browser;
  let admin: Session;
  let parcel: ParcelCard;
  let city: string;
  let secondCity: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    // The city with the most listings over three years, and a parcel in it.
    const cards = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=300')).data;
    const cities = [...new Set(cards.map((c) => c.city).filter((c): c is string => !!c))];
    const sold = new Map<string, number>();
    for (const c of cities) {
      const s = await apiGet<SummaryAnswer>(
        admin,
        `/parcels/get-stats-summary?cities=${encodeURIComponent(c)}&fromDate=${dayjs().subtract(3, 'year').format(DAY)}`,
      );
      sold.set(
        c,
        s.data.filter((r) => r.buildingType === 'All').reduce((n, r) => n + r.number_of_listings, 0),
      );
    }
    const ranked = [...sold.entries()].sort((a, b) => b[1] - a[1]);
    city = ranked[0]![0];
    secondCity = ranked[1]![0];
    expect(ranked[0]![1]).toBeGreaterThan(1);
    parcel = cards.find((c) => c.city === city)!;
  });
  afterAll(() => browser?.close());

  it('[MARKET STATS] opens for the parcel city; dates and cities change the numbers; SQL; workbook', async () => {
    const context = await signedInContext(browser, admin);
    const page: Page = await context.newPage();
    await page.goto(`/map?parcelId=${encodeURIComponent(parcel.parcelId)}`);
    const link = page.getByTestId('result-card').first().getByRole('button', { name: 'Market Analysis' });
    await link.waitFor({ timeout: 90_000 });
    await link.click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Market Analysis — ' });
    await drawer.getByTestId('market-stats-summary').waitFor({ timeout: 60_000 });
    await drawer.getByRole('tab', { name: 'Full Valuation' }).waitFor();
    // The parcel's city is selected.
    await drawer.getByTestId('market-stats-cities').getByText(city, { exact: true }).waitFor();

    const from0 = dayjs().subtract(3, 'year').format(DAY);
    const to0 = dayjs().format(DAY);
    const q = (from: string, to: string, cities = city) =>
      `/parcels/get-stats-summary?id_serial=${parcel.id}&cities=${encodeURIComponent(cities)}&fromDate=${from}&toDate=${to}`;
    const initial = await apiGet<SummaryAnswer>(admin, q(from0, to0));
    await expectSummaryShows(drawer, initial);
    await screenshot(page, 'market-stats-summary');

    // A narrower range: the numbers and the chart follow (fewer or as many months).
    const from1 = dayjs().subtract(14, 'month').startOf('month').format(DAY);
    const to1 = dayjs().subtract(2, 'month').endOf('month').format(DAY);
    await setRange(drawer, from1, to1);
    const narrow = await apiGet<SummaryAnswer>(admin, q(from1, to1));
    expect(narrow.monthly.length).toBeLessThanOrEqual(initial.monthly.length);
    await expectSummaryShows(drawer, narrow);

    // A second city.
    const select = drawer.getByTestId('market-stats-cities');
    await select.click();
    await page.keyboard.type(secondCity);
    await clickOption(page, secondCity);
    await page.keyboard.press('Escape');
    const both = await apiGet<SummaryAnswer>(admin, q(from1, to1, `${city}|${secondCity}`));
    await expectSummaryShows(drawer, both);

    // View Query: the SQL in a nested drawer (80%).
    await drawer.getByRole('button', { name: 'View Query' }).first().click();
    const sqlDrawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Summary Query' });
    await expect.poll(() => sqlDrawer.getByTestId('sql').textContent()).toContain('percentile_cont');
    await expect.poll(() => sqlDrawer.getByTestId('sql').textContent()).toContain(`'${from1}'`);
    const widths = await page.evaluate(() => [
      window.innerWidth,
      ...Array.from(document.querySelectorAll('.ant-drawer-content-wrapper')).map(
        (e) => e.getBoundingClientRect().width,
      ),
    ]);
    expect(widths.slice(1).some((w) => Math.abs(w - widths[0]! * 0.8) < 2)).toBe(true);
    await screenshot(page, 'market-stats-query');
    await sqlDrawer.locator('.ant-drawer-close').click();

    // Full Valuation (All × Sold by default): one row per style, as the server answers.
    const styles = await apiGet<{ data: unknown[] }>(
      admin,
      `/parcels/get-stats-full-valuation?id_serial=${parcel.id}&cities=${encodeURIComponent(`${city}|${secondCity}`)}&fromDate=${from1}&toDate=${to1}&buildingType=All&status=Sold`,
    );
    await drawer.getByRole('tab', { name: 'Full Valuation' }).click();
    await drawer.getByTestId('market-stats-valuation').locator('.ant-table').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => drawer.getByTestId('market-stats-valuation').locator('tbody tr.ant-table-row').count(), {
        timeout: 60_000,
      })
      .toBe(styles.data.length);
    await screenshot(page, 'market-stats-valuation');

    // The workbook: <title>_<ISO timestamp>.xlsx, sheets Summary and Full Valuation, 2 decimals.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      drawer.getByTestId('market-stats-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Market Analysis .+_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Summary', 'Full Valuation']);
    const summary = workbook.getWorksheet('Summary')!;
    const headers = (summary.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['Building Type', 'Status', 'Average List Dom']);
    expect(headers).toContain('Median List Price');
    expect(headers).toContain('Number Of Listings');
    expect(dataRows(summary)).toHaveLength(12);
    // Under the rows: which cities and dates the workbook covers, and that its listings are generated.
    const notes = noteLines(summary);
    expect(notes[0]).toBe(`Cities: ${both.cities.join(', ')}`);
    expect(notes[1]).toBe(
      `Dates: list dates ${from1} to ${to1} (listings dated ${both.coverage.firstListDate} to ${both.coverage.lastListDate})`,
    );
    expect(notes).toContain(
      'Source: MLS listings are generated demo data, not real sales; licence: Demo data, not for decisions',
    );
    const col = (name: string) => headers.indexOf(name) + 1;
    const soldRow = [...Array(12).keys()]
      .map((i) => summary.getRow(i + 2))
      .find((r) => r.getCell(1).value === 'All' && r.getCell(2).value === 'Sold')!;
    const expectedSold = both.data.find((r) => r.buildingType === 'All' && r.status === 'Sold')!;
    expect(soldRow.getCell(col('Median List Price')).value).toBe(expectedSold.median_list_price);
    expect(soldRow.getCell(col('Number Of Listings')).value).toBe(expectedSold.number_of_listings);
    dataRows(summary).forEach((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'number')
          expect(Math.abs(cell.value * 100 - Math.round(cell.value * 100))).toBeLessThan(1e-6);
      });
    });
    const valuation = workbook.getWorksheet('Full Valuation')!;
    const vHeaders = (valuation.getRow(1).values as unknown[]).slice(1);
    expect(vHeaders.slice(0, 3)).toEqual(['Building Type', 'Status', 'Architectural Style']);
    expect(vHeaders).toContain('Price per Sq Ft');
    expect(vHeaders).toContain('Price Per Acre');
    expect(valuation.rowCount).toBeGreaterThan(1);
    await context.close();
  });

  it('[MARKET STATS] the results-box menu has Market Stats for the current filters', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?cities=${encodeURIComponent(city)}`);
    await page.getByTestId('results-menu').click({ timeout: 90_000 });
    await page.getByRole('menuitem', { name: 'Market Stats' }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Market Stats' });
    await drawer.getByTestId('market-stats-summary').waitFor({ timeout: 60_000 });
    await drawer.getByTestId('market-stats-cities').getByText(city, { exact: true }).waitFor();
    await context.close();
  });
});
