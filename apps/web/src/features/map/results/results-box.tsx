import { useEffect, useRef, useState } from 'react';
import { Empty, Flex, Select, Skeleton, Spin, Typography } from 'antd';
import { KeyboardTabs } from '../../common/keyboard-tabs.js';
import { keepPreviousData, useInfiniteQuery, useIsFetching, useQuery } from '@tanstack/react-query';
import { ADMIN_SORTS, type Paged, type ParcelCard, type ProjectCard } from '@utah-land/shared';
import {
  isPlaceholder,
  mapApi,
  mapKeys,
  type FilterQuery,
  type ParcelItem,
  type ProjectItem,
  type ProjectKind,
} from '../../../api/map.js';
import type { ResultsTab, Selection } from '../map-state.js';
import { PlaceholderCards } from '../../records/placeholder-cards.js';
import { ResultsMenu } from '../../bookmarks/results-menu.js';
import type { BookmarksOnMap } from '../../bookmarks/bookmarks-drawer.js';
import { MarketStatsDrawer, type MarketStatsTarget } from '../../market-stats/market-stats-drawer.js';
import { cardTitle, ResultCard } from '../../records/result-card.js';

export const RESULTS_PAGE_SIZE = 10;
/** Infinite scroll stops at 990 items. */
export const INFINITE_SCROLL_MAX = 990;

interface Props {
  /** The filters with the box the map shows; null until the map has reported one (counts read '…'). */
  query: FilterQuery | null;
  /** The filters alone: what the menu's grid and Market Stats use before the map has reported its box. */
  filters: FilterQuery;
  tab: ResultsTab;
  onTab: (tab: ResultsTab) => void;
  projectKind: ProjectKind;
  onProjectKind: (kind: ProjectKind) => void;
  isAdmin: boolean;
  freeTrial: boolean;
  sortBy?: string;
  onSortBy: (sort: string | undefined) => void;
  selection: Selection | null;
  onSelectParcel: (item: ParcelCard) => void;
  onSelectProject: (item: ProjectCard) => void;
  onMoreInfo: (item: ParcelCard | ProjectCard) => void;
  onViewProjectQuery: (item: ProjectCard) => void;
  /** A project card's 'Child Projects' / 'Parent Project'. */
  onProjectFamily: (item: ProjectCard) => void;
  onViewBookmarksOnMap?: (target: BookmarksOnMap) => void;
  onViewGridOnMap?: (rows: (ParcelCard | ProjectCard)[], tab: string) => void;
}

const fmt = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('en-US'));
/** Badge overflow limit 100000. */
const BADGE_OVERFLOW = 100000;
const badge = (n: number | undefined) =>
  n !== undefined && n > BADGE_OVERFLOW ? `${BADGE_OVERFLOW.toLocaleString('en-US')}+` : fmt(n);

function CountPill({ value, color }: { value: number | undefined; color: string }) {
  return (
    <span
      style={{
        background: color,
        color: '#fff',
        borderRadius: 10,
        padding: '0 7px',
        fontSize: 12,
        lineHeight: '20px',
        display: 'inline-block',
        marginInlineStart: 4,
      }}
    >
      {badge(value)}
    </span>
  );
}

function useCountQuery(
  key: string,
  query: FilterQuery | null,
  load: (q: FilterQuery, s: AbortSignal) => Promise<{ count: number }>,
) {
  return useQuery({
    queryKey: mapKeys.count(key, query ?? {}),
    queryFn: ({ signal }) => load(query!, signal),
    enabled: query !== null,
  });
}
/** A count of the current filters and box, or undefined while it loads: never the figure of another view. */
const useCount = (...args: Parameters<typeof useCountQuery>) => useCountQuery(...args).data?.count;

/** The parcel count of the results box (one shared request): the map screen reads its error for bad links. */
export const useParcelCountQuery = (query: FilterQuery | null) =>
  useCountQuery('parcels', query, mapApi.parcelCount);

/** The results box: tabs Parcels and Projects (Parents, Children) with counts, pages of 10. */
export function ResultsBox(props: Props) {
  const { query, tab, projectKind, isAdmin, freeTrial, selection } = props;
  const [market, setMarket] = useState<MarketStatsTarget | null>(null);
  const countsFetching = useIsFetching({ queryKey: mapKeys.counts });
  const parcelCount = useCount('parcels', query, mapApi.parcelCount);
  const parentCount = useCount('parent', query, (q, s) => mapApi.projectCount('parent', q, s));
  const childCount = useCount('child', query, (q, s) => mapApi.projectCount('child', q, s));
  const listQuery = query && tab === 'parcels' && props.sortBy ? { ...query, sortBy: props.sortBy } : query;
  const listKey = tab === 'parcels' ? 'parcels' : projectKind;

  const list = useInfiniteQuery({
    queryKey: mapKeys.list(listKey, listQuery ?? {}),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<Paged<ParcelItem | ProjectItem>> => {
      const q = { ...listQuery!, page: pageParam, limit: RESULTS_PAGE_SIZE };
      return tab === 'parcels' ? mapApi.parcels(q, signal) : mapApi.projects(projectKind, q, signal);
    },
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.data.length, 0);
      if (freeTrial || loaded >= INFINITE_SCROLL_MAX || loaded >= last.pagination.totalItems)
        return undefined;
      return last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined;
    },
    enabled: !freeTrial && listQuery !== null,
    // Keep the cards on screen (dimmed) while the next view's list loads.
    placeholderData: keepPreviousData,
  });
  const items = (list.data?.pages.flatMap((p) => p.data) ?? []).filter((i) => !isPlaceholder(i)) as (
    ParcelCard | ProjectCard
  )[];
  const scroller = useRef<HTMLDivElement>(null);
  const onScroll = () => {
    const el = scroller.current;
    if (!el || !list.hasNextPage || list.isFetchingNextPage || list.isPlaceholderData) return;
    // cancelRefetch false: a scroll event and the effect below may both ask; the page is requested once.
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 80)
      void list.fetchNextPage({ cancelRefetch: false });
  }; // Also check once a page has landed: the list may not fill its box, or the user already sits at the bottom.
  useEffect(onScroll);

  const count = tab === 'parcels' ? parcelCount : projectKind === 'parent' ? parentCount : childCount;
  const projectTotal =
    parentCount === undefined || childCount === undefined ? undefined : parentCount + childCount;
  const header = tab === 'parcels' ? `${fmt(count)} Matching Parcels` : `${fmt(count)} Matching Projects`;

  return (
    <Flex vertical style={{ minHeight: 0, flex: 1 }} data-testid="results-box">
      <KeyboardTabs
        activeKey={tab}
        onChange={(k) => props.onTab(k as ResultsTab)}
        size="small"
        style={{ marginBottom: 0 }}
        items={[
          {
            key: 'parcels',
            label: (
              <span data-testid="tab-parcels">
                Parcels <CountPill value={parcelCount} color="#1f4e79" />
              </span>
            ),
          },
          {
            key: 'projects',
            label: (
              <span data-testid="tab-projects">
                Projects <CountPill value={projectTotal} color="#0b6e55" />
              </span>
            ),
          },
        ]}
      />
      {tab === 'projects' && (
        <KeyboardTabs
          activeKey={projectKind}
          onChange={(k) => props.onProjectKind(k as ProjectKind)}
          size="small"
          type="card"
          items={[
            { key: 'parent', label: <span data-testid="tab-parents">Parents ({fmt(parentCount)})</span> },
            { key: 'child', label: <span data-testid="tab-children">Children ({fmt(childCount)})</span> },
          ]}
        />
      )}
      <Flex justify="space-between" align="center" style={{ margin: '4px 0 8px' }}>
        <Typography.Text strong data-testid="results-header" data-fetching={String(countsFetching > 0)}>
          {header}
        </Typography.Text>
        {isAdmin && tab === 'parcels' && (
          <Select
            size="small"
            allowClear
            placeholder="Sort by"
            aria-label="Sort by"
            style={{ width: 180 }}
            value={props.sortBy}
            onChange={(v: string | undefined) => props.onSortBy(v)}
            options={ADMIN_SORTS.map((s) => ({ value: s, label: s }))}
          />
        )}
        <ResultsMenu
          query={query ?? props.filters}
          onSelectParcel={props.onSelectParcel}
          onSelectProject={props.onSelectProject}
          onMoreInfo={props.onMoreInfo}
          onViewBookmarksOnMap={props.onViewBookmarksOnMap}
          onViewGridOnMap={props.onViewGridOnMap}
          extraItems={
            isAdmin
              ? [
                  {
                    key: 'market-stats',
                    label: 'Market Stats',
                    onClick: () => setMarket({ filters: query ?? props.filters }),
                  },
                ]
              : []
          }
        />
      </Flex>
      <div
        ref={scroller}
        onScroll={onScroll}
        style={{
          overflowY: 'auto',
          flex: 1,
          minHeight: 0,
          paddingRight: 4,
          opacity: list.isPlaceholderData ? 0.5 : 1,
        }}
        data-testid="results-list"
        data-stale={String(list.isPlaceholderData)}
      >
        {freeTrial ? (
          <PlaceholderCards />
        ) : list.isPending ? (
          <Skeleton active paragraph={{ rows: 7 }} />
        ) : list.isError && items.length === 0 ? (
          <Typography.Text type="danger" data-testid="results-error">
            {list.error.message}
          </Typography.Text>
        ) : items.length === 0 ? (
          <Empty
            description={tab === 'parcels' ? 'No parcels match these filters' : 'No projects available'}
          />
        ) : (
          items.map((item) => {
            const isParcel = 'parcelId' in item;
            const selected =
              !!selection && selection.id === item.id && selection.type === (isParcel ? 'Parcel' : 'Project');
            return (
              <ResultCard
                key={`${listKey}-${item.id}`}
                item={item}
                kind={isParcel ? 'Parcel' : 'Project'}
                context="viewAll"
                selected={selected}
                isAdmin={isAdmin}
                onSelect={() =>
                  isParcel ? props.onSelectParcel(item) : props.onSelectProject(item as ProjectCard)
                }
                onMoreInfo={() => props.onMoreInfo(item)}
                onViewQuery={isParcel ? undefined : () => props.onViewProjectQuery(item as ProjectCard)}
                onFamily={isParcel ? undefined : () => props.onProjectFamily(item as ProjectCard)}
                onMarketAnalysis={
                  isParcel && isAdmin
                    ? () =>
                        setMarket({
                          parcel: { id: item.id, city: (item as ParcelCard).city, title: cardTitle(item) },
                        })
                    : undefined
                }
              />
            );
          })
        )}
        {list.isFetchingNextPage && (
          <div style={{ textAlign: 'center', padding: 8 }}>
            <Spin size="small" />
          </div>
        )}
      </div>
      {isAdmin && <MarketStatsDrawer target={market} onClose={() => setMarket(null)} />}
    </Flex>
  );
}
