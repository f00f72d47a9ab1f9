import { useState } from 'react';
import { seesPlaceholdersNow } from '../../app/session.js';
import { App, Button, Drawer, Empty, Flex, Pagination, Skeleton, Tabs, Tag, Tooltip } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type {
  BookmarkCoordinate,
  ParcelBookmarkItem,
  PlaceholderCard,
  ProjectBookmarkItem,
} from '@utah-land/shared';
import { bookmarksApi, bookmarksKeys } from '../../api/bookmarks.js';
import { useSession } from '../common/use-session.js';
import { ResultCard } from '../records/result-card.js';
import { useSurveyTaker } from '../common/use-survey-taker.js';
import { VIEW_ON_MAP_UPGRADE } from '../records/view-mode.js';

/** Drawer width. */
export const BOOKMARKS_DRAWER_WIDTH = 1050;
export const BOOKMARK_PAGE_SIZES = [50, 100, 200, 400];

export type BookmarksTab = 'parcels' | 'projects' | 'both';
type ProjectSubTab = 'parent' | 'child';
type BookmarkItem = ParcelBookmarkItem | ProjectBookmarkItem;

/** What 'View on map' hands to the map screen. */
export interface BookmarksOnMap {
  tab: BookmarksTab;
  isChild?: boolean;
  parcels: BookmarkCoordinate[];
  projects: BookmarkCoordinate[];
}

export interface BookmarksDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Defaults to the map URL's surveyTaker. */
  surveyTaker?: string;
  /** 'View on map' for the open tab (disabled for Free Trial and when there is nothing to show). */
  onViewOnMap?: (target: BookmarksOnMap) => void;
  /** A card was clicked: select the item on the map. */
  onSelect?: (item: BookmarkItem) => void;
  onMoreInfo?: (item: BookmarkItem) => void;
}

const TAB_LABEL: Record<BookmarksTab, string> = { parcels: 'Parcels', projects: 'Projects', both: 'Both' };
const isPlaceholder = (i: BookmarkItem | PlaceholderCard): i is PlaceholderCard => 'placeholder' in i;

/** Bookmarks drawer: 'Bookmark view of {tab}', tabs Parcels, Projects (Parent/Child), Both. */
export function BookmarksDrawer(props: BookmarksDrawerProps) {
  const { open, onClose } = props;
  const urlTaker = useSurveyTaker();
  const surveyTaker = props.surveyTaker ?? urlTaker;
  useSession(); // re-renders when the session changes
  // Free Trial placeholders, as the access policy decides (the server sends placeholders anyway).
  const freeTrial = seesPlaceholdersNow();
  const { notification } = App.useApp();
  const [tab, setTab] = useState<BookmarksTab>('parcels');
  const [sub, setSub] = useState<ProjectSubTab>('parent');
  const [page, setPage] = useState(1);
  const [take, setTake] = useState(BOOKMARK_PAGE_SIZES[0]!);
  const [locating, setLocating] = useState(false);

  const parcels = useQuery({
    queryKey: bookmarksKeys.parcels(surveyTaker, page, take),
    queryFn: () => bookmarksApi.parcels(page, take, surveyTaker),
    enabled: open && tab === 'parcels',
  });
  const projects = useQuery({
    queryKey: bookmarksKeys.projects(sub, surveyTaker, page, take),
    queryFn: () => bookmarksApi.projects(sub === 'child', page, take, surveyTaker),
    enabled: open && tab === 'projects',
  });
  const both = useQuery({
    queryKey: bookmarksKeys.both(surveyTaker),
    queryFn: () => bookmarksApi.all(surveyTaker),
    enabled: open && tab === 'both',
  });

  const current = tab === 'parcels' ? parcels : tab === 'projects' ? projects : both;
  const rows: (BookmarkItem | PlaceholderCard)[] =
    tab === 'both'
      ? [...(both.data?.parcels ?? []), ...(both.data?.projects ?? [])]
      : ((tab === 'parcels' ? parcels.data?.data : projects.data?.data) ?? []);
  const items = rows.filter((r): r is BookmarkItem => !isPlaceholder(r));
  const total =
    tab === 'parcels' ? parcels.data?.pagination.totalItems : projects.data?.pagination.totalItems;
  const empty = tab === 'both' ? rows.length === 0 : !total;

  const switchTab = (next: BookmarksTab) => {
    setTab(next);
    setPage(1);
  };

  const viewOnMap = async () => {
    if (!props.onViewOnMap) return;
    setLocating(true);
    try {
      const isChild = tab === 'projects' ? sub === 'child' : undefined;
      const [p, q] = await Promise.all([
        tab === 'projects' ? null : bookmarksApi.parcelCoordinates(surveyTaker),
        tab === 'parcels' ? null : bookmarksApi.projectCoordinates(isChild, surveyTaker),
      ]);
      props.onViewOnMap({ tab, isChild, parcels: p?.data ?? [], projects: q?.data ?? [] });
    } catch (e) {
      notification.error({
        title: 'Oops!',
        description: (e as Error).message,
        placement: 'topRight',
        duration: 10,
      });
    } finally {
      setLocating(false);
    }
  };

  const viewDisabledReason = freeTrial ? VIEW_ON_MAP_UPGRADE : empty ? 'No bookmarks yet' : undefined;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={BOOKMARKS_DRAWER_WIDTH}
      title={`Bookmark view of ${TAB_LABEL[tab]}`}
      destroyOnHidden
      extra={
        props.onViewOnMap && (
          <Tooltip title={viewDisabledReason}>
            <Button
              icon={<EnvironmentOutlined />}
              disabled={!!viewDisabledReason}
              loading={locating}
              onClick={viewOnMap}
            >
              View on map
            </Button>
          </Tooltip>
        )
      }
      data-testid="bookmarks-drawer"
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => switchTab(k as BookmarksTab)}
        items={(['parcels', 'projects', 'both'] as const).map((k) => ({ key: k, label: TAB_LABEL[k] }))}
      />
      {tab === 'projects' && (
        <Tabs
          type="card"
          size="small"
          activeKey={sub}
          onChange={(k) => {
            setSub(k as ProjectSubTab);
            setPage(1);
          }}
          items={[
            { key: 'parent', label: 'Parent' },
            { key: 'child', label: 'Child' },
          ]}
        />
      )}
      {current.isPending ? (
        <Skeleton active paragraph={{ rows: 7 }} />
      ) : current.isError ? (
        <Empty description={current.error.message} />
      ) : items.length === 0 ? (
        <Empty description="No bookmarks yet" />
      ) : (
        <div
          data-testid="bookmark-list"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 12 }}
        >
          {items.map((item) => (
            <BookmarkEntry
              key={`${'parcelId' in item ? 'parcel' : 'project'}-${item.bookmarkId}`}
              item={item}
              {...props}
            />
          ))}
        </div>
      )}
      {/* A Free Trial user's own bookmarks are theirs to see, in pages of at most 50 (no export size). */}
      {tab !== 'both' && !!total && (
        <Flex justify="end" style={{ marginTop: 12 }}>
          <Pagination
            current={page}
            pageSize={take}
            total={total}
            showSizeChanger={!freeTrial}
            pageSizeOptions={BOOKMARK_PAGE_SIZES}
            onChange={(p, size) => {
              setPage(size !== take ? 1 : p);
              setTake(size);
            }}
          />
        </Flex>
      )}
    </Drawer>
  );
}

function BookmarkEntry({ item, onSelect, onMoreInfo }: { item: BookmarkItem } & BookmarksDrawerProps) {
  const { isAdmin } = useSession();
  const isParcel = 'parcelId' in item;
  // The card carries the bookmark toggle (removing it here drops the entry from the list).
  return (
    <div data-testid="bookmark-entry" data-kind={isParcel ? 'parcel' : 'project'}>
      {item.description && (
        <Tag color="gold" style={{ marginBottom: 2 }} data-testid="bookmark-description">
          {item.description}
        </Tag>
      )}
      <ResultCard
        item={item}
        kind={isParcel ? 'Parcel' : 'Project'}
        context="bookmark-drawer"
        isAdmin={isAdmin}
        onSelect={() => onSelect?.(item)}
        onMoreInfo={() => onMoreInfo?.(item)}
      />
    </div>
  );
}
