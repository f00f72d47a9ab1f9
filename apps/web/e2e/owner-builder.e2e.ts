import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, withDb, type SeededUser } from './accounts-support.js';
import { apiLogin, signedInContext } from './map-support.js';
import { choose, insertParcels, scrollUntil, shownCount } from './survey-support.js';

// Both sides of a survey (docs/surveys.md, "The ten types, both sides"): a land owner and a builder, each a new
// user, take their surveys in the app. The owner names her parcel; the builder sees it among his parcels, marked
// with the owner who wants to sell it and why it matched; the owner sees the builder among her builders. When the
// builder changes his lot range, both lists lose the other.

const SOURCE = 'e2e-owner-builder';
const TAG = 'Daggett County';
const CITY = 'Manila';
const PARCEL = `${SOURCE}-20-1`;

/** The count of a card: its 'Parcels: n' (or 'Contacts: n'), 0 at 'No Matched Results'. */
async function cardCount(page: Page, kind: string) {
  const card = page.getByTestId(`network-card-${kind}`);
  const count = card.getByRole('button', { name: /^(Parcels|Contacts): \d+$/ });
  const none = card.getByText('No Matched Results');
  await count.or(none).first().waitFor({ timeout: 60_000 });
  if (await none.count()) return 0;
  return Number(((await count.first().textContent()) ?? '').replace(/\D/g, ''));
}

/** Opens a card's list and scrolls it until `target` is shown. */
async function findInList(page: Page, kind: string, label: string, target: ReturnType<Page['getByText']>) {
  await page
    .getByTestId(`network-card-${kind}`)
    .getByRole('button', { name: new RegExp(`^${label}:`) })
    .click();
  const list = page.getByTestId('survey-list-drawer').getByTestId('survey-match-list');
  await list.waitFor({ timeout: 60_000 });
  await scrollUntil(list, () => target.count(), 'some');
}

/** Takes a survey of `type` on /profile with `answer`, and switches it on. */
async function takeSurvey(
  page: Page,
  type: string,
  answer: (form: ReturnType<Page['locator']>) => Promise<void>,
) {
  await page.goto('/profile');
  const row = page.getByTestId(`survey-type-${type}`);
  await row.getByRole('button', { name: 'Take' }).click({ timeout: 60_000 });
  const form = page.locator('.ant-drawer-content-wrapper').filter({ hasText: `${type} Survey` });
  await answer(form);
  await form.getByRole('button', { name: 'Submit Survey' }).click();
  await row.getByRole('button', { name: 'Retake' }).waitFor({ timeout: 60_000 });
  await row.getByRole('switch').click();
  await page.getByText(`${type} Survey is enabled`).waitFor();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 60_000 }).toBe('/map');
}

/** The builder's survey of both tests: single family, 10–35 lots, in Daggett County. */
async function takeBuilderSurvey(page: Page) {
  await takeSurvey(page, 'Builder Company', async (form) => {
    await form.getByTestId('question-utah_area_tags').waitFor();
    await choose(page, 'utah_area_tags', TAG, 'Daggett');
    await choose(page, 'products_you_build', 'Single Family');
    await choose(page, 'min_single_family_lots_build', '10-35');
    await choose(page, 'max_single_family_lots_build', '10-35');
  });
}

describe('[OWNER AND BUILDER] both sides of a survey', { timeout: 600_000 }, () => {
  let browser: Browser;
  let owner: SeededUser;
  let builder: SeededUser;
  const contexts: BrowserContext[] = [];
  /** A page of a signed-in user (its context closed after the tests). */
  const open = async (u: SeededUser) => {
    const context = await signedInContext(browser, await apiLogin(u.email, u.password));
    contexts.push(context);
    return context.newPage();
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await seedUser({ status: 'Subscribed', firstname: 'Olive', lastname: 'Owner' });
    builder = await seedUser({ status: 'Subscribed', firstname: 'Bo', lastname: 'Builder' });
    // The owner's parcel: 4.2 acres in Manila that could hold 20 single family lots.
    await insertParcels(SOURCE, 1, { tag: TAG, city: CITY, county: 'Daggett', sfLots: 20 });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await withDb((db) => db.query('DELETE FROM parcels WHERE source = $1', [SOURCE]));
    await browser?.close();
  });

  it('[OWNER AND BUILDER] each sees the other, with the why, and one changed answer moves both', async () => {
    const ownerPage = await open(owner);
    const builderPage = await open(builder);

    await takeSurvey(ownerPage, 'Land Owner', async (form) => {
      await form.getByTestId('question-acres').locator('input').fill('4.2');
      await choose(ownerPage, 'city', CITY, CITY);
      await choose(ownerPage, 'current_zoning', 'Agricultural');
      await form.getByTestId('question-parcel_ids').locator('input').fill(PARCEL);
    });
    await takeBuilderSurvey(builderPage);

    // The builder's parcels: the owner's, marked with her, and why it matched.
    await builderPage.goto('/network');
    const parcelsBefore = await shownCount(builderPage, 'parcels', 'Parcels');
    const forSale = builderPage.getByTestId('owner-wants-to-sell').filter({ hasText: 'Olive Owner' });
    await findInList(builderPage, 'parcels', 'Parcels', forSale);
    await forSale.getByText(`Owner wants to sell: Olive Owner (${owner.email})`).waitFor();
    await expect
      .poll(() => forSale.getByTestId('why-matched').textContent())
      .toContain('Single family lots: 20 in 10–35 ✓');
    await screenshot(builderPage, 'owner-builder-parcel-for-sale', { fullPage: false });

    // The owner's builders: the builder among them.
    await ownerPage.goto('/network');
    const buildersBefore = await shownCount(ownerPage, 'builders', 'Contacts');
    await findInList(
      ownerPage,
      'builders',
      'Contacts',
      ownerPage.getByTestId('match-card').filter({ hasText: 'Bo Builder' }),
    );

    // The builder now builds 1-3 lots: the parcel leaves his list and he leaves hers.
    await builderPage.goto('/network');
    await builderPage.getByRole('button', { name: 'Criteria' }).click({ timeout: 60_000 });
    const criteria = builderPage
      .locator('.ant-drawer-content-wrapper')
      .filter({ hasText: 'Builder Company Survey criteria' });
    await criteria.getByRole('button', { name: 'Edit answers' }).click({ timeout: 60_000 });
    const edit = builderPage.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Recalculate Survey' });
    await edit.getByTestId('question-max_single_family_lots_build').waitFor();
    await choose(builderPage, 'min_single_family_lots_build', '1-3');
    await choose(builderPage, 'max_single_family_lots_build', '1-3');
    await edit.getByRole('button', { name: 'Recalculate Survey' }).click();
    await criteria
      .getByTestId('survey-criteria')
      .getByText('Single Family Lots: 1 to 3')
      .waitFor({ timeout: 60_000 });
    await criteria.locator('.ant-drawer-close').click();
    await expect.poll(() => cardCount(builderPage, 'parcels'), { timeout: 60_000 }).not.toBe(parcelsBefore);
    const parcelsAfter = await cardCount(builderPage, 'parcels');
    if (parcelsAfter > 0) {
      // The whole list, to the end: the owner's parcel is not in it.
      await builderPage
        .getByTestId('network-card-parcels')
        .getByRole('button', { name: /^Parcels:/ })
        .click();
      const list = builderPage.getByTestId('survey-list-drawer').getByTestId('survey-match-list');
      await scrollUntil(list, () => list.getByTestId('match-card').count(), parcelsAfter);
      expect(await forSale.count()).toBe(0);
    }
    await ownerPage.reload();
    await expect.poll(() => cardCount(ownerPage, 'builders'), { timeout: 60_000 }).toBe(buildersBefore - 1);
  });
  it('[OWNER AND BUILDER] land given in words: the builder sees it offered with the why, until the zoning changes', async () => {
    const wordsOwner = await seedUser({ status: 'Subscribed', firstname: 'Wendy', lastname: 'Words' });
    const wordsBuilder = await seedUser({ status: 'Subscribed', firstname: 'Ben', lastname: 'Bricks' });
    const ownerPage = await open(wordsOwner);
    const builderPage = await open(wordsBuilder);
    // No parcel id: 12 acres of Agricultural in Manila, which is about 10 single family lots (one-acre lots).
    await takeSurvey(ownerPage, 'Land Owner', async (form) => {
      await form.getByTestId('question-acres').locator('input').fill('12');
      await choose(ownerPage, 'city', CITY, CITY);
      await choose(ownerPage, 'current_zoning', 'Agricultural');
    });
    await takeBuilderSurvey(builderPage);

    await builderPage.goto('/network');
    const offer = builderPage.getByTestId('land-offer').filter({ hasText: 'Wendy Words' });
    await offer.waitFor({ timeout: 60_000 });
    await offer.getByText('12 acres of Agricultural in Manila').waitFor();
    await offer.getByText('About 10 single family lots under that zoning').waitFor();
    await offer.getByText(`Owner wants to sell: Wendy Words (${wordsOwner.email})`).waitFor();
    await offer.getByRole('button', { name: 'Why it matches' }).click();
    await offer.getByText('Single family lots: 10 in 10–35 ✓').waitFor();
    await offer.scrollIntoViewIfNeeded();
    await screenshot(builderPage, 'owner-builder-land-offered', { fullPage: false });
    // On a phone: the same offer, its lines wrapped to the width.
    const phone = await signedInContext(browser, await apiLogin(wordsBuilder.email, wordsBuilder.password), {
      width: 375,
      height: 812,
    });
    contexts.push(phone);
    const phonePage = await phone.newPage();
    await phonePage.goto('/network');
    const phoneOffer = phonePage.getByTestId('land-offer').filter({ hasText: 'Wendy Words' });
    await phoneOffer.getByText('12 acres of Agricultural in Manila').waitFor({ timeout: 60_000 });
    await phoneOffer.scrollIntoViewIfNeeded();
    await screenshot(phonePage, 'owner-builder-land-offered-phone', { fullPage: false });

    // The owner's builders: the builder among them.
    await ownerPage.goto('/network');
    await findInList(
      ownerPage,
      'builders',
      'Contacts',
      ownerPage.getByTestId('match-card').filter({ hasText: 'Ben Bricks' }),
    );

    // The owner's land is now Commercial: no lots a home builder builds, so the offer leaves the builder's list.
    await ownerPage.goto('/network');
    await ownerPage.getByRole('button', { name: 'Criteria' }).click({ timeout: 60_000 });
    const criteria = ownerPage
      .locator('.ant-drawer-content-wrapper')
      .filter({ hasText: 'Land Owner Survey criteria' });
    await criteria.getByRole('button', { name: 'Edit answers' }).click({ timeout: 60_000 });
    const edit = ownerPage.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Recalculate Survey' });
    await edit.getByTestId('question-current_zoning').waitFor();
    await choose(ownerPage, 'current_zoning', 'Commercial');
    await edit.getByRole('button', { name: 'Recalculate Survey' }).click();
    await criteria.getByTestId('survey-criteria').getByText('Commercial').waitFor({ timeout: 60_000 });
    await builderPage.reload();
    await builderPage.getByTestId('land-offers').waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => (await builderPage.getByTestId('land-offers').textContent()) ?? '', {
        timeout: 60_000,
      })
      .toMatch(/Land offered by owners \(\d+\)/);
    expect(await offer.count()).toBe(0);
  });
});
