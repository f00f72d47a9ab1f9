import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../../test-results/screenshots');

/** Every browser a test file launched, so a failing test can be photographed (support/on-failure.ts). */
export const launchedBrowsers = new Set<Browser>();

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  launchedBrowsers.add(browser);
  browser.on('disconnected', () => launchedBrowsers.delete(browser));
  return browser;
}

export async function newContext(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: inject('baseUrl'), viewport, acceptDownloads: true });
}

/** A screenshot of the whole page, or (`fullPage: false`) of the viewport: drawers and modals as they are seen. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: opts.fullPage ?? true });
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a mail to the address (real SMTP, read back from the test mailbox). */
export async function waitForMail(to: string, match: (m: Mail) => boolean = () => true, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${inject('mailboxUrl')}/?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as Mail[];
    const found = mails.filter(match).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
