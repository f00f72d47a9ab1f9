import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paginationOf, type ParcelCard, type ProjectCard } from '@utah-land/shared';
import { mapKeys, type FilterQuery, type ProjectKind } from '../../src/api/map.js';
import type { ResultsTab } from '../../src/features/map/map-state.js';
import { useMapUrl } from '../../src/features/map/use-map-url.js';
import { RefineCriteria } from '../../src/features/map/filters/refine-criteria.js';
import { SelectedFilters } from '../../src/features/map/filters/selected-filters.js';
import { RESULTS_PAGE_SIZE, ResultsBox } from '../../src/features/map/results/results-box.js';
import { renderInApp } from './render.js';

// The map page's left column (map-screen.tsx): Refine Criteria's panels, Selected Filters and the results box
// with its Parcels and Projects tabs, driven as a keyboard user drives them. The map itself is left out.

const noop = () => {};

/** Refine Criteria and Selected Filters over the page's address, as the map screen wires them. */
function FilterPanels() {
  const url = useMapUrl();
  return (
    <aside>
      <RefineCriteria url={url} onMoreFilters={noop} />
      <SelectedFilters url={url} isAdmin={false} onViewQuery={noop} />
    </aside>
  );
}

const focused = () => document.activeElement as HTMLElement;
/** The dialog of a Refine Criteria panel, once open. */
const panel = (testId: string) => screen.findByTestId(`${testId}-content`, {}, { timeout: 15_000 });
const tabOf = (scope: HTMLElement, name: string) =>
  within(scope)
    .getAllByRole('tab')
    .find((t) => t.textContent?.endsWith(name))!;

describe('the filter column: Refine Criteria and Selected Filters', () => {
  it('opens a panel with Enter, changes its tabs with the arrow keys and closes with Escape', async () => {
    renderInApp(<FilterPanels />, { history: 'browser', path: '/map', cache: [[mapKeys.cities, []]] });
    const user = userEvent.setup();
    await user.tab();
    expect(focused()).toBe(screen.getByTestId('filter-area-style'));
    await user.keyboard('{Enter}');
    const dialog = await panel('filter-area-style');
    expect(screen.getByTestId('filter-area-style').getAttribute('aria-expanded')).toBe('true');
    // Focus starts on the selected tab; only that tab is in the Tab order.
    const lots = tabOf(dialog, 'Number & Style of Lots');
    const cities = tabOf(dialog, 'Cities');
    await waitFor(() => expect(focused()).toBe(lots));
    expect([lots.tabIndex, cities.tabIndex]).toEqual([0, -1]);
    expect(within(dialog).getByRole('checkbox', { name: 'Single Family Lots' })).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(cities.getAttribute('aria-selected')).toBe('true');
    expect(focused()).toBe(cities);
    expect([lots.tabIndex, cities.tabIndex]).toEqual([-1, 0]);
    expect(within(dialog).getByRole('combobox', { name: 'Cities' })).toBeTruthy();
    // Past the last, the first again; Home and End.
    await user.keyboard('{ArrowRight}');
    expect(lots.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(cities.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(lots.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(focused()).toBe(screen.getByTestId('filter-area-style')));
    expect(screen.getByTestId('filter-area-style').getAttribute('aria-expanded')).toBe('false');
  });

  it('applies a filter by keyboard alone and removes its chip with Enter', async () => {
    renderInApp(<FilterPanels />, { history: 'browser', path: '/map', cache: [[mapKeys.cities, []]] });
    const user = userEvent.setup();
    expect(screen.getByText('Selected Filters (0)')).toBeTruthy();
    await user.tab(); // Area and Style
    await user.tab(); // Parcel
    expect(focused()).toBe(screen.getByTestId('filter-parcel'));
    await user.keyboard('{Enter}');
    const dialog = await panel('filter-parcel');
    await waitFor(() => expect(focused()).toBe(tabOf(dialog, 'Acreage')));
    expect(within(dialog).getByTestId('acreage-range').textContent).toBe('0.00 - 100+ acres');

    await user.keyboard('{ArrowRight}');
    expect(tabOf(dialog, 'Hypotheticals').getAttribute('aria-selected')).toBe('true');
    // Into the tab's panel: its first check box, ticked with Space; then on to Apply.
    await user.tab();
    while (!(focused() instanceof HTMLInputElement)) await user.tab();
    expect(focused()).toBe(within(dialog).getByRole('checkbox', { name: 'Neighbors' }));
    await user.keyboard(' ');
    expect((focused() as HTMLInputElement).checked).toBe(true);
    while (focused().textContent !== 'Apply') await user.tab();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(new URL(window.location.href).searchParams.get('hypotheticals')).toBe('Neighbors'),
    );
    expect(await screen.findByText('Filters Applied!')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(screen.getByTestId('filter-parcel')));
    expect(screen.getByText('Selected Filters (1)')).toBeTruthy();
    const chip = screen.getByTestId('filter-chip');
    expect(chip.textContent).toBe('Neighbors');

    // The chip's close button is in the Tab order, named for what it removes.
    while (focused().getAttribute('aria-label') !== 'Remove Neighbors') await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Selected Filters (0)')).toBeTruthy());
    expect(new URL(window.location.href).searchParams.has('hypotheticals')).toBe(false);
    expect(await screen.findByText('Neighbors removed')).toBeTruthy();
    // Focus is not lost with the chip: it lands on the panel's toggle.
    await waitFor(() => expect(focused().textContent).toBe('Hide all selected filters'));
  });
});

// ---------- the results box ----------

const query: FilterQuery = { viewport: '-112.2,37.6,-112.1,37.7' };
const parcel = (id: number, owner: string): ParcelCard => ({
  id,
  id_serial: id,
  parcelId: `05-031-${String(id).padStart(4, '0')}`,
  formattedParcelId: null,
  acreage: 2.5,
  address: `${id} E Center St`,
  city: 'Bryce Canyon City',
  county: 'Garfield',
  state: 'UT',
  postalCode: '84764',
  ownershipName: owner,
  areaTags: [],
  actualZoning: 'R-1',
  possibleNumberAndStyleOfLots: null,
  marketValue: null,
  mlsStatus: null,
  propertyInfoBuilding: false,
  geomCenter: { type: 'Point', coordinates: [-112.15, 37.67] },
  existsInBookmarks: false,
});
const project = (id: number, name: string, isChild: boolean): ProjectCard => ({
  id,
  id_serial: id,
  parent_project_id: isChild ? 1 : null,
  isChild,
  project_name_processed: name,
  owner_name_processed: [],
  ownershipName: null,
  state: 'UT',
  address: null,
  city: 'Bryce Canyon City',
  county: 'Garfield',
  zip: null,
  lat: 37.67,
  lng: -112.15,
  geomCenter: null,
  project_status: 'Planning',
  numberAndStyleOfLots: [],
  specialProductTypes: [],
  lotSize: [],
  housestyle: [],
  pricePoint: null,
  childCount: 0,
  parcelCount: 0,
  existsInBookmarks: false,
});
const firstPage = <T,>(data: T[], total: number) => ({
  pages: [{ data, pagination: paginationOf({ page: 1, limit: RESULTS_PAGE_SIZE }, total) }],
  pageParams: [1],
});
const resultsCache: [readonly unknown[], unknown][] = [
  [mapKeys.count('parcels', query), { count: 1234 }],
  [mapKeys.count('parent', query), { count: 2 }],
  [mapKeys.count('child', query), { count: 1 }],
  [
    mapKeys.list('parcels', query),
    firstPage([parcel(7, 'Ruby Inn LLC'), parcel(8, 'Canyon Ranch LLC')], 1234),
  ],
  [
    mapKeys.list('parent', query),
    firstPage([project(1, 'Sunset Point Estates', false), project(2, 'Red Canyon Village', false)], 2),
  ],
  [mapKeys.list('child', query), firstPage([project(3, 'Sunset Point Phase 2', true)], 1)],
];

/** The results box with the tab state the map screen keeps for it. */
function Results({ onTab }: { onTab: (tab: ResultsTab) => void }) {
  const [tab, setTab] = useState<ResultsTab>('parcels');
  const [kind, setKind] = useState<ProjectKind>('parent');
  return (
    <ResultsBox
      query={query}
      filters={query}
      tab={tab}
      onTab={(t) => {
        onTab(t);
        setTab(t);
      }}
      projectKind={kind}
      onProjectKind={setKind}
      isAdmin={false}
      freeTrial={false}
      onSortBy={noop}
      selection={null}
      onSelectParcel={noop}
      onSelectProject={noop}
      onMoreInfo={noop}
      onViewProjectQuery={noop}
      onProjectFamily={noop}
    />
  );
}

const titles = () => screen.getAllByTestId('result-card').map((c) => c.querySelector('strong')?.textContent);

describe('the filter column: the results tabs', () => {
  it('shows the counts and cards it is given, and changes tabs with the arrow keys', async () => {
    const onTab = vi.fn();
    renderInApp(<Results onTab={onTab} />, { cache: resultsCache });
    const box = screen.getByTestId('results-box');
    const parcels = screen.getByTestId('tab-parcels').closest<HTMLElement>('[role="tab"]')!;
    const projects = screen.getByTestId('tab-projects').closest<HTMLElement>('[role="tab"]')!;
    expect(parcels.textContent).toBe('Parcels 1,234');
    expect(projects.textContent).toBe('Projects 3');
    expect(screen.getByTestId('results-header').textContent).toBe('1,234 Matching Parcels');
    expect(titles()).toEqual(['Ruby Inn LLC', 'Canyon Ranch LLC']);
    expect(parcels.getAttribute('aria-selected')).toBe('true');
    expect([parcels.tabIndex, projects.tabIndex]).toEqual([0, -1]);

    const user = userEvent.setup();
    // Tab reaches the selected tab (the first thing in the box), the arrow keys the other.
    await user.tab();
    expect(focused()).toBe(parcels);
    await user.keyboard('{ArrowRight}');
    expect(onTab).toHaveBeenLastCalledWith('projects');
    expect(projects.getAttribute('aria-selected')).toBe('true');
    expect(focused()).toBe(projects);
    await waitFor(() => expect(screen.getByTestId('results-header').textContent).toBe('2 Matching Projects'));
    expect(titles()).toEqual(['Sunset Point Estates', 'Red Canyon Village']);

    // The projects' own tabs, Parents and Children, are next in the Tab order and answer the same keys.
    await user.tab();
    const parents = screen.getByTestId('tab-parents').closest<HTMLElement>('[role="tab"]')!;
    expect(focused()).toBe(parents);
    expect(parents.textContent).toMatch(/Parents \(2\)$/);
    await user.keyboard('{ArrowRight}');
    const children = screen.getByTestId('tab-children').closest<HTMLElement>('[role="tab"]')!;
    expect(children.getAttribute('aria-selected')).toBe('true');
    expect(children.textContent).toMatch(/Children \(1\)$/);
    await waitFor(() => expect(titles()).toEqual(['Sunset Point Phase 2']));
    expect(screen.getByTestId('results-header').textContent).toBe('1 Matching Projects');

    // Back to the parcels: Shift+Tab to the outer tabs, then Home.
    await user.tab({ shift: true });
    expect(focused()).toBe(projects);
    await user.keyboard('{Home}');
    expect(onTab).toHaveBeenLastCalledWith('parcels');
    await waitFor(() => expect(titles()).toEqual(['Ruby Inn LLC', 'Canyon Ranch LLC']));
    expect(within(box).queryByTestId('tab-parents')).toBeNull();
  });
});
