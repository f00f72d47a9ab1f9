import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { withDb } from './accounts-support.js';
import type { Session } from './map-support.js';
import { clickOption, dropdownsClosed, openOptions } from './support/popups.js';

// Helpers of the survey browser tests: answer a survey question, call the API as a user, hand-built parcels.

/**
 * Picks `option` of a survey question's select (typing `search` first in searchable ones), and waits until the
 * select shows it. On a loaded two-core machine a click on an option was now and then lost (the dropdown stayed
 * open and nothing was chosen); a person would click again, and so does this, up to three times.
 */
export async function choose(page: Page, field: string, option: string, search?: string) {
  const select = page.getByTestId(`question-${field}`).locator('.ant-select');
  const shown = select.locator(`[title="${option}"]`);
  for (let attempt = 1; attempt <= 3; attempt++) {
    // A pick shown late is not undone by a second click (in a multiple select that would deselect it).
    if (attempt > 1 && (await shown.count()) > 0) return;
    await select.click();
    if (search) {
      await expect
        .poll(() => select.locator('input').evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.type(search);
      // The option is clicked in the list filtered by the search, not in the list before it.
      const typed = search.toLowerCase();
      await expect
        .poll(async () =>
          (await openOptions(page).allTextContents()).every((t) => t.toLowerCase().includes(typed)),
        )
        .toBe(true);
    }
    await clickOption(page, option);
    await page.keyboard.press('Escape');
    // The next question's options are read once this dropdown has closed (its animation ends).
    await dropdownsClosed(page);
    if (await shownWithin(shown, 5_000)) return;
  }
  await expect.poll(() => shown.count()).toBeGreaterThan(0);
}

/** Whether `locator` matches an element within `ms` milliseconds. */
const shownWithin = (locator: Locator, ms: number) =>
  locator
    .first()
    .waitFor({ state: 'attached', timeout: ms })
    .then(
      () => true,
      () => false,
    );

/** PUT /api/... with the bearer token; expects 200. */
export async function apiPut<T>(login: Session, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** `count` parcels in an area tag that could hold `sfLots` single family lots, marked with `source`. */
export async function insertParcels(
  source: string,
  count: number,
  f: { tag: string; city: string; county: string; sfLots: number },
) {
  await withDb((db) =>
    db.query(
      `INSERT INTO parcels (parcel_id, geom, center, acreage, area_tags, city, county, products, sf_lots,
         market_value, ownership_name, source)
       SELECT $1 || '-' || $6 || '-' || n,
              ST_Multi(ST_Envelope(ST_Buffer(ST_SetSRID(ST_MakePoint(-111.83 + n * 0.002, 41.74 + $6::int * 0.0001), 4326), 0.0004))),
              ST_SetSRID(ST_MakePoint(-111.83 + n * 0.002, 41.74 + $6::int * 0.0001), 4326),
              4.2, ARRAY[$2::text], $3, $4, '{singleFamily}', $6::int, 640000, 'Hand-built Owner ' || n, $1
         FROM generate_series(1, $5::int) n`,
      [source, f.tag, f.city, f.county, count, f.sfLots],
    ),
  );
}

/** The survey matching counts the server gives (to compare with what the page shows). */
export interface Card {
  matchingtype: string;
  label: string;
  count: number;
  contactsCount: number;
  companiesCount: number;
}

/** The count a survey card shows ('Parcels: 12', 'Contacts: 14'). */
export async function shownCount(page: Page, kind: string, label: string) {
  const button = page
    .getByTestId(`network-card-${kind}`)
    .getByRole('button', { name: new RegExp(`^${label}: \\d+$`) });
  await button.waitFor({ timeout: 60_000 });
  return Number(((await button.textContent()) ?? '').replace(/\D/g, ''));
}

/**
 * Scrolls a match list to its end (the next page loads as the end comes into view) until `count` gives `expected`
 * (or, with 'some', more than 0).
 */
export async function scrollUntil(list: Locator, count: () => Promise<number>, expected: number | 'some') {
  const poll = expect.poll(
    async () => {
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return count();
    },
    { timeout: 120_000 },
  );
  await (expected === 'some' ? poll.toBeGreaterThan(0) : poll.toBe(expected));
}
