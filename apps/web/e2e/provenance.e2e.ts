import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { openPostgres } from '@utah-land/db';
import { importParcels } from '@utah-land/data';
import { launchBrowser, screenshot } from './support/browser.js';
import { adminLogin, signedInContext, waitForMap, type Session } from './map-support.js';

// Every parcel says where it comes from, as of when and under which terms, on its card and in its window:
// real Salt Lake City parcels imported from a UGRC LIR file (packages/data/test/fixtures), and the demo's generated
// ones. Unknown stays unknown ('—').

const SLC_FILE = join(
  import.meta.dirname,
  '../../../packages/data/test/fixtures/slc-parcels-epsg3566.geojson',
);

describe('[PROVENANCE] a parcel card and its window name the source and the as-of date', () => {
  let browser: Browser;
  let admin: Session;
  const tag = `PV${randomUUID().slice(0, 6)}`;
  const imported = `${tag}-08214000240000`;
  let generated = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    // The shipped file with this test's own parcel ids, imported as the CLI would (--source ugrc-lir --as-of).
    const shipped = JSON.parse(readFileSync(SLC_FILE, 'utf8')) as {
      features: { properties: { parcel_id: string } }[];
    };
    for (const f of shipped.features) f.properties.parcel_id = `${tag}-${f.properties.parcel_id}`;
    const copy = join(tmpdir(), `${tag}.geojson`);
    writeFileSync(copy, JSON.stringify(shipped));
    const database = await openPostgres(inject('e2eDatabaseUrl'), 1);
    try {
      const r = await importParcels(database, copy, { srid: 3566, source: 'ugrc-lir', asOf: '2025-05-22' });
      expect(r.committed).toBe(true);
    } finally {
      await database.close();
      rmSync(copy, { force: true });
    }
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    generated = (
      await db.query<{ parcel_id: string }>(
        `SELECT parcel_id FROM parcels WHERE source = 'generated' ORDER BY id LIMIT 1`,
      )
    ).rows[0]!.parcel_id;
    await db.end();
  });
  afterAll(async () => {
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    await db.query('DELETE FROM parcels WHERE parcel_id LIKE $1', [`${tag}-%`]);
    await db.end();
    await browser?.close();
  });

  async function openParcel(page: Page, parcelId: string) {
    await page.goto(`/map?parcelId=${encodeURIComponent(parcelId)}`);
    await waitForMap(page);
    const card = page.getByTestId('result-card').first();
    await card.waitFor();
    return card;
  }

  it('[PROVENANCE] an imported UGRC parcel: source with its county, as-of date, licence; unknown as —', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const card = await openParcel(page, imported);
    const line =
      'UGRC LIR parcels, Salt Lake County · As of 2025-05-22 · Licence: CC BY 4.0 · ' +
      'State of Utah, SGID (UGRC); provided as is, without warranty';
    await expect.poll(() => card.getByTestId('record-provenance').textContent()).toBe(line);
    expect(await card.getByTestId('record-source').textContent()).toBe(
      'Source: UGRC LIR parcels, Salt Lake County',
    );
    // No raw source words anywhere on the card.
    expect(await card.textContent()).not.toMatch(/\b(ugrc_lir|import|generated)\b/);
    await screenshot(page, 'provenance-imported-card');

    await card.getByRole('button', { name: 'More Information' }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('record-provenance') });
    await modal.waitFor();
    expect(await modal.getByTestId('record-provenance').textContent()).toBe(line);
    // The file does not say whether a building stands on the parcel.
    await expect
      .poll(() => modal.locator('tr', { hasText: 'Building on the Property' }).first().textContent())
      .toBe('Building on the Property—');
    await screenshot(page, 'provenance-imported-modal');
    await context.close();
  });

  it('[PROVENANCE] a generated parcel says so, as of the day it was made', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const card = await openParcel(page, generated);
    await expect
      .poll(() => card.getByTestId('record-provenance').textContent())
      .toMatch(/^Generated demo data · As of \d{4}-\d{2}-\d{2} · Licence: Demo data, not for decisions$/);
    await context.close();
  });

  it("[PROVENANCE] a project's card and its More Information name its source and as-of date", async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await page.getByTestId('tab-projects').click();
    await page.getByTestId('tab-parents').click();
    const card = page.getByTestId('result-card').first();
    await card.waitFor();
    // Demo projects are generated (as of the day they were made); Salt Lake City's own do not say as of when.
    const line =
      /^(Generated demo data · As of \d{4}-\d{2}-\d{2} · Licence: Demo data, not for decisions|Salt Lake City Open Data · As of — · Licence: —)$/;
    await expect.poll(() => card.getByTestId('record-provenance').textContent()).toMatch(line);
    const onCard = await card.getByTestId('record-provenance').textContent();
    await card.getByRole('button', { name: 'More Information' }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('project-detail') });
    await modal.waitFor();
    expect(await modal.getByTestId('record-provenance').textContent()).toBe(onCard);
    await screenshot(page, 'provenance-project-modal');
    await context.close();
  });
});
