import { useEffect, useMemo, useState } from 'react';
import { seesPlaceholdersNow } from '../../app/session.js';
import { Button, Drawer, Flex, Tabs, Tooltip } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAP_LIMITS, type Paged, type ParcelCard, type ProjectCard } from '@utah-land/shared';
import { useSearchParams } from 'react-router';
import { isPlaceholder, mapApi, mapKeys, type FilterQuery } from '../../api/map.js';
import { useSession } from '../common/use-session.js';
import { PlaceholderCards } from '../records/placeholder-cards.js';
import { ExportButton } from '../exports/export-button.js';
import { exportWorkbook } from '../exports/excel.js';
import {
  gridFileName,
  gridSheet,
  propertyInformationFileName,
  propertyInformationSheet,
} from '../exports/sheets.js';
import { BothGrid } from './both-grid.js';
import { GridTable } from './grid-table.js';
import {
  filtersFromParams,
  GRID_DEFAULT_PAGE_SIZE,
  GRID_TAB_SWITCH_SIZE,
  tabForFilters,
  type GridProjectKind,
  type GridTab,
} from './grid-tabs.js';
import { VIEW_ON_MAP_UPGRADE } from '../records/view-mode.js';

/** Same width as the other side drawers (normal side drawer 1050). */
export const GRID_DRAWER_WIDTH = 1050;
const TAB_LABEL: Record<GridTab, string> = { parcels: 'Parcels', projects: 'Projects', both: 'Both' };

export interface GridViewDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The map's filters; defaults to the URL's query string. */
  query?: FilterQuery;
  onSelectParcel?: (item: ParcelCard) => void;
  onSelectProject?: (item: ProjectCard) => void;
  onMoreInfo?: (item: ParcelCard | ProjectCard) => void;
  /** 'View on map': the rows the grid shows, and the tab's name (the map's 'Grid view' mode, panel 680). */
  onViewOnMap?: (rows: (ParcelCard | ProjectCard)[], tab: string) => void;
}

/** Every row of a filtered list, page by page at the API's largest page size (for exports). */
async function allRows<T extends object>(
  load: (q: FilterQuery) => Promise<Paged<T>>,
  query: FilterQuery,
): Promise<Exclude<T, { placeholder: true }>[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await load({ ...query, page, limit: MAP_LIMITS.maxLimit });
    rows.push(...res.data);
    if (page >= res.pagination.totalPages || res.data.length === 0) break;
  }
  return rows.filter((r) => !isPlaceholder(r)) as Exclude<T, { placeholder: true }>[];
}

/** Grid view drawer (spec 2.6): 'Grid view of {tab}', Parcels / Projects (Parent, Child) / Both, with exports. */
export function GridViewDrawer(props: GridViewDrawerProps) {
  const { open, onClose } = props;
  const [params] = useSearchParams();
  const urlQuery = useMemo(() => filtersFromParams(params), [params]);
  const query = props.query ?? urlQuery;
  const { isAdmin } = useSession();
  // Free Trial placeholders, as the access policy decides (the server sends placeholders anyway).
  const freeTrial = seesPlaceholdersNow();

  const [tab, setTab] = useState<GridTab>(() => tabForFilters(query)?.tab ?? 'parcels');
  const [kind, setKind] = useState<GridProjectKind>(() => tabForFilters(query)?.kind ?? 'parent');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(GRID_DEFAULT_PAGE_SIZE);

  const switchTo = (nextTab: GridTab, nextKind: GridProjectKind = kind) => {
    if (nextTab === tab && nextKind === kind) return;
    setTab(nextTab);
    setKind(nextKind);
    setPage(1);
    setLimit(GRID_TAB_SWITCH_SIZE);
  };

  // Filters drive the tab: project-style filters → Projects, acreage / postal codes / zoning → Parcels.
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    const wanted = tabForFilters(JSON.parse(queryKey) as FilterQuery);
    if (wanted) switchTo(wanted.tab, wanted.kind);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  const listQuery = { ...query, page, limit };
  const parcels = useQuery({
    queryKey: mapKeys.grid('parcels', listQuery),
    queryFn: ({ signal }) => mapApi.parcels(listQuery, signal),
    enabled: open && tab === 'parcels' && !freeTrial,
    placeholderData: keepPreviousData,
  });
  const projects = useQuery({
    queryKey: mapKeys.grid(kind, listQuery),
    queryFn: ({ signal }) => mapApi.projects(kind, listQuery, signal),
    enabled: open && tab === 'projects' && !freeTrial,
    placeholderData: keepPreviousData,
  });
  const current = tab === 'parcels' ? parcels : projects;
  const rows = useMemo(
    () => (current.data?.data ?? []).filter((r) => !isPlaceholder(r)) as (ParcelCard | ProjectCard)[],
    [current.data],
  );
  const [bothRows, setBothRows] = useState<{ parcels: ParcelCard[]; projects: ProjectCard[] }>({
    parcels: [],
    projects: [],
  });
  const rowCount = tab === 'both' ? bothRows.parcels.length + bothRows.projects.length : rows.length;

  // Exports hold every row of the selection (the filters), not only the page on screen (issue 13, item 9).
  const exportGrid = async () => {
    if (tab === 'both') {
      const [parcelRows, parentRows, childRows] = await Promise.all([
        allRows((q) => mapApi.parcels(q), query),
        allRows((q) => mapApi.projects('parent', q), query),
        allRows((q) => mapApi.projects('child', q), query),
      ]);
      return exportWorkbook(
        [
          gridSheet('parcels', parcelRows as ParcelCard[]),
          gridSheet('projects', [...parentRows, ...childRows] as ProjectCard[]),
        ],
        gridFileName('both'),
      );
    }
    if (tab === 'parcels') {
      const all = (await allRows((q) => mapApi.parcels(q), query)) as ParcelCard[];
      return exportWorkbook([gridSheet('parcels', all)], gridFileName('parcels'));
    }
    const all = (await allRows((q) => mapApi.projects(kind, q), query)) as ProjectCard[];
    return exportWorkbook([gridSheet('projects', all)], gridFileName('projects'));
  };
  // The whole selection too, as the grid's export (not the page on screen).
  const exportPropertySheet = async () => {
    const records =
      tab === 'both'
        ? [
            ...(await allRows((q) => mapApi.parcels(q), query)),
            ...(await allRows((q) => mapApi.projects('parent', q), query)),
            ...(await allRows((q) => mapApi.projects('child', q), query)),
          ]
        : tab === 'parcels'
          ? await allRows((q) => mapApi.parcels(q), query)
          : await allRows((q) => mapApi.projects(kind, q), query);
    return exportWorkbook(
      [propertyInformationSheet(records as (ParcelCard | ProjectCard)[])],
      propertyInformationFileName(),
    );
  };

  const shownRows = () => (tab === 'both' ? [...bothRows.parcels, ...bothRows.projects] : rows);
  const select = (row: ParcelCard | ProjectCard) =>
    'parcelId' in row ? props.onSelectParcel?.(row) : props.onSelectProject?.(row);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={GRID_DRAWER_WIDTH}
      title={`Grid view of ${TAB_LABEL[tab]}`}
      destroyOnHidden
      data-testid="grid-view-drawer"
      extra={
        <Flex gap={8}>
          {props.onViewOnMap && (
            <Tooltip
              title={freeTrial ? VIEW_ON_MAP_UPGRADE : rowCount ? undefined : 'Nothing to show on the map'}
            >
              <Button
                icon={<EnvironmentOutlined />}
                disabled={freeTrial || !rowCount}
                data-testid="grid-view-on-map"
                onClick={() => props.onViewOnMap?.(shownRows(), TAB_LABEL[tab])}
              >
                View on map
              </Button>
            </Tooltip>
          )}
          <ExportButton rowCount={rowCount} onExport={exportGrid} testId="grid-export">
            Export
          </ExportButton>
          <ExportButton rowCount={rowCount} onExport={exportPropertySheet} testId="grid-property-sheet">
            Property Information Sheet
          </ExportButton>
        </Flex>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => switchTo(k as GridTab)}
        items={(['parcels', 'projects', 'both'] as const).map((k) => ({ key: k, label: TAB_LABEL[k] }))}
      />
      {tab === 'projects' && (
        <Tabs
          type="card"
          size="small"
          activeKey={kind}
          onChange={(k) => switchTo('projects', k as GridProjectKind)}
          items={[
            { key: 'parent', label: 'Parent' },
            { key: 'child', label: 'Child' },
          ]}
        />
      )}
      {freeTrial ? (
        <PlaceholderCards />
      ) : tab === 'both' ? (
        <BothGrid
          query={query}
          isAdmin={isAdmin}
          onRows={setBothRows}
          onSelect={select}
          onMoreInfo={props.onMoreInfo}
        />
      ) : (
        <GridTable<ParcelCard | ProjectCard>
          kind={tab === 'parcels' ? 'parcels' : 'projects'}
          rows={rows}
          loading={current.isFetching}
          page={page}
          limit={limit}
          total={current.data?.pagination.totalItems ?? 0}
          onPage={(p, l) => {
            setPage(p);
            setLimit(l);
          }}
          onSelect={select}
        />
      )}
    </Drawer>
  );
}
