import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Ant Design's dropdowns, popovers and modals slide or zoom in and out. On a loaded two-core machine a click aimed
// at one of them while it was still moving was now and then lost, or landed on the option next to the one aimed
// at. The locators below match a popup only once it has settled: none of its motion classes
// (`ant-slide-up-appear`, `ant-zoom-big-enter-active`, `ant-zoom-leave` …) is left.
const SETTLED = ':not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])';

/** The options of the open select dropdown once it has settled (not hidden, not sliding in or out). */
export const openOptions = (page: Page) =>
  page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden)${SETTLED} .ant-select-item-option`);

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

/** The shown popover (a popconfirm is one) once it has zoomed in. */
export const settledPopover = (page: Page) => page.locator(`.ant-popover:visible${SETTLED}`);

/** The shown modal holding `text`, once it has zoomed in. */
export const settledModal = (page: Page, text: string) =>
  page.locator(`.ant-modal:visible${SETTLED}`).filter({ hasText: text });
