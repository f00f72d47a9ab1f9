import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { seedUser, type SeededUser } from './accounts-support.js';
import { apiGet, apiLogin, searchParams, signedInContext } from './map-support.js';
import { choose } from './survey-support.js';
import { openOptions, settledPopover } from './support/popups.js';

// Surveys in the app (issue 15; spec accounts 2 and 4, map-matching-surveys 2.9, 4, 5): a user takes a Builder
// Company survey whose questions follow the products chosen, sees the spec's warning, submits, switches the
// profile on and lands on the map filtered by it.

describe('[SURVEYS] taking a survey and switching it on', { timeout: 240_000 }, () => {
  let browser: Browser;
  let user: SeededUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await seedUser({ status: 'Subscribed', firstname: 'Bea', lastname: 'Builder' });
  });
  afterAll(() => browser?.close());

  it('[SURVEYS] Builder Company: conditional questions, a warning, submit, switch on, the map filtered', async () => {
    const login = await apiLogin(user.email, user.password);
    const context = await signedInContext(browser, login);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByText(`Displayed Profile - ${user.email}`).waitFor({ timeout: 60_000 });
    const row = page.getByTestId('survey-type-Builder Company');
    await expect.poll(() => row.getByRole('switch').isDisabled()).toBe(true);
    await row.getByRole('button', { name: 'Take' }).click();

    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Builder Company Survey' });
    await drawer.getByTestId('question-utah_area_tags').waitFor();
    expect(await drawer.getByTestId('question-min_single_family_lots_build').count()).toBe(0);

    await choose(page, 'utah_area_tags', 'Cache County', 'Cache');
    await choose(page, 'products_you_build', 'Single Family');
    // Single family questions (and the custom builder one) appear only now.
    await drawer.getByTestId('question-min_single_family_lots_build').waitFor();
    await drawer.getByTestId('question-custom_builder').waitFor();
    expect(await drawer.getByTestId('question-min_townhome_pads_build').count()).toBe(0);

    await choose(page, 'min_single_family_lots_build', '30-55');
    await choose(page, 'max_single_family_lots_build', '10-35');
    await drawer.getByRole('button', { name: 'Submit Survey' }).click();
    await page
      .getByText(
        'Maximum amount of single family lots should be greater than minimum amount of single family lots',
      )
      .waitFor();
    await screenshot(page, 'surveys-warning');

    await choose(page, 'max_single_family_lots_build', '65 or more');
    await drawer.getByRole('button', { name: 'Submit Survey' }).click();
    await row.getByRole('button', { name: 'Retake' }).waitFor({ timeout: 30_000 });

    await expect.poll(() => row.getByRole('switch').isDisabled()).toBe(false);
    await row.getByRole('switch').click();
    await page.getByText('Builder Company Survey is enabled').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 60_000 }).toBe('/map');
    await expect.poll(() => searchParams(page).get('utahAreaTags'), { timeout: 60_000 }).toBe('Cache County');
    expect(searchParams(page).get('singleFamily')).toBe('true');
    expect(searchParams(page).get('surveyId')).toMatch(/^\d+$/);
    await screenshot(page, 'surveys-map-filtered');

    // Back on the profile, it is ON and the others are disabled while it is.
    await page.goto('/profile');
    await expect.poll(() => row.getByRole('switch').isChecked(), { timeout: 30_000 }).toBe(true);
    expect(
      await page.getByTestId('survey-type-Investor').getByRole('button', { name: 'Take' }).isDisabled(),
    ).toBe(false);
    await context.close();
  });

  it('[SURVEYS] My Surveys: a project survey is deleted only with a reason', async () => {
    const login = await apiLogin(user.email, user.password);
    const [city] = await apiGet<string[]>(login, '/cities/all');
    const projectName = `E2E Meadows ${Date.now()}`;
    const res = await fetch(`${inject('baseUrl')}/api/surveys`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        surveyName: 'I Have a Project Survey',
        response: {
          project_name: projectName,
          city,
          development_stage: 'Concept',
          project_type: 'Single Family Residential',
          number_of_single_family_lots: '30',
        },
      }),
    });
    expect(res.status).toBe(200);
    const context = await signedInContext(browser, login);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'My Surveys' }).click({ timeout: 60_000 });
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'My Surveys' });
    const row = drawer.locator('tr').filter({ hasText: projectName });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getByRole('checkbox').isChecked()).toBe(true);

    await row.getByRole('button', { name: 'Delete' }).click();
    await settledPopover(page).getByRole('button', { name: 'OK' }).click();
    await page.getByText('Please select an option to delete').waitFor();
    await row.locator('.ant-select').click();
    await openOptions(page)
      .filter({ hasText: /^Abandoned$/ })
      .click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await settledPopover(page).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
    await context.close();
  });

  it('[SURVEYS] Free Trial: switches and Take are disabled; survey screens show blurred matches', async () => {
    const trial = await seedUser({ status: 'Free Trial' });
    const context = await signedInContext(browser, await apiLogin(trial.email, trial.password));
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByTestId('upgrade-note').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('upgrade-note').textContent()).toBe('Upgrade to enable this feature');
    const row = page.getByTestId('survey-type-Land Owner');
    expect(await row.getByRole('button', { name: 'Take' }).isDisabled()).toBe(true);
    expect(await row.getByRole('switch').isDisabled()).toBe(true);
    // With no survey to show, /network and /home show the blurred survey matches, not a way back to the profile.
    for (const path of ['/network', '/home']) {
      await page.goto(path);
      const trialMatches = page.getByTestId('trial-survey-matches');
      await trialMatches.waitFor({ timeout: 60_000 });
      await expect.poll(() => trialMatches.getByTestId('survey-match-placeholder').count()).toBe(12);
      expect(await trialMatches.getByText('Upgrade to view details').count()).toBeGreaterThan(12);
      expect(await trialMatches.getByRole('button', { name: 'Subscribe' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Go to Profile' }).count()).toBe(0);
    }
    await context.close();
  });
});
