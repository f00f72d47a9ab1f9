import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import type { ParcelCard, QualificationSheet } from '@utah-land/shared';
import { inject } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.js';
import { openOptions } from './support/popups.js';
import { seedUser } from './accounts-support.js';
import { adminLogin, apiGet, apiLogin, signedInContext, type Session } from './map-support.js';
import { dataRows, noteLines } from './support/workbook.js';

// The acquisition qualification sheet (issue 18): an admin opens
// it from a parcel's More Information modal, edits every tab, saves, reloads, adds a note, downloads the workbook;
// a save that clashes with another admin's is told in words.

/** The options of the open select; a dropdown still closing (its leave animation) is not it. */
const options = openOptions;

/** Clicks the (only) result card's More Information, once the map page has listed it (slow on a busy machine). */
async function moreInformation(page: Page) {
  const button = page.getByTestId('result-card').first().getByRole('button', { name: 'More Information' });
  await button.waitFor({ timeout: 90_000 });
  await button.click({ timeout: 60_000 });
}

/** Opens the parcel's More Information modal from the map (filtered to that parcel) and its Qualification Sheet. */
async function openSheet(page: Page, parcelId: string, opts: { narrow?: boolean; shot?: string } = {}) {
  await page.goto(`/map?parcelId=${encodeURIComponent(parcelId)}`);
  if (opts.narrow) await page.getByRole('button', { name: 'Show filters' }).click({ timeout: 90_000 });
  await moreInformation(page);
  const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('parcel-detail') });
  const link = modal.getByTestId('qualification-sheet-link');
  await link.waitFor();
  if (opts.shot) await screenshot(page, opts.shot);
  await link.click();
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Qualification Sheet - ' });
  await drawer.getByTestId('read-owner').waitFor();
  return drawer;
}

const sheetPath = (parcelId: string) => `/parcels-extra-info/${encodeURIComponent(parcelId)}`;

async function putSheet(login: Session, parcelId: string, body: object) {
  const res = await fetch(`${inject('baseUrl')}/api${sheetPath(parcelId)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as QualificationSheet;
}

// Each test loads the map page (MapLibre) once or twice: slow on a busy two-core machine.
describe('[QUALIFICATION] the qualification sheet drawer', { timeout: 240_000 }, () => {
  let browser: Browser;
  let admin: Session;
  /** A parcel of its own for each test (owned, with an address, not actively listed). */
  let parcels: ParcelCard[] = [];
  const labelOf = (p: ParcelCard) => p.formattedParcelId || p.parcelId;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const cards = (await apiGet<{ data: ParcelCard[] }>(admin, '/parcels?limit=200')).data;
    parcels = cards.filter((c) => c.ownershipName && c.address && c.mlsStatus !== 'Active');
    expect(parcels.length).toBeGreaterThan(4);
  });
  afterAll(() => browser?.close());

  it('[QUALIFICATION] read-only first; Edit on each tab, Edit again saves; a reload shows the values', async () => {
    const parcel = parcels[0]!;
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    let drawer = await openSheet(page, parcel.parcelId, { shot: 'qualification-parcel-modal' });
    await expect
      .poll(() => drawer.locator('.ant-drawer-title').textContent())
      .toBe(`Qualification Sheet - ${labelOf(parcel)}`);
    for (const name of [
      'Information Obtained from Owner',
      'Information Obtained Online',
      'Information Obtained From City',
      'Notes',
    ])
      await drawer.getByRole('tab', { name }).waitFor();

    // Read-only first: the read view's labels, values from the parcel marked as such; no listing price unlisted.
    const read = drawer.getByTestId('read-owner');
    for (const label of [
      'Owner First Name',
      'Address',
      'Preferred Product',
      'Debt Estimate',
      'Other Land To Sell',
      'Involved Parties Contact',
    ])
      await read.getByText(label, { exact: true }).waitFor();
    await expect.poll(() => read.getByTestId('prefilled-tag').count()).toBeGreaterThan(3);
    expect(await read.getByText('Listing Price').count()).toBe(0);
    await drawer.getByRole('tab', { name: 'Information Obtained From City' }).click();
    const questions = drawer.getByTestId('questions-to-ask');
    await questions.getByText('Questions To Ask Section').waitFor();
    await expect.poll(() => questions.locator('tbody tr').count()).toBe(4);
    await questions.getByText(/utilities, topography, soils and access/).waitFor();
    await screenshot(page, 'qualification-read');

    // Edit: the owner tab (the listing price is asked once the property is listed).
    await drawer.getByRole('tab', { name: 'Information Obtained from Owner' }).click();
    await drawer.getByTestId('qualification-edit').click();
    const ownerForm = drawer.getByTestId('form-owner');
    await ownerForm.getByLabel('Owner First Name').fill('Dale');
    await ownerForm.getByLabel('Owner Last Name').fill('Christensen');
    await ownerForm.getByLabel('Phone Number').fill('(435) 555-0142');
    await ownerForm.getByLabel('Have you contacted the owner?').click();
    await options(page).filter({ hasText: /^Yes$/ }).click();
    expect(await ownerForm.getByLabel('Listing Price').count()).toBe(0);
    await ownerForm.getByLabel('Is the property listed for sale right now?').click();
    await options(page).filter({ hasText: /^Yes$/ }).click();
    await ownerForm.getByLabel('Listing Price').fill('1450000');
    // The city select searches case-insensitively.
    await ownerForm.getByLabel('City', { exact: true }).fill('lOgA');
    await options(page)
      .filter({ hasText: /^Logan$/ })
      .click();
    await screenshot(page, 'qualification-edit-owner');

    // ... the online tab.
    await drawer.getByRole('tab', { name: 'Information Obtained Online' }).click();
    const onlineForm = drawer.getByTestId('form-online');
    await onlineForm.getByLabel('Google Maps Link').fill('https://maps.google.com/?q=41.77,-111.83');
    await onlineForm.getByLabel('Does the property have road access?').click();
    await options(page).filter({ hasText: /^No$/ }).click();
    await onlineForm.getByLabel('Property Tags', { exact: true }).fill('Corner lot');
    await onlineForm.getByLabel('Property Tags', { exact: true }).press('Enter');
    await onlineForm.getByLabel('Slope (%)').fill('4.5');

    // ... the city tab.
    await drawer.getByRole('tab', { name: 'Information Obtained From City' }).click();
    const cityForm = drawer.getByTestId('form-city');
    await cityForm.getByLabel('Is the property incorporated or unincorporated?').click();
    await options(page)
      .filter({ hasText: /^Unincorporated$/ })
      .click();
    await cityForm
      .getByLabel("What is the city's vision for this area?")
      .fill('Medium density near the park');

    // Edit again saves, back to the read view with the values.
    await drawer.getByTestId('qualification-edit').click();
    await page.getByText('Qualification sheet saved').waitFor();
    await drawer.getByTestId('read-city').getByText('Medium density near the park').waitFor();
    await drawer.getByTestId('read-city').getByText('Unincorporated').waitFor();

    // Reload the page: the saved values come back.
    await page.reload();
    drawer = await openSheet(page, parcel.parcelId);
    const owner = drawer.getByTestId('read-owner');
    await owner.getByText('Dale', { exact: true }).waitFor();
    await owner.getByText('Christensen', { exact: true }).waitFor();
    await owner.getByText('Logan', { exact: true }).waitFor();
    await owner.getByText('$1,450,000').waitFor();
    await drawer.getByRole('tab', { name: 'Information Obtained Online' }).click();
    const online = drawer.getByTestId('read-online');
    await online.getByText('Corner lot').waitFor();
    await online.getByText('4.5%').waitFor();
    await online.getByRole('link', { name: 'https://maps.google.com/?q=41.77,-111.83' }).waitFor();
    await drawer.getByText(/^Last saved by .+ on /).waitFor();
    await context.close();
  });

  it('[QUALIFICATION] closing while editing returns to read mode; a note is added; Download writes QS-{parcel id}.xlsx', async () => {
    const parcel = parcels[1]!;
    const sheet = await apiGet<QualificationSheet>(admin, sheetPath(parcel.parcelId));
    await putSheet(admin, parcel.parcelId, {
      version: sheet.version,
      fields: {
        owner_name_processed: 'Dale Christensen',
        city: 'Logan',
        contact_owner: true,
        has_active_listing: true,
        listing_price: 1450000,
        has_road_access: false,
        property_tag: ['Corner lot', 'Irrigated'],
        slopes_percentage: 4.5,
        is_in_corporated: 'Unincorporated',
        city_vision: 'Medium density near the park',
      },
    });
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const drawer = await openSheet(page, parcel.parcelId);
    await drawer.getByTestId('read-owner').getByText('Dale', { exact: true }).waitFor();

    // Closing while editing returns to the read view, discarding the change; closing again closes the drawer.
    await drawer.getByTestId('qualification-edit').click();
    await drawer.getByTestId('form-owner').getByLabel('Owner First Name').fill('Changed');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.getByTestId('read-owner').getByText('Dale', { exact: true }).waitFor();
    expect(await drawer.getByText('Changed').count()).toBe(0);

    // Notes: a 4-row text, added to the list with author and time.
    await drawer.getByRole('tab', { name: 'Notes' }).click();
    const note = drawer.getByRole('textbox', { name: 'Note' });
    expect(await note.getAttribute('rows')).toBe('4');
    await note.fill('Owner open to a land swap. Call back in May.');
    await drawer.getByRole('button', { name: 'Add Note' }).click();
    const added = drawer
      .getByTestId('note')
      .filter({ hasText: 'Owner open to a land swap. Call back in May.' });
    await added.waitFor();
    await added.getByText(/ · /).waitFor();
    await expect.poll(() => note.inputValue()).toBe('');
    await screenshot(page, 'qualification-notes');

    // Download: QS-{parcel id}.xlsx, 6 columns of width 30, the owner, online and city columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download' }).click(),
    ]);
    // Characters a file name may not hold (a county's ':' in tax ids) become '-'.
    expect(download.suggestedFilename()).toBe(`QS-${labelOf(parcel).replace(/[\\/:*?"<>|]+/g, '-')}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.columns.map((c) => c.width)).toEqual([30, 30, 30, 30, 30, 30]);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Information Obtained from Owner',
      'Answer',
      'Information Obtained Online',
      'Answer',
      'Information Obtained From City',
      'Answer',
    ]);
    const answers = (col: number) => {
      const out = new Map<string, unknown>();
      for (const row of dataRows(ws)) {
        const q = row.getCell(col).value;
        if (q) out.set(String(q), row.getCell(col + 1).value);
      }
      return out;
    };
    const ownerAnswers = answers(1);
    expect(ownerAnswers.size).toBe(25);
    expect(ownerAnswers.get('Owner First Name')).toBe('Dale');
    expect(ownerAnswers.get('Owner Last Name')).toBe('Christensen');
    expect(ownerAnswers.get('City')).toBe('Logan');
    expect(ownerAnswers.get('Have you contacted the owner?')).toBe('Yes');
    expect(ownerAnswers.get('Listing Price')).toBe(1450000);
    expect(ownerAnswers.get('Property Address')).toBe(parcel.address);
    const onlineAnswers = answers(3);
    expect(onlineAnswers.size).toBe(20);
    expect(onlineAnswers.get('Does the property have road access?')).toBe('No');
    expect(onlineAnswers.get('Property Tags')).toBe('Corner lot, Irrigated');
    expect(onlineAnswers.get('Slope (%)')).toBe(4.5);
    const cityAnswers = answers(5);
    expect(cityAnswers.size).toBe(5);
    expect(cityAnswers.get('Is the property incorporated or unincorporated?')).toBe('Unincorporated');
    expect(cityAnswers.get("What is the city's vision for this area?")).toBe('Medium density near the park');
    // Under the answers: where they come from and as of when (the admins' save of today), and the export's time.
    const notes = noteLines(ws);
    const today = new Date().toISOString().slice(0, 10);
    expect(notes).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Source: answers entered by admins, last saved by .+; as of ${today}; licence: —$`),
      ),
    );
    expect(notes.at(-1)).toMatch(/^Exported \d{4}-\d{2}-\d{2}T/);

    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("[QUALIFICATION] a save clashing with another admin's is told in words; Reload shows theirs and keeps mine", async () => {
    const parcel = parcels[2]!;
    const other = await seedUser({
      role: 'admin',
      status: 'Subscribed',
      firstname: 'Rita',
      lastname: 'Okafor',
    });
    const otherLogin = await apiLogin(other.email, other.password);
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const drawer = await openSheet(page, parcel.parcelId);
    await drawer.getByTestId('qualification-edit').click();
    const form = drawer.getByTestId('form-owner');
    await form.getByLabel('Lead Source').fill('Billboard on I-15');
    await form.getByLabel('Phone Number').fill('(801) 555-0199');

    // Meanwhile the other admin saves the lead source.
    const current = await apiGet<QualificationSheet>(otherLogin, sheetPath(parcel.parcelId));
    await putSheet(otherLogin, parcel.parcelId, {
      version: current.version,
      fields: { lead_source: 'Referral from Rita' },
    });

    await drawer.getByTestId('qualification-edit').click();
    const alert = drawer.getByTestId('qualification-conflict');
    await alert
      .getByText('Someone else saved this qualification sheet while you were editing it.', { exact: false })
      .waitFor();
    await alert.getByText('Changed by someone else: Lead Source.').waitFor();
    await screenshot(page, 'qualification-conflict');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await alert.waitFor({ state: 'hidden' });
    await expect.poll(() => form.getByLabel('Lead Source').inputValue()).toBe('Referral from Rita');
    await expect.poll(() => form.getByLabel('Phone Number').inputValue()).toBe('(801) 555-0199');
    await drawer.getByTestId('qualification-edit').click();
    await page.getByText('Qualification sheet saved').waitFor();
    const saved = await apiGet<QualificationSheet>(admin, sheetPath(parcel.parcelId));
    expect(saved.fields).toMatchObject({ lead_source: 'Referral from Rita', phone_number: '(801) 555-0199' });
    await context.close();
  });

  it('[QUALIFICATION] usable at 375 px: the drawer fills the screen with its buttons in reach', async () => {
    const parcel = parcels[3]!;
    const context = await signedInContext(browser, admin, { width: 375, height: 812 });
    const page = await context.newPage();
    const drawer = await openSheet(page, parcel.parcelId, {
      narrow: true,
      shot: 'qualification-375-parcel-modal',
    });
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.width)).toBe(375);
    for (const name of ['Edit', 'Download']) {
      const box = (await drawer.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await screenshot(page, 'qualification-375');
    await drawer.getByTestId('qualification-edit').click();
    await drawer.getByTestId('form-owner').getByLabel('Owner First Name').waitFor();
    const field = (await drawer.getByTestId('form-owner').getByLabel('Owner First Name').boundingBox())!;
    expect(field.x + field.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'qualification-375-edit');
    await context.close();
  });

  it('[QUALIFICATION] non-admins see no Qualification Sheet link', async () => {
    const parcel = parcels[4]!;
    const user = await seedUser({ status: 'Subscribed' });
    const login = await apiLogin(user.email, user.password);
    const context = await signedInContext(browser, login);
    const page = await context.newPage();
    await page.goto(`/map?parcelId=${encodeURIComponent(parcel.parcelId)}`);
    await moreInformation(page);
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('parcel-detail') });
    await modal.getByText('Property Address info').waitFor();
    expect(await modal.getByTestId('qualification-sheet-link').count()).toBe(0);
    await context.close();
  });
});
