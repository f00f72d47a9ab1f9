import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { zoningAllows } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import { settledPopover } from './support/popups.js';
import { adminLogin, apiGet, signedInContext, waitForMap, type Session } from './map-support.js';
import { dataRows, noteLines } from './support/workbook.js';

// Issue 13, items 5, 7, 8 and 11: a match card says why it matched with the values compared on both sides; the
// contact and company windows and the export say the same; generated records say so; the company detail counts
// the parcel the company was matched to.

interface Subject {
  id: number;
  parcel_id: string;
  city: string;
  sf_lots: number;
  actual_zoning: string | null;
}
/** Products as the why-matched lines name them. */
const PRODUCT_WORDS: Record<string, string> = {
  singleFamily: 'single family',
  townhouse: 'townhomes',
  condos: 'condos',
  commercial: 'commercial',
  land: 'land',
};

describe('[MATCHING] why it matched, the company it matched, and where records come from', () => {
  let browser: Browser;
  let admin: Session;
  let subject: Subject;
  const tag = randomUUID().slice(0, 8);
  const lastname = `Why ${tag}`;
  const companyName = `E2E Why Homes ${tag}`;
  let contactId: number;
  let companyId: number;
  let lines: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') });
    await db.connect();
    // Bare land with a lot estimate, a generated builder and a water right near it (the demo's water rights have
    // a real number and place, and a generated owner).
    const candidates = await db.query<Subject>(
      `SELECT p.id::int, p.parcel_id, p.city, p.sf_lots, p.actual_zoning FROM parcels p
       WHERE NOT p.property_info_building AND p.sf_lots > 0 AND p.city IS NOT NULL AND p.source = 'generated'
         AND EXISTS (SELECT 1 FROM water_rights w
           WHERE ST_DWithin(w.location::geography, p.center::geography, 1500))
       ORDER BY p.id LIMIT 40`,
    );
    for (const c of candidates.rows) {
      const n = await apiGet<Record<string, number>>(admin, `/parcels/matches/${c.id}?matchingType=builders`);
      if ((n.Builders ?? 0) > 0) {
        subject = c;
        break;
      }
    }
    expect(subject, 'a parcel with generated builders and water rights').toBeDefined();
    // Our own builder (an imported record, not generated): it works the parcel's city and builds its lot count.
    const contact = await db.query<{ id: string }>(
      `INSERT INTO contacts (name, firstname, lastname, types, emails, match_cities, build_products, build_sf_lots,
         invest_products, invest_amount, source)
       VALUES ($1, 'E2E', $2, '{Builder,Investor}', '{e2e.why@example.com}', ARRAY[$3], '{singleFamily}', $4,
         '{singleFamily}', '[100000,900000]', 'test') RETURNING id`,
      [`E2E ${lastname}`, lastname, subject.city, `[1,${subject.sf_lots + 5}]`],
    );
    contactId = Number(contact.rows[0]!.id);
    const company = await db.query<{ id: string }>(
      `INSERT INTO companies (name, source) VALUES ($1, 'test') RETURNING id`,
      [companyName],
    );
    companyId = Number(company.rows[0]!.id);
    await db.query('INSERT INTO company_contacts (company_id, contact_id) VALUES ($1, $2)', [
      companyId,
      contactId,
    ]);
    await db.end();
    // The fit model's rows follow (docs/matching.md, "The fit model"): the parcel's zoning, and no project of our
    // company near it, ongoing or recent.
    const allows = zoningAllows(subject.actual_zoning);
    lines = [
      `Area: ${subject.city} ✓ (builder works ${subject.city})`,
      `Single family lots: ${subject.sf_lots} in 1–${subject.sf_lots + 5} ✓`,
      ...(allows
        ? [`Zoning: ${subject.actual_zoning} allows ${allows.map((p) => PRODUCT_WORDS[p]).join(', ')} ✓`]
        : []),
      'Track record: no project within 10 mi ✗',
      'Recent: no ongoing or recent work nearby ✗',
    ];
  });
  afterAll(() => browser?.close());

  /** The map with the subject selected and its matches drawer open on a group. */
  async function openMatches(page: Page, group: string): Promise<Locator> {
    await page.goto(`/map?parcelId=${encodeURIComponent(subject.parcel_id)}`);
    await waitForMap(page);
    await page.getByTestId('result-card').first().click();
    await page.getByRole('button', { name: 'View matches' }).click();
    const viewMatches = settledPopover(page)
      .getByTestId('matching-counts')
      .getByRole('button', { name: 'View Matches' });
    await expect.poll(() => viewMatches.isEnabled(), { timeout: 15_000 }).toBe(true);
    await viewMatches.click();
    const drawer = page.locator('.matches-drawer .ant-drawer-section');
    await drawer.getByTestId(`match-tab-${group}`).click();
    await drawer.getByTestId('match-card').first().waitFor();
    return drawer;
  }
  /** The card holding `text`, page after page (lists are in order of fit, docs/matching.md). */
  async function findCard(drawer: Locator, text: string): Promise<Locator> {
    for (let page = 1; ; page++) {
      await expect.poll(() => drawer.locator('.ant-pagination-item-active').textContent()).toBe(String(page));
      await drawer.getByTestId('match-card').first().waitFor();
      const card = drawer.getByTestId('match-card').filter({ hasText: text });
      if (await card.count()) return card;
      const next = drawer.locator('.ant-pagination-next');
      expect(await next.getAttribute('aria-disabled'), `${text} is listed`).not.toBe('true');
      await next.click();
    }
  }
  const whyLines = (scope: Locator) => scope.getByTestId('why-matched-line').allTextContents();

  it('[MATCHING] a card shows the values compared; the Contact modal says why, with the preferences', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const drawer = await openMatches(page, 'builders');
    const card = await findCard(drawer, `E2E ${lastname}`);
    await expect.poll(() => whyLines(card)).toEqual(lines);
    // Our contact is not generated, so it says nothing of where it comes from.
    expect(await card.getByTestId('record-source').count()).toBe(0);
    await screenshot(page, 'matching-why-card');

    // 'Why?' opens every dimension of the fit model, pass or fail, with the score (docs/matching.md, "Why and why
    // not"); the card's own window stays shut.
    await card.getByRole('button', { name: 'Why?' }).click();
    const why = page.getByRole('dialog', { name: `Why: E2E ${lastname}` });
    await why.getByTestId('match-explain').waitFor({ timeout: 30_000 });
    const explained = await why.getByTestId('explain-line').allTextContents();
    expect(explained).toEqual(expect.arrayContaining([lines[0], lines[1], 'Acreage: no preference ✓']));
    expect(await why.textContent()).toContain('Listed');
    expect(await page.getByTestId('contact-detail').count()).toBe(0);
    await screenshot(page, 'matching-why-explain');
    await why.locator('.ant-modal-close').click();
    await why.waitFor({ state: 'hidden' });

    await card.click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('contact-detail') });
    await modal.waitFor();
    expect(await whyLines(modal)).toEqual(lines);
    const detail = modal.getByTestId('contact-detail');
    for (const [label, value] of [
      ['Areas', subject.city],
      ['Products', 'Builds Single Family, Invests in Single Family'],
      ['Lot Ranges', `Builds single family lots: 1–${subject.sf_lots + 5}`],
      ['Price Ranges', 'Investment: $100,000–$900,000'],
    ])
      await expect
        .poll(() => detail.locator('tr', { hasText: label }).first().textContent())
        .toContain(value);
    expect(await modal.getByTestId('record-source').count()).toBe(0);
    await screenshot(page, 'matching-why-contact-modal');
    await modal.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });

    // A generated contact says so, on its card and in its window.
    await drawer.locator('.ant-pagination-item').first().click();
    const generated = drawer
      .getByTestId('match-card')
      .filter({ has: page.getByTestId('record-source') })
      .first();
    await generated.waitFor();
    expect(await generated.getByTestId('record-source').textContent()).toBe('Generated demo data');
    await generated.click();
    await modal.waitFor();
    await expect
      .poll(() => modal.locator('.ant-modal-title').getByTestId('record-source').textContent())
      .toBe('Generated demo data');
    await context.close();
  });

  it('[MATCHING] the export holds every row with its Why Matched and Source', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const drawer = await openMatches(page, 'builders');
    const total = Number(
      ((await drawer.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).textContent()) ?? '').replace(
        /\D/g,
        '',
      ),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      drawer.getByRole('button', { name: /Export/ }).click(),
    ]);
    const file = join(mkdtempSync(join(tmpdir(), 'matches-xlsx-')), download.suggestedFilename());
    await download.saveAs(file);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.worksheets[0]!;
    expect(dataRows(ws).length).toBe(total);
    const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    const col = (h: string) => headers.indexOf(h) + 1;
    expect(headers).toEqual(expect.arrayContaining(['Why Matched', 'Source', 'Last Name']));
    expect(headers).not.toContain('Matched On');
    const rows = Array.from({ length: total }, (_, i) => ws.getRow(i + 2));
    const ours = rows.find((r) => r.getCell(col('Last Name')).value === lastname)!;
    expect(ours.getCell(col('Why Matched')).value).toBe(lines.join('; '));
    expect(ours.getCell(col('Source')).value ?? null).toBeNull();
    expect(rows.some((r) => r.getCell(col('Source')).value === 'Generated demo data')).toBe(true);
    // Under the rows: where they come from and as of when, one line per source, and the export's time.
    const notes = noteLines(ws);
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^Source: Generated demo data; as of \d{4}-\d{2}-\d{2}; licence: Demo data, not for decisions$/,
      ),
    );
    expect(notes.at(-1)).toMatch(/^Exported \d{4}-\d{2}-\d{2}T/);
    await context.close();
  });

  it('[MATCHING] the company drawer counts the parcel it was matched to; its window says why, with its contacts', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const drawer = await openMatches(page, 'builders');
    await drawer.getByRole('tab', { name: /^Companies \(\d+\)$/ }).click();
    await drawer.getByTestId('match-card').first().waitFor();
    const card = await findCard(drawer, companyName);
    await expect
      .poll(() => whyLines(card))
      .toEqual([lines[0]!.replace('builder works', 'builders work'), ...lines.slice(1)]);
    await card.click();

    const company = page
      .locator('.ant-drawer-section')
      .filter({ has: page.getByTestId('company-detail-drawer') });
    await company.waitFor();
    const api = await apiGet<{ counts: { parcels: number; projects: number } }>(
      admin,
      `/companies/${companyId}/detail?parcelId=${subject.id}`,
    );
    expect(api.counts.parcels).toBeGreaterThan(0);
    const parcels = company.getByTestId('company-matched-parcels-count');
    await expect.poll(() => parcels.getAttribute('data-count')).toBe(String(api.counts.parcels));
    expect(await parcels.textContent()).toContain(api.counts.parcels.toLocaleString('en-US'));
    await company.getByRole('tab', { name: 'Matched Projects & Parcels' }).click();
    const first = company.getByTestId('company-matched-parcels').locator('.ant-list-item').first();
    await first.waitFor();
    expect(await first.getAttribute('data-parcel-id')).toBe(String(subject.id));
    expect(await first.getByTestId('company-matched-subject').textContent()).toBe('This parcel');
    expect(await whyLines(company.getByTestId('company-detail-drawer'))).toHaveLength(lines.length);
    await screenshot(page, 'matching-company-drawer');

    await company.getByTestId('company-more-info').click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('company-detail') });
    await modal.waitFor();
    expect(await modal.locator('.ant-modal-title').textContent()).toContain('Company');
    await expect
      .poll(() => modal.getByTestId('company-detail').locator('tr', { hasText: 'Contacts' }).textContent())
      .toContain(`E2E ${lastname} (${contactId})`);
    expect((await whyLines(modal))[1]).toBe(lines[1]);
    await screenshot(page, 'matching-company-modal');
    await context.close();
  });

  it('[MATCHING] a generated water right says so on its card and in its window, with its distance', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const drawer = await openMatches(page, 'waterRights');
    const card = drawer.getByTestId('match-card').first();
    expect(await card.getByTestId('record-source').textContent()).toBe('Generated demo data');
    expect((await whyLines(card))[0]).toMatch(/^Distance: [\d.]+ mi \(within 1 mi\) ✓$/);
    await card.click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('water-right-detail') });
    await modal.waitFor();
    expect(await modal.locator('.ant-modal-title').getByTestId('record-source').textContent()).toBe(
      'Generated demo data',
    );
    await context.close();
  });
});
