import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The options of the open Ant Design select dropdown: not a hidden one, and not one still playing its closing
 * animation (a dropdown that is leaving still lists its options for a moment).
 */
export const openOptions = (page: Page) =>
  page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"]) .ant-select-item-option',
  );

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Clicks the option whose whole text is `option` in the open dropdown. */
export const clickOption = (page: Page, option: string) =>
  openOptions(page)
    .filter({ hasText: exactly(option) })
    .click();

/** Waits until no select dropdown is open, so the next one's options are read from it alone. */
export async function dropdownsClosed(page: Page) {
  await expect
    .poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count())
    .toBe(0);
}
