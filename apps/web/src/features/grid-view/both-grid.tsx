import { useEffect, useMemo, useRef } from 'react';
import { Empty, Skeleton, Spin, Typography } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ParcelCard, ProjectCard } from '@utah-land/shared';
import { isPlaceholder, mapApi, mapKeys, type FilterQuery } from '../../api/map.js';
import { ResultCard } from '../records/result-card.js';
import { GRID_SCROLL_MAX, GRID_SCROLL_PAGE_SIZE } from './grid-tabs.js';

interface Props {
  query: FilterQuery;
  isAdmin: boolean;
  onRows: (rows: { parcels: ParcelCard[]; projects: ProjectCard[] }) => void;
  onSelect: (row: ParcelCard | ProjectCard) => void;
  onMoreInfo?: (row: ParcelCard | ProjectCard) => void;
}

const real = <T,>(rows: (T | { placeholder: true })[]) =>
  rows.filter((r) => !isPlaceholder(r as never)) as T[];

/** The Both tab: parcels, parent and child projects together, 10 of each per page, infinite scroll up to 990. */
export function BothGrid({ query, isAdmin, onRows, onSelect, onMoreInfo }: Props) {
  const list = useInfiniteQuery({
    queryKey: mapKeys.grid('both', query),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const q = { ...query, page: pageParam, limit: GRID_SCROLL_PAGE_SIZE };
      const [parcels, parents, children] = await Promise.all([
        mapApi.parcels(q, signal),
        mapApi.projects('parent', q, signal),
        mapApi.projects('child', q, signal),
      ]);
      const total =
        parcels.pagination.totalItems + parents.pagination.totalItems + children.pagination.totalItems;
      return {
        page: pageParam,
        total,
        parcels: real<ParcelCard>(parcels.data),
        projects: [...real<ProjectCard>(parents.data), ...real<ProjectCard>(children.data)],
      };
    },
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.parcels.length + p.projects.length, 0);
      const lastSize = last.parcels.length + last.projects.length;
      if (lastSize === 0 || loaded >= GRID_SCROLL_MAX || loaded >= last.total) return undefined;
      return last.page + 1;
    },
  });

  const rows = useMemo(() => {
    const pages = list.data?.pages ?? [];
    const parcels = pages.flatMap((p) => p.parcels);
    const projects = pages.flatMap((p) => p.projects);
    // Page by page, so a new page is appended below what is already shown.
    const all = pages.flatMap((p) => [...p.parcels, ...p.projects]).slice(0, GRID_SCROLL_MAX);
    return { parcels, projects, all };
  }, [list.data]);
  useEffect(() => onRows({ parcels: rows.parcels, projects: rows.projects }), [rows, onRows]);

  const scroller = useRef<HTMLDivElement>(null);
  const onScroll = () => {
    const el = scroller.current;
    if (!el || !list.hasNextPage || list.isFetchingNextPage) return;
    // cancelRefetch false: a second ask while the page loads must not request it again.
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 80)
      void list.fetchNextPage({ cancelRefetch: false });
  };

  if (list.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (list.isError) return <Typography.Text type="danger">{list.error.message}</Typography.Text>;
  if (rows.all.length === 0) return <Empty description="No parcels or projects match these filters" />;
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      data-testid="grid-both"
      style={{ height: 'calc(100vh - 200px)', overflowY: 'auto', paddingRight: 4 }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 12 }}>
        {rows.all.map((row) => {
          const isParcel = 'parcelId' in row;
          return (
            <ResultCard
              key={`${isParcel ? 'parcel' : 'project'}-${row.id}`}
              item={row}
              kind={isParcel ? 'Parcel' : 'Project'}
              context="viewAll"
              isAdmin={isAdmin}
              onSelect={() => onSelect(row)}
              onMoreInfo={() => (onMoreInfo ?? onSelect)(row)}
            />
          );
        })}
      </div>
      {list.isFetchingNextPage && (
        <div style={{ textAlign: 'center', padding: 8 }}>
          <Spin size="small" />
        </div>
      )}
      {!list.hasNextPage && rows.all.length >= GRID_SCROLL_MAX && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 8 }}>
          Showing the first {GRID_SCROLL_MAX} items
        </Typography.Paragraph>
      )}
    </div>
  );
}
