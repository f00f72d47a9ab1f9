import { Button, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import type { ApiKeyDto } from '@utah-land/shared';
import { formatDateTime } from './date-format.js';

/** A list of API keys (docs/api.md, "API keys"): the profile's own keys and an admin's view of a user's. */
export function ApiKeysTable({
  keys,
  loading,
  revoking,
  onRevoke,
}: {
  keys: ApiKeyDto[];
  loading?: boolean;
  /** The id of the key being revoked. */
  revoking?: number;
  onRevoke: (key: ApiKeyDto) => void;
}) {
  return (
    <Table<ApiKeyDto>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={keys}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No API keys yet' }}
      onRow={(k) => ({ 'data-testid': 'api-key-row', 'data-key-name': k.name }) as object}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        {
          title: 'Key',
          dataIndex: 'prefix',
          render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>,
        },
        {
          title: 'Access',
          dataIndex: 'write',
          render: (write: boolean) =>
            write ? <Tag color="orange">Read and write</Tag> : <Tag color="blue">Read only</Tag>,
        },
        { title: 'Created', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
        {
          title: 'Last used',
          dataIndex: 'lastUsedAt',
          render: (v: string | null) => (v ? formatDateTime(v) : 'Never'),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_: unknown, k) =>
            k.revokedAt ? (
              <Tooltip title={formatDateTime(k.revokedAt)}>
                <Tag color="red">Revoked</Tag>
              </Tooltip>
            ) : (
              <Tag color="green">Active</Tag>
            ),
        },
        {
          title: '',
          key: 'actions',
          render: (_: unknown, k) =>
            !k.revokedAt && (
              <Popconfirm
                title="Revoke this API key?"
                description="Programs using it will stop working at their next call."
                okText="Revoke"
                okButtonProps={{ danger: true }}
                onConfirm={() => onRevoke(k)}
              >
                <Button danger size="small" loading={revoking === k.id}>
                  Revoke
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
