import { useEffect, useRef, useState } from 'react';
import { App, Button, Drawer, Empty, Flex, List, Skeleton, Tooltip } from 'antd';
import { ConsoleSqlOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectCard } from '@utah-land/shared';
import { isPlaceholder, mapApi, mapKeys, type ProjectItem } from '../../../api/map.js';
import { OVERLAY_Z } from '../../common/overlay.js';
import { ResultCard } from '../../records/result-card.js';
import { PlaceholderCards } from '../../records/placeholder-cards.js';
import { QUERY_DRAWER_WIDTH, SqlBlock } from '../../common/view-query-drawer.js';
import { projectFamilyMode, VIEW_ON_MAP_UPGRADE, type ViewMode } from '../../records/view-mode.js';

/** The project whose family is shown: a parent's child projects, or a child's parent. */
export interface FamilyTarget {
  id: number;
  isChild: boolean;
  name: string;
}

/** Child project lists come 20 at a time (child project geo default limit 20). */
export const FAMILY_PAGE_SIZE = 20;
export const FAMILY_DRAWER_WIDTH = 1050;
export const CHILDREN_RETRIEVED = 'Child Projects retrieved successfully!';
/** A parent's children whatever the map's filters (the card's 'Child Projects' count). */
const ALL_CHILDREN = { isNameSearch: 'true' };

interface Props {
  target: FamilyTarget | null;
  isAdmin: boolean;
  freeTrial: boolean;
  onClose: () => void;
  /** A card selects its project on the map (the drawer closes). */
  onSelect: (project: ProjectCard) => void;
  onMoreInfo: (project: ProjectCard) => void;
  onViewOnMap: (mode: ViewMode) => void;
}

/**
 * The parent project drawer (a parent's child projects) and the child projects drawer (a child's parent), spec
 * 2.1: 'View all on map' and 'View Query' buttons and a paginated grid of cards.
 */
export function ProjectFamilyDrawer(props: Props) {
  const { target, isAdmin, freeTrial, onClose } = props;
  const { notification } = App.useApp();
  // The page and the SQL drawer belong to the target: another project starts at page 1 with the SQL closed.
  const targetKey = target ? `${target.isChild ? 'child' : 'parent'}-${target.id}` : '';
  const [shown, setShown] = useState({ key: targetKey, page: 1, sqlOpen: false });
  const current = shown.key === targetKey ? shown : { key: targetKey, page: 1, sqlOpen: false };
  const { page, sqlOpen } = current;
  const setPage = (next: number) => setShown({ ...current, page: next });
  const setSqlOpen = (open: boolean) => setShown({ ...current, sqlOpen: open });
  const [placing, setPlacing] = useState(false);
  const parentId = target && !target.isChild ? target.id : null;
  const childId = target?.isChild ? target.id : null;

  const children = useQuery({
    queryKey: mapKeys.children(parentId, page),
    queryFn: () => mapApi.childProjects(parentId!, { ...ALL_CHILDREN, page, take: FAMILY_PAGE_SIZE }),
    enabled: parentId !== null,
    placeholderData: keepPreviousData,
  });
  const parent = useQuery({
    queryKey: mapKeys.parent(childId),
    queryFn: () => mapApi.parentOfChild(childId!),
    enabled: childId !== null,
  });
  const sql = useQuery<{ countQuery?: string; dataQuery?: string }>({
    queryKey: mapKeys.familySql(target?.id, target?.isChild),
    queryFn: () =>
      target!.isChild
        ? mapApi.parentOfChild(target!.id, { getQuery: 'true' })
        : mapApi.childProjects(target!.id, {
            ...ALL_CHILDREN,
            page: 1,
            take: FAMILY_PAGE_SIZE,
            getQuery: 'true',
          }),
    enabled: sqlOpen && !!target && isAdmin,
  });

  // The spec's toast once a parent's child projects have arrived.
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (parentId === null) told.current = null;
    else if (children.isSuccess && told.current !== parentId) {
      told.current = parentId;
      notification.success({ title: CHILDREN_RETRIEVED, placement: 'topRight', key: CHILDREN_RETRIEVED });
    }
  }, [children.isSuccess, parentId, notification]);

  const viewAllOnMap = async () => {
    if (!target) return;
    setPlacing(true);
    try {
      const markers = target.isChild
        ? await mapApi.parentCoordinates(target.id)
        : await mapApi.childCoordinates(target.id, ALL_CHILDREN);
      props.onViewOnMap(
        projectFamilyMode(
          target.isChild ? 'Parent Project' : 'Child Projects',
          target.name,
          markers.projects,
        ),
      );
    } catch (e) {
      notification.error({ title: 'Oops!', description: e instanceof Error ? e.message : String(e) });
    } finally {
      setPlacing(false);
    }
  };

  const rows: ProjectItem[] = target?.isChild
    ? parent.data
      ? [parent.data.data]
      : []
    : (children.data?.data ?? []);
  const loading = target?.isChild ? parent.isPending : children.isPending;
  const failed = target?.isChild ? parent.error : children.error;
  const total = target?.isChild ? rows.length : (children.data?.pagination.totalItems ?? 0);
  const context = target?.isChild ? 'parent-project' : 'child-project';

  return (
    <Drawer
      open={!!target}
      onClose={onClose}
      zIndex={OVERLAY_Z}
      size={FAMILY_DRAWER_WIDTH}
      destroyOnHidden
      rootClassName="project-family-drawer"
      title={
        target &&
        (target.isChild
          ? `Parent Project of ${target.name}`
          : `Child Projects of ${target.name}${children.data ? ` (${total})` : ''}`)
      }
      extra={
        <Flex gap={8}>
          <Tooltip title={freeTrial ? VIEW_ON_MAP_UPGRADE : undefined}>
            <Button
              icon={<EnvironmentOutlined />}
              disabled={freeTrial || total === 0}
              loading={placing}
              onClick={() => void viewAllOnMap()}
            >
              View all on map
            </Button>
          </Tooltip>
          {isAdmin && (
            <Button icon={<ConsoleSqlOutlined />} onClick={() => setSqlOpen(true)}>
              View Query
            </Button>
          )}
        </Flex>
      }
    >
      {loading ? (
        <Skeleton active />
      ) : failed ? (
        <Empty description={failed.message} />
      ) : freeTrial || rows.some(isPlaceholder) ? (
        <PlaceholderCards />
      ) : rows.length === 0 ? (
        <Empty description="No Child Projects" />
      ) : (
        <List
          grid={{ gutter: 12, column: 2 }}
          dataSource={rows as ProjectCard[]}
          data-testid="family-list"
          pagination={
            target?.isChild
              ? false
              : {
                  current: page,
                  pageSize: FAMILY_PAGE_SIZE,
                  total,
                  showSizeChanger: false,
                  onChange: setPage,
                }
          }
          renderItem={(p) => (
            <List.Item>
              <ResultCard
                item={p}
                kind="Project"
                context={context}
                isAdmin={isAdmin}
                onSelect={() => props.onSelect(p)}
                onMoreInfo={() => props.onMoreInfo(p)}
              />
            </List.Item>
          )}
        />
      )}
      <Drawer
        open={sqlOpen}
        onClose={() => setSqlOpen(false)}
        zIndex={OVERLAY_Z + 1}
        size={QUERY_DRAWER_WIDTH}
        title={
          target &&
          (target.isChild
            ? `Parent project query of ${target.name}`
            : `Child projects query of ${target.name}`)
        }
        destroyOnHidden
      >
        {sql.isPending ? (
          <Skeleton active />
        ) : (
          <>
            <SqlBlock title="Count Query" sql={sql.data?.countQuery} />
            <SqlBlock title="Data Query" sql={sql.data?.dataQuery} />
          </>
        )}
      </Drawer>
    </Drawer>
  );
}
