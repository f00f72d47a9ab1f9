import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newContext } from './support/browser.js';

// Helpers of the bookmark / saved-search / grid browser tests: sign in through the API, call the API as that user.

export interface Login {
  accessToken: string;
  user: { userRoles?: { roleDetails: { name: string } }[] };
  subscriptionDetails: unknown;
}

export async function login(
  email = inject('adminEmail'),
  password = inject('adminPassword'),
): Promise<Login> {
  const res = await fetch(`${inject('baseUrl')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Login;
}

/** A browser context whose pages start signed in as `who`. */
export async function signedIn(browser: Browser, who: Login): Promise<BrowserContext> {
  const context = await newContext(browser);
  const role = who.user.userRoles?.[0]?.roleDetails.name ?? 'user';
  await context.addInitScript(
    ([token, user, sub]) => {
      if (!localStorage.getItem('accessToken')) localStorage.setItem('accessToken', token);
      if (!localStorage.getItem('user')) localStorage.setItem('user', user);
      if (sub !== 'null' && !localStorage.getItem('subscriptionDetails'))
        localStorage.setItem('subscriptionDetails', sub);
      if (localStorage.getItem('cookieConsent') === null) localStorage.setItem('cookieConsent', 'true');
    },
    [
      who.accessToken,
      JSON.stringify({ ...who.user, role }),
      JSON.stringify(who.subscriptionDetails),
    ] as const,
  );
  return context;
}

export async function apiCall<T>(who: Login, path: string, method = 'GET'): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${who.accessToken}` },
  });
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Removes every bookmark and saved search of the user (tests start from a clean slate). */
export async function clearUserData(who: Login) {
  const all = await apiCall<{
    data: { parcels: { bookmarkId: number }[]; projects: { bookmarkId: number }[] };
  }>(who, '/bookmarks');
  for (const b of all.data.parcels) await apiCall(who, `/bookmarks/${b.bookmarkId}?kind=parcel`, 'DELETE');
  for (const b of all.data.projects) await apiCall(who, `/bookmarks/${b.bookmarkId}?kind=project`, 'DELETE');
  const saved = await apiCall<{ data: { id: number }[] }>(who, '/saved-searches?limit=1000');
  for (const s of saved.data) await apiCall(who, `/saved-searches/${s.id}`, 'DELETE');
}

/** Result cards loaded in the results box. */
export async function waitForCards(page: Page) {
  await page.getByTestId('result-card').first().waitFor({ timeout: 30_000 });
}

/** Waits for a toast (Ant Design notification) with this text. */
export async function toast(page: Page, text: string) {
  await page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
}
