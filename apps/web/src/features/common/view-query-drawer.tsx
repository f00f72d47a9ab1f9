import { Drawer, Empty, Skeleton, Tabs, Typography } from 'antd';
import { OVERLAY_Z } from './overlay.js';
import { useQuery } from '@tanstack/react-query';
import { mapApi, mapKeys, type FilterQuery, type ProjectKind } from '../../api/map.js';

export const QUERY_DRAWER_WIDTH = '80%';

export function SqlBlock({ title, sql }: { title: string; sql?: string | null }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {sql ? (
        <pre
          data-testid="sql"
          style={{
            whiteSpace: 'pre-wrap',
            background: '#0f1b2d',
            color: '#d6e4ff',
            padding: 12,
            borderRadius: 6,
            fontSize: 12,
            maxHeight: 360,
            overflow: 'auto',
          }}
        >
          {sql}
        </pre>
      ) : (
        <Empty description="No Query Available" />
      )}
    </div>
  );
}

function QueryPane({
  load,
  queryKey,
}: {
  load: () => Promise<{ countQuery: string; dataQuery: string }>;
  queryKey: readonly unknown[];
}) {
  const q = useQuery({ queryKey, queryFn: load, staleTime: 0 });
  if (q.isPending) return <Skeleton active />;
  if (q.isError || !q.data) return <Empty description="No Query Available" />;
  return (
    <>
      <SqlBlock title="Count Query" sql={q.data.countQuery} />
      <SqlBlock title="Data Query" sql={q.data.dataQuery} />
    </>
  );
}

/** Admin 'View Query': 'Parcels and projects query', 80% wide, the SQL the server runs. */
export function ViewQueryDrawer({
  open,
  onClose,
  query,
}: {
  open: boolean;
  onClose: () => void;
  query: FilterQuery;
}) {
  const key = JSON.stringify(query);
  const projectPane = (kind: ProjectKind) => (
    <QueryPane queryKey={mapKeys.sql(kind, key)} load={() => mapApi.projectQuery(kind, query)} />
  );
  return (
    <Drawer
      zIndex={OVERLAY_Z}
      title="Parcels and projects query"
      size={QUERY_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      destroyOnHidden
    >
      <Tabs
        items={[
          {
            key: 'parcels',
            label: 'Parcels',
            children: (
              <QueryPane queryKey={mapKeys.sql('parcels', key)} load={() => mapApi.parcelQuery(query)} />
            ),
          },
          {
            key: 'projects',
            label: 'Projects',
            children: (
              <Tabs
                items={[
                  { key: 'parent', label: 'Parents', children: projectPane('parent') },
                  { key: 'child', label: 'Children', children: projectPane('child') },
                ]}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}

/** Admin 'Show Parcels query' of one project: Buildable and Unbuildable parcels, each a count and SQL. */
export function ProjectParcelsQueryDrawer({
  project,
  onClose,
}: {
  project: { id: number; isChild: boolean; name: string } | null;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: mapKeys.projectParcelsSql(project?.id, project?.isChild),
    queryFn: () => mapApi.projectParcelsQuery(project!.id, project!.isChild),
    enabled: !!project,
  });
  const d = q.data;
  return (
    <Drawer
      zIndex={OVERLAY_Z}
      title="Show Parcels query"
      size={QUERY_DRAWER_WIDTH}
      open={!!project}
      onClose={onClose}
      destroyOnHidden
    >
      {q.isPending ? (
        <Skeleton active />
      ) : (
        <Tabs
          items={[
            {
              key: 'buildable',
              label: `Buildable Parcels (${d?.buildableParcelsCount ?? 0})`,
              children: <SqlBlock title="Query" sql={d?.buildableParcelsQuery} />,
            },
            {
              key: 'unbuildable',
              label: `Unbuildable Parcels (${d?.alreadyBuildedParcelsCount ?? 0})`,
              children: <SqlBlock title="Query" sql={d?.alreadyBuildedParcelsQuery} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
