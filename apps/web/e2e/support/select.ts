import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The options of the open Ant Design select dropdown once it has settled: not a hidden one, not one still playing
 * its closing animation (a dropdown that is leaving still lists its options for a moment), and not one still
 * sliding in (on a busy machine a click aimed at an option of a list that is still moving landed on its neighbour).
 */
export const openOptions = (page: Page) =>
  page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"]):not([class*="-appear"]):not([class*="-enter"]) .ant-select-item-option',
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

/**
 * The shown popover (a popconfirm is one) once it has zoomed in: a click on its buttons while it was still moving was
 * lost on a loaded machine, like a click on the options of a dropdown sliding in (above).
 */
export const settledPopover = (page: Page) =>
  page.locator('.ant-popover:visible:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])');
