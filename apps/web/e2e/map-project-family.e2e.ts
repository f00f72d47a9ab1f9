import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PagedMapResults, ProjectCard } from '@utah-land/shared';
import { launchBrowser, screenshot } from './support/browser.js';
import {
  adminLogin,
  apiGet,
  signedInContext,
  waitForMap,
  waitForMapIdle,
  type Session,
} from './map-support.js';

const panelOf = (page: Page) => page.locator('.view-mode-panel .ant-drawer-section');
const familyDrawer = (page: Page) => page.locator('.project-family-drawer .ant-drawer-section').first();

describe('[MAP] project families, project parcel types and grid view on the map', () => {
  let browser: Browser;
  let admin: Session;
  let parent: ProjectCard;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminLogin();
    const parents = await apiGet<{ data: ProjectCard[] }>(admin, '/parent-projects?limit=1000');
    // A parent with a few children and parcels of its own (the demo data has many).
    parent = parents.data.find((p) => p.childCount >= 2 && p.childCount <= 20 && p.parcelCount > 0 && p.lat)!;
    expect(parent).toBeDefined();
  });
  afterAll(() => browser?.close());

  const openParents = async (page: Page) => {
    await page.goto(`/map?name=${encodeURIComponent(parent.project_name_processed)}`);
    await waitForMap(page);
    await page.getByTestId('tab-projects').click();
    await page.getByTestId('tab-parents').click();
    const card = page.getByTestId('result-card').filter({ hasText: parent.project_name_processed }).first();
    await card.waitFor();
    return card;
  };

  it("[MAP] a parent's Child Projects drawer: toast, cards, View Query, View all on map; a child's Parent Project", async () => {
    const children = await apiGet<{ data: ProjectCard[]; pagination: { totalItems: number } }>(
      admin,
      `/parent-projects/${parent.id}/children?isNameSearch=true&take=20`,
    );
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const card = await openParents(page);
    await card.getByRole('button', { name: 'Child Projects' }).click();

    const drawer = familyDrawer(page);
    await drawer
      .getByText(`Child Projects of ${parent.project_name_processed} (${parent.childCount})`)
      .waitFor();
    await page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Child Projects retrieved successfully!' })
      .first()
      .waitFor();
    await expect.poll(() => drawer.getByTestId('result-card').count()).toBe(parent.childCount);
    const names = await drawer.getByTestId('result-card').locator('.ant-typography strong').allTextContents();
    expect(names.sort()).toEqual(children.data.map((c) => c.project_name_processed).sort());
    expect(await drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(1050);

    // Admin: the SQL the server runs for the list.
    await drawer.getByRole('button', { name: 'View Query' }).click();
    const sqlDrawer = page
      .locator('.ant-drawer-section')
      .filter({ hasText: `Child projects query of ${parent.project_name_processed}` });
    await sqlDrawer.getByText('Count Query').waitFor();
    await expect.poll(() => sqlDrawer.getByTestId('sql').count()).toBe(2);
    expect(await sqlDrawer.getByTestId('sql').first().textContent()).toContain(
      `parent_project_id = ${parent.id}`,
    );
    await sqlDrawer.locator('.ant-drawer-close').click();
    await screenshot(page, 'map-child-projects-drawer');

    // View all on map: the 'Child Projects' mode with one marker and card per child that has a centre.
    const withCentre = children.data.filter((c) => c.lat !== null).length;
    await drawer.getByRole('button', { name: 'View all on map' }).click();
    const banner = page.getByTestId('view-mode-banner');
    await banner.waitFor();
    expect(await banner.locator('.label').textContent()).toBe('Child Projects');
    const panel = panelOf(page);
    await expect.poll(() => panel.getByTestId('view-mode-card').count()).toBe(withCentre);
    expect(await panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(850);
    await expect.poll(() => page.getByTestId('view-mode-marker').count()).toBe(withCentre);
    await screenshot(page, 'map-child-projects-on-map');
    await banner.getByRole('button', { name: /Clear/ }).click();
    await banner.waitFor({ state: 'hidden' });

    // A child's card opens its parent; the parent's card selects it on the map and closes the drawer.
    const child = children.data[0]!;
    await page.goto(`/map?childName=${encodeURIComponent(child.project_name_processed)}`);
    await waitForMap(page);
    await page.getByTestId('tab-projects').click();
    await page.getByTestId('tab-children').click();
    const childCard = page
      .getByTestId('result-card')
      .filter({ hasText: child.project_name_processed })
      .first();
    await childCard.getByRole('button', { name: 'Parent Project' }).click();
    await drawer.getByText(`Parent Project of ${child.project_name_processed}`).waitFor();
    await expect.poll(() => drawer.getByTestId('result-card').count()).toBe(1);
    expect(await drawer.getByTestId('result-card').textContent()).toContain(parent.project_name_processed);
    await drawer.getByRole('button', { name: 'View Query' }).click();
    const parentSql = page
      .locator('.ant-drawer-section')
      .filter({ hasText: `Parent project query of ${child.project_name_processed}` });
    await expect.poll(() => parentSql.getByTestId('sql').count()).toBe(2);
    expect(await parentSql.getByTestId('sql').last().textContent()).toContain(`where ch.id = ${child.id}`);
    await parentSql.locator('.ant-drawer-close').click();
    await parentSql.waitFor({ state: 'hidden' });
    await drawer.getByTestId('result-card').click();
    await drawer.waitFor({ state: 'hidden' });
    await page
      .getByTestId('selection-banner')
      .getByText(`Current selection: Project ${parent.project_name_processed}`)
      .waitFor();
    await context.close();
  });

  it("[MAP] a project's parcels on the map by sub-type: All, Buildable, Already Built", async () => {
    const total = async (type: string) =>
      (
        await apiGet<PagedMapResults>(
          admin,
          `/parcels/all-coordinates/${parent.id}?type=${type}&limit=1000&isChild=false`,
        )
      ).pagination.totalItems;
    const all = await total('all');
    const buildable = await total('buildableParcels');
    const built = await total('alreadyBuildedParcels');
    expect(buildable + built).toBe(all);

    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const card = await openParents(page);
    await card.getByRole('button', { name: 'More Information' }).click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('project-detail') });
    await modal.getByRole('button', { name: 'View parcels on map' }).click();
    const banner = page.getByTestId('selection-banner');
    await banner.getByText(`Project Parcels: ${parent.project_name_processed}`).waitFor();
    const shown = async () => {
      await waitForMapIdle(page);
      return Number(await page.getByTestId('map').getAttribute('data-parcels'));
    };
    await expect.poll(shown).toBe(Math.min(all, 1000));
    await banner.getByText('Buildable Parcels', { exact: true }).click();
    await expect.poll(shown).toBe(Math.min(buildable, 1000));
    await banner.getByText('Already Built Parcels', { exact: true }).click();
    await expect.poll(shown).toBe(Math.min(built, 1000));
    await screenshot(page, 'map-project-parcels-built');
    await banner.getByText('All Parcels', { exact: true }).click();
    await expect.poll(shown).toBe(Math.min(all, 1000));
    await context.close();
  });

  it('[MAP] grid view View on map shows the grid rows in the Grid view mode (panel 680)', async () => {
    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    await page.goto('/map');
    await waitForMap(page);
    await page.getByTestId('result-card').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('results-menu').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: 'Grid View' }).click();
    const grid = page.getByTestId('grid-view-drawer');
    const rows = grid.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(50);
    await grid.getByTestId('grid-view-on-map').click();
    const banner = page.getByTestId('view-mode-banner');
    await banner.waitFor();
    expect(await banner.locator('.label').textContent()).toBe('Grid view');
    const panel = panelOf(page);
    await panel.getByText('Grid view: Parcels (50)').waitFor();
    expect(await panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(680);
    await expect.poll(() => page.getByTestId('view-mode-marker').count()).toBe(50);
    await expect.poll(() => page.getByTestId('map').getAttribute('data-parcels')).toBe('0');
    await screenshot(page, 'map-grid-view-on-map');
    await context.close();
  });
});
