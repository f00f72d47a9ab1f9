import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './support/browser.js';

describe('[SHELL] the built UI is served by the API server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('serves the single-page app on a deep link and the API on the same port', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const res = await page.goto('/login');
    expect(res?.status()).toBe(200);
    await page.waitForSelector('#root *');
    expect(await page.title()).toBe('Utah Land');
    const health = await page.evaluate(async () => (await fetch('/api/health')).json());
    expect(health.database.kind).toBe('postgres');
    await screenshot(page, 'shell-login');
    await context.close();
  });
});
