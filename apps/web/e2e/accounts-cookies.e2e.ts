import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.js';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookieConsent'),
    categories: localStorage.getItem('cookieConsentCategories'),
    cookies: document.cookie,
  }));

describe('[COOKIES] cookie consent', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('[COOKIES] Accept All Cookies sets the analytics cookie for a year and the choice persists', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await banner(page).waitFor();
    await screenshot(page, 'accounts-cookie-banner');
    await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect((await stored(page)).consent).toBe('true');
    const analytics = (await context.cookies()).find((c) => c.name === 'analytics');
    expect(analytics?.value).toBe('true');
    expect(analytics?.path).toBe('/');
    const days = (analytics!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await page.reload();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('[COOKIES] Reject All clears readable cookies and the choice persists', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/signup');
    await page.evaluate(() => {
      document.cookie = 'leftover=1; path=/';
    });
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const s = await stored(page);
    expect(s.consent).toBe('false');
    expect(s.cookies).toBe('');
    await page.reload();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('[COOKIES] the Privacy Preference Center stores the chosen categories', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await banner(page).getByRole('button', { name: 'Cookies Settings' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: 'Privacy Preference Center' });
    await drawer.getByText('Manage Consent Preferences').waitFor();
    await drawer.getByText('Always Active').waitFor();
    for (const name of ['Targeting Cookies', 'Performance Cookies', 'Functional Cookies'])
      expect(await drawer.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    await drawer.getByRole('button', { name: 'Allow All' }).waitFor();
    await drawer.getByRole('switch', { name: 'Performance Cookies' }).click();
    await drawer.getByText('Strictly Necessary Cookies').click();
    await screenshot(page, 'accounts-cookie-settings');
    await drawer.getByRole('button', { name: 'Confirm My Choices' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const s = await stored(page);
    expect(s.consent).toBe('true');
    expect(JSON.parse(s.categories!)).toEqual({ targeting: false, performance: true, functional: false });
    await page.reload();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});
