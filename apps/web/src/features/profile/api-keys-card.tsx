import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Input, Modal, Space, Typography } from 'antd';
import { ApiOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  mayCreateWriteApiKeys,
  mayUseApiKeys,
  type CreatedApiKey,
  type Principal,
} from '@utah-land/shared';
import { apiKeysApi, apiKeysKeys } from '../../api/api-keys.js';
import { ApiKeysTable } from '../common/api-keys-table.js';

/**
 * The profile's 'API keys' (docs/api.md, "API keys"): create (name, write access for full data access), the new key
 * shown once with a copy button, the list with last use, and revoke with a confirmation. Shown to those who may use
 * keys (`mayUseApiKeys`), and to anyone who still has keys, so a lapsed user can revoke them.
 */
export function ApiKeysCard({ principal }: { principal: Principal }) {
  const queryClient = useQueryClient();
  const mayUse = mayUseApiKeys(principal);
  const keys = useQuery({ queryKey: apiKeysKeys.mine, queryFn: apiKeysApi.list });
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [write, setWrite] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey>();

  const list = keys.data?.data ?? [];
  if (!mayUse && !list.length) return null;

  const close = () => {
    setOpen(false);
    setCreated(undefined);
    setName('');
    setWrite(false);
    setError(undefined);
  };
  const create = async () => {
    if (!name.trim()) return setError(API_KEY_MESSAGES.nameRequired);
    setBusy(true);
    try {
      setCreated(await apiKeysApi.create({ name: name.trim(), write }));
      void queryClient.invalidateQueries({ queryKey: apiKeysKeys.all });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={
        <Space>
          <ApiOutlined />
          API keys
        </Space>
      }
      data-testid="api-keys"
      extra={
        mayUse && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            Create API key
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        Keys let your own programs call the API as you (header{' '}
        <Typography.Text code>X-API-Key</Typography.Text>). Read-only keys may only read.
      </Typography.Paragraph>
      <ApiKeysTable keys={list} loading={keys.isLoading} />
      <Modal
        title={created ? 'Your new API key' : 'Create API key'}
        open={open}
        onCancel={close}
        destroyOnHidden
        footer={
          created ? (
            <Button type="primary" onClick={close}>
              Done
            </Button>
          ) : (
            <Space>
              <Button onClick={close}>Cancel</Button>
              <Button type="primary" loading={busy} onClick={() => void create()}>
                Create
              </Button>
            </Space>
          )
        }
      >
        {created ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert
              type="warning"
              showIcon
              title="Copy this key now. It will not be shown again."
              description="Store it like a password: anyone holding it can call the API as you."
            />
            <Typography.Paragraph
              code
              copyable={{ text: created.key, tooltips: ['Copy', 'Copied'] }}
              data-testid="new-api-key"
              style={{ wordBreak: 'break-all' }}
            >
              {created.key}
            </Typography.Paragraph>
          </Space>
        ) : (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <label htmlFor="api-key-name">Name</label>
            <Input
              id="api-key-name"
              placeholder="e.g. Nightly sync"
              maxLength={API_KEY_NAME_MAX}
              value={name}
              status={error ? 'error' : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(undefined);
              }}
              onPressEnter={() => void create()}
            />
            {mayCreateWriteApiKeys(principal) && (
              <Checkbox checked={write} onChange={(e) => setWrite(e.target.checked)}>
                Allow changes (write access: not only GET and HEAD)
              </Checkbox>
            )}
            {error && <Typography.Text type="danger">{error}</Typography.Text>}
          </Space>
        )}
      </Modal>
    </Card>
  );
}
