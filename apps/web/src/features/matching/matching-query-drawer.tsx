import { Drawer, Empty, Spin, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  MATCH_KINDS,
  labelsFor,
  matchingApi,
  matchingKeys,
  type MatchSubject,
  type ParcelSplit,
} from '../../api/matching.js';

export const queryDrawerTitle = (s: MatchSubject) =>
  s.type === 'Parcel' ? 'Parcels Matching Queries' : 'Projects Matching Queries';

/** Admin 'View Query': per group the SQL of its Count and Query keys and the columns used. */
export function MatchingQueryDrawer({
  subject,
  split,
  open,
  onClose,
}: {
  subject: MatchSubject;
  split?: ParcelSplit;
  open: boolean;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: matchingKeys.queries(subject, split),
    queryFn: () => matchingApi.queries(subject, split),
    enabled: open,
  });
  const labels = labelsFor(subject);
  return (
    <Drawer open={open} onClose={onClose} placement="right" size="80%" title={queryDrawerTitle(subject)}>
      {q.isPending ? (
        <Spin />
      ) : !q.data ? (
        <Empty description="No Query Available" />
      ) : (
        <Tabs
          items={MATCH_KINDS.filter((k) => q.data[k]).map((k) => {
            const group = q.data[k]!;
            const columns = (group.columnsUsed as string[]) ?? [];
            const keys = Object.keys(group).filter((key) => /(Count|Query)$/.test(key));
            return {
              key: k,
              label: labels[k],
              children: (
                <div data-testid={`query-group-${k}`}>
                  {keys.map((key) => (
                    <div key={key} style={{ marginBottom: 16 }}>
                      <Typography.Title level={5}>{key}</Typography.Title>
                      <pre className="matching-sql">{String(group[key])}</pre>
                    </div>
                  ))}
                  <Typography.Title level={5}>Columns used in query</Typography.Title>
                  {columns.map((c) => (
                    <Tag key={c}>{c}</Tag>
                  ))}
                </div>
              ),
            };
          })}
        />
      )}
    </Drawer>
  );
}
