import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  WEBHOOK_LIMITS,
  mayUseWebhooks,
  type AlertKind,
  type CreatedWebhookEndpointDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@utah-land/shared';
import { webhooksApi, webhooksKeys } from '../../api/webhooks.js';
import { useSession } from '../common/use-session.js';

const kindOptions = ALERT_KINDS.map((k) => ({ value: k, label: ALERT_KIND_LABELS[k] }));
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '—');

/**
 * Profile → Webhooks: register HTTPS endpoints for alert kinds (the signing secret is shown once), see each one's
 * status and delivery log, replay a delivery. Shown to those the server lets use webhooks (mayUseWebhooks);
 * docs/api.md, "Webhooks", says how to verify the signatures.
 */
export function WebhooksSection() {
  const { principal } = useSession();
  if (!principal || !mayUseWebhooks(principal)) return null;
  return <WebhooksCard />;
}

function WebhooksCard() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ url: string; events: AlertKind[] }>();
  const [created, setCreated] = useState<CreatedWebhookEndpointDto | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointDto | null>(null);
  const endpoints = useQuery({ queryKey: webhooksKeys.list, queryFn: webhooksApi.list });
  const refresh = () => client.invalidateQueries({ queryKey: webhooksKeys.list });
  const fail = (e: Error) => void message.error(e.message);
  const create = useMutation({
    mutationFn: webhooksApi.create,
    onSuccess: (row) => {
      setCreated(row);
      form.resetFields();
      void refresh();
    },
    onError: fail,
  });
  const update = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => webhooksApi.update(id, { enabled }),
    onSuccess: () => void refresh(),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: webhooksApi.remove,
    onSuccess: () => void refresh(),
    onError: fail,
  });
  const rows = endpoints.data?.data ?? [];

  return (
    <Card title="Webhooks" data-testid="webhooks">
      <Typography.Paragraph type="secondary">
        Your alerts, POSTed as signed JSON to your own HTTPS endpoint (see the API guide for how to verify
        them).
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ events: [...ALERT_KINDS] }}
        onFinish={(v) => create.mutate({ url: v.url, events: v.events })}
        style={{ rowGap: 8, marginBottom: 16 }}
      >
        <Form.Item name="url" rules={[{ required: true, message: 'Enter the endpoint URL' }]}>
          <Input
            placeholder="https://example.com/hooks/utah-land"
            style={{ width: 320 }}
            aria-label="Endpoint URL"
          />
        </Form.Item>
        <Form.Item name="events" rules={[{ required: true, message: 'Choose at least one event' }]}>
          <Select
            mode="multiple"
            options={kindOptions}
            maxTagCount={2}
            style={{ width: 320 }}
            aria-label="Events"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          disabled={rows.length >= WEBHOOK_LIMITS.endpointsPerUser}
        >
          Add endpoint
        </Button>
      </Form>
      <Table<WebhookEndpointDto>
        rowKey="id"
        size="small"
        loading={endpoints.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: 'No webhook endpoints' }}
        columns={[
          { title: 'URL', dataIndex: 'url', ellipsis: true },
          {
            title: 'Events',
            dataIndex: 'events',
            render: (events: AlertKind[]) =>
              events.length === ALERT_KINDS.length
                ? 'All alerts'
                : events.map((k) => ALERT_KIND_LABELS[k]).join(', '),
          },
          {
            title: 'Status',
            render: (_, e) =>
              e.enabled ? (
                <Tag color="green">On</Tag>
              ) : e.disabledReason ? (
                <Space orientation="vertical" size={0}>
                  <Tag color="red">Disabled</Tag>
                  <Typography.Text type="secondary" data-testid="webhook-disabled-reason">
                    {e.disabledReason}
                  </Typography.Text>
                </Space>
              ) : (
                <Tag>Off</Tag>
              ),
          },
          {
            title: '',
            render: (_, e) => (
              <Space size="small">
                <Button size="small" onClick={() => setLogOf(e)}>
                  Deliveries
                </Button>
                <Button size="small" onClick={() => update.mutate({ id: e.id, enabled: !e.enabled })}>
                  {e.enabled ? 'Turn off' : 'Turn on'}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    void modal.confirm({
                      title: 'Delete this webhook endpoint?',
                      content: e.url,
                      okButtonProps: { danger: true },
                      onOk: () => remove.mutateAsync(e.id),
                    })
                  }
                >
                  Delete
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!created}
        title="Webhook endpoint added"
        onOk={() => setCreated(null)}
        onCancel={() => setCreated(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon title="Copy the signing secret now: it is not shown again." />
        <Typography.Paragraph copyable code style={{ marginTop: 16 }} data-testid="webhook-secret">
          {created?.secret}
        </Typography.Paragraph>
      </Modal>
      {logOf && <DeliveryLog endpoint={logOf} onClose={() => setLogOf(null)} />}
    </Card>
  );
}

const statusTag = (d: WebhookDeliveryDto) =>
  d.status === 'delivered' ? (
    <Tag color="green">Delivered</Tag>
  ) : d.status === 'failed' ? (
    <Tag color="red">Failed</Tag>
  ) : (
    <Tag color="gold">Retrying</Tag>
  );

function DeliveryLog({ endpoint, onClose }: { endpoint: WebhookEndpointDto; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const log = useQuery({
    queryKey: webhooksKeys.deliveries(endpoint.id),
    queryFn: () => webhooksApi.deliveries(endpoint.id),
  });
  const replay = useMutation({
    mutationFn: (deliveryId: number) => webhooksApi.replay(endpoint.id, deliveryId),
    onSuccess: (d) => {
      void message[d.status === 'delivered' ? 'success' : 'error'](
        d.status === 'delivered' ? 'Sent again' : `Not delivered: ${d.lastError ?? 'failed'}`,
      );
      void client.invalidateQueries({ queryKey: webhooksKeys.deliveries(endpoint.id) });
    },
    onError: (e: Error) => void message.error(e.message),
  });
  return (
    <Drawer open title={`Deliveries to ${endpoint.url}`} size="large" onClose={onClose}>
      <Table<WebhookDeliveryDto>
        rowKey="id"
        size="small"
        loading={log.isLoading}
        dataSource={log.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: 'Nothing sent yet' }}
        expandable={{
          expandedRowRender: (d) => (
            <pre style={{ maxHeight: 240, overflow: 'auto', margin: 0 }}>
              {JSON.stringify(d.payload, null, 2)}
            </pre>
          ),
        }}
        columns={[
          { title: 'Created', dataIndex: 'createdAt', render: when },
          { title: 'Status', render: (_, d) => statusTag(d) },
          { title: 'Attempts', dataIndex: 'attempts' },
          {
            title: 'Last answer',
            render: (_, d) => d.lastError ?? (d.lastStatusCode ? String(d.lastStatusCode) : '—'),
          },
          { title: 'Next attempt', dataIndex: 'nextAttemptAt', render: when },
          {
            title: '',
            render: (_, d) => (
              <Button
                size="small"
                loading={replay.isPending && replay.variables === d.id}
                onClick={() => replay.mutate(d.id)}
              >
                Replay
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
