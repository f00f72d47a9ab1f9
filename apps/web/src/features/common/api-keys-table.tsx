import { useState } from 'react';
import { App, Button, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { API_KEY_MESSAGES, type ApiKeyDto } from '@utah-land/shared';
import { apiKeysApi, apiKeysKeys } from '../../api/api-keys.js';
import { formatDateTime } from './date-format.js';

/**
 * A list of API keys (docs/api.md, "API keys"): the profile's own keys and an admin's view of a user's. Revoking a
 * key is confirmed, then told in a notification, and every list of keys is read again.
 */
export function ApiKeysTable({
  keys,
  loading,
  onRevoked,
}: {
  keys: ApiKeyDto[];
  loading?: boolean;
  /** Called once a key is revoked and the lists are read again. */
  onRevoked?: () => void;
}) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<number>();
  const revoke = async (k: ApiKeyDto) => {
    setRevoking(k.id);
    try {
      await apiKeysApi.revoke(k.id);
      notification.success({ title: API_KEY_MESSAGES.revoked, description: k.name, placement: 'topRight' });
      await queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
      onRevoked?.();
    } catch (e) {
      notification.error({ title: (e as Error).message, placement: 'topRight' });
    } finally {
      setRevoking(undefined);
    }
  };
  // On a phone the table scrolls sideways: its box, not Ant Design's, does it, and takes keyboard focus so the
  // arrow keys can scroll it (WCAG: a scrollable region reachable by keyboard).
  return (
    <div tabIndex={0} role="region" aria-label="API keys" style={{ overflowX: 'auto' }}>
      <Table<ApiKeyDto>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={keys}
        pagination={false}
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
                  onConfirm={() => void revoke(k)}
                >
                  <Button danger size="small" loading={revoking === k.id}>
                    Revoke
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </div>
  );
}
