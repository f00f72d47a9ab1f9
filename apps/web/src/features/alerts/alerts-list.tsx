import { Link } from 'react-router';
import { Badge, Button, Empty, List, Select, Space, Switch, Tabs, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  ACCESS_MESSAGES,
  ALERT_KIND_LABELS,
  alertCountsText,
  type AlertDigestDto,
  type AlertFrequency,
  type AlertListAnswer,
} from '@utah-land/shared';
import { useWatches, useWatchMutations } from './use-alerts.js';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/Denver' });

function Digest({ d, unread, onOpen }: { d: AlertDigestDto; unread: boolean; onOpen: () => void }) {
  return (
    <List.Item data-testid="alert-digest" style={{ display: 'block' }}>
      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap>
          {unread && <Badge status="processing" />}
          <Typography.Text strong>{d.title}</Typography.Text>
          <Typography.Text type="secondary">to {day(d.windowEnd)}</Typography.Text>
        </Space>
        <Typography.Text>{alertCountsText(d.counts)}</Typography.Text>
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {d.entries.map((e) =>
            'placeholder' in e ? (
              <li key={e.id}>
                {ALERT_KIND_LABELS[e.kind]}: <Typography.Text type="secondary">{e.message}</Typography.Text>
              </li>
            ) : (
              <li key={e.id} data-testid="alert-entry">
                {ALERT_KIND_LABELS[e.kind]}:{' '}
                <Link to={e.mapUrl} onClick={onOpen}>
                  {e.label}
                </Link>{' '}
                <Typography.Text type="secondary">{e.detail}</Typography.Text>
              </li>
            ),
          )}
        </ul>
        {d.total > d.entries.length && (
          <Typography.Text type="secondary">…and {d.total - d.entries.length} more</Typography.Text>
        )}
        <Link to={d.mapUrl} onClick={onOpen}>
          Open on the map
        </Link>
      </Space>
    </List.Item>
  );
}

function Watches() {
  const watches = useWatches();
  const { update, remove } = useWatchMutations();
  const list = watches.data?.data ?? [];
  if (!list.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Watch a saved search (its bell in Saved Searches) or your enabled survey (on /profile)."
      />
    );
  return (
    <List
      size="small"
      dataSource={list}
      renderItem={(w) => (
        <List.Item
          data-testid="alert-watch"
          actions={[
            <Button
              key="remove"
              type="text"
              size="small"
              danger
              aria-label={`Stop watching ${w.name}`}
              icon={<DeleteOutlined />}
              onClick={() => remove.mutate(w.id)}
            />,
          ]}
        >
          <Space orientation="vertical" size={2}>
            <Typography.Text>{w.name}</Typography.Text>
            <Space size="small">
              <Select<AlertFrequency>
                size="small"
                value={w.frequency}
                aria-label={`How often for ${w.name}`}
                onChange={(frequency) => update.mutate({ id: w.id, frequency })}
                options={[
                  { label: 'Daily', value: 'daily' },
                  { label: 'Weekly', value: 'weekly' },
                ]}
              />
              <Switch
                size="small"
                checked={w.emailEnabled}
                aria-label={`E-mail for ${w.name}`}
                onChange={(emailEnabled) => update.mutate({ id: w.id, emailEnabled })}
              />
              <Typography.Text type="secondary">e-mail</Typography.Text>
            </Space>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** The alert popover's content: recent digests (unread ones marked), and the watches. */
export function AlertsList({
  data,
  unreadIds,
  onOpen,
}: {
  data: AlertListAnswer | undefined;
  unreadIds: ReadonlySet<number>;
  onOpen: () => void;
}) {
  const digests = data?.data ?? [];
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'alerts',
          label: 'Alerts',
          children: (
            <>
              {data?.delivery === 'in-app' && (
                <Typography.Paragraph type="secondary" data-testid="alerts-mail-upgrade">
                  {ACCESS_MESSAGES.alertMailUpgrade}
                </Typography.Paragraph>
              )}
              {digests.length ? (
                <List
                  size="small"
                  dataSource={digests}
                  renderItem={(d) => <Digest d={d} unread={unreadIds.has(d.id)} onOpen={onOpen} />}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No alerts yet" />
              )}
            </>
          ),
        },
        { key: 'watches', label: 'Watching', children: <Watches /> },
      ]}
    />
  );
}
