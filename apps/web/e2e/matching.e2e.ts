import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import type { ParcelCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { settledPopover } from './support/popups.js';
import { adminLogin, signedInContext, waitForMap, type Session } from './map-support.js';

describe('[MATCHING] the matches of a parcel', () => {
  let browser: Browser;
  let admin: Session;
  let sample: Pick<ParcelCard, 'parcelId' | 'id_serial'>;
  const companyName = `E2E Matching Builders ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    // A builder with no area or product preference matches every parcel that offers builders something to build
    // (docs/matching.md, "The fit model": bare land whose zoning allows its lots); it works for a company of ours.
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    const bare = await db.query<{ id: number; parcel_id: string }>(
      `SELECT id::int, parcel_id FROM parcels WHERE NOT property_info_building AND sf_lots > 0
         AND actual_zoning LIKE 'R-1-%' AND source = 'generated' ORDER BY id LIMIT 1`,
    );
    sample = { parcelId: bare.rows[0]!.parcel_id, id_serial: bare.rows[0]!.id };
    const contact = await db.query(
      `INSERT INTO contacts (name, firstname, lastname, types, emails, source)
       VALUES ('E2E Builder', 'E2E', 'Builder', '{Builder}', '{e2e.builder@example.com}', 'test') RETURNING id`,
    );
    const company = await db.query(`INSERT INTO companies (name, source) VALUES ($1, 'test') RETURNING id`, [
      companyName,
    ]);
    await db.query('INSERT INTO company_contacts (company_id, contact_id) VALUES ($1, $2)', [
      company.rows[0].id,
      contact.rows[0].id,
    ]);
    await db.end();
  });
  afterAll(() => browser?.close());

  it('[MATCHING] open a parcel, view matches, switch groups and tabs, export, view on map, reopen', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto(`/map?parcelId=${encodeURIComponent(sample.parcelId)}`);
    await waitForMap(page);
    await page.getByTestId('result-card').first().click();
    await page.getByTestId('selection-banner').waitFor();

    // The popover: the eight counts come in one request; 'View Matches' waits for them.
    const countRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/parcels/matches/${sample.id_serial}`)
        countRequests.push(r.url());
    });
    await page.getByRole('button', { name: 'View matches' }).click();
    const counts = settledPopover(page).getByTestId('matching-counts');
    await counts.waitFor();
    for (const label of [
      'Parcels',
      'Builders',
      'Investors',
      'Developers',
      'Real Estate Agents',
      'New Build Homebuyers',
      'Water Rights',
      'Projects',
    ])
      await expect.poll(() => counts.getByText(label, { exact: true }).count()).toBe(1);
    const viewMatches = counts.getByRole('button', { name: 'View Matches' });
    await expect.poll(() => viewMatches.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(countRequests).toHaveLength(1);
    expect(new URL(countRequests[0]!).searchParams.has('matchingType')).toBe(false);
    await screenshot(page, 'matching-popover');
    await viewMatches.click();

    const drawer = page.locator('.matches-drawer .ant-drawer-section');
    await drawer.waitFor();
    await expect.poll(() => drawer.locator('.ant-drawer-title').textContent()).toMatch(/^View Matches For: /);
    await screenshot(page, 'matching-drawer-open');
    // Builders: Contacts and Companies inner tabs; our company is listed with the "why it matched" line.
    await drawer.getByTestId('match-tab-builders').click();
    await drawer.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).waitFor();
    await drawer.getByTestId('match-card').first().waitFor();
    await drawer.getByRole('tab', { name: /^Companies \(\d+\)$/ }).click();
    // Each card says why it matched: the values compared (matching-why.e2e.ts reads them in full).
    await expect
      .poll(() => drawer.getByTestId('match-card').first().getByTestId('why-matched').textContent())
      .toMatch(/✓|^Matched: no preference rules it out$/);
    await screenshot(page, 'matching-drawer-builders-companies');

    // Export of the current group and tab.
    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: /Export/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^Matching_Builders_Companies_.+\.xlsx$/);

    // Projects have Parent and Child tabs; the admin sees the SQL and the columns used.
    await drawer.getByTestId('match-tab-projects').click();
    await drawer.getByRole('tab', { name: /^Parent Projects \(/ }).waitFor();
    await drawer.getByRole('tab', { name: /^Child Projects \(/ }).click();
    await drawer.getByRole('button', { name: /View Query/ }).click();
    const queries = page.locator('.ant-drawer-section', { hasText: 'Parcels Matching Queries' });
    await queries.getByText('Columns used in query').first().waitFor();
    await screenshot(page, 'matching-query-drawer');
    await queries.locator('.ant-drawer-close').click();

    // Back to builders/companies, then view on map: the drawer closes and remembers where it was.
    await drawer.getByTestId('match-tab-builders').click();
    await drawer.getByRole('tab', { name: /^Companies \(\d+\)$/ }).click();
    await drawer.getByRole('button', { name: /View all on map/ }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'View matches' }).click();
    await settledPopover(page)
      .getByTestId('matching-counts')
      .getByRole('button', { name: 'View Matches' })
      .click();
    await expect
      .poll(() => drawer.getByRole('tab', { name: /^Companies \(\d+\)$/ }).getAttribute('aria-selected'))
      .toBe('true');
    await screenshot(page, 'matching-drawer-reopened');
    await context.close();
  });
});
