import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Drawer,
  Result,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { KeyboardTabs } from '../common/keyboard-tabs.js';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { PortfolioAnswer, PortfolioParcel } from '@utah-land/shared';
import { portfoliosApi, portfoliosKeys } from '../../api/portfolios.js';
import { ExportButton } from '../exports/export-button.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import type { ViewMode } from '../records/view-mode.js';
import { portfolioMode } from './portfolio-mode.js';
import { exportPortfolio } from './portfolio-export.js';
import { PORTFOLIO_PARAM, parsePortfolioParam } from '../records/portfolio-param.js';

const money = (v: number | null) => (v === null ? '—' : `$${v.toLocaleString('en-US')}`);
const acres = (v: number) =>
  v.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

function Totals({ p }: { p: PortfolioAnswer }) {
  return (
    <Space wrap size="large" data-testid="portfolio-totals">
      <Statistic title="Parcels" value={p.totals.parcels} />
      <Statistic title="Acres" value={acres(p.totals.acres)} />
      <Statistic title="Market value" value={money(p.totals.marketValue)} />
      <Statistic title="Holdings" value={p.totals.holdings} />
      <Statistic title="Projects" value={p.totals.projects} />
    </Space>
  );
}

const parcelColumns = [
  { title: 'Holding', dataIndex: 'holdingId', width: 80 },
  { title: 'Parcel Id', dataIndex: 'parcelId' },
  {
    title: 'Address',
    render: (_: unknown, r: PortfolioParcel) => [r.address, r.city].filter(Boolean).join(', '),
  },
  { title: 'Acres', dataIndex: 'acreage', render: acres, align: 'right' as const },
  { title: 'Market value', dataIndex: 'marketValue', render: money, align: 'right' as const },
  { title: 'Owner name', dataIndex: 'ownershipName' },
  { title: 'Matched on', dataIndex: 'matchedOn' },
];

/**
 * The owner portfolio of the map's `portfolio` parameter: totals, holdings (adjacent parcels together), parcels
 * and projects, an Excel export, and 'View on map' (the 'Owner Portfolio' view mode, holdings outlined).
 */
export function OwnerPortfolio({
  onViewOnMap,
  onOpen,
}: {
  onViewOnMap: (mode: ViewMode) => void;
  /** Called when a portfolio is opened (the map closes its detail modal). */
  onOpen: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const mobile = useMedia(MOBILE_QUERY);
  const raw = params.get(PORTFOLIO_PARAM);
  const subject = parsePortfolioParam(raw);
  useEffect(() => {
    if (raw) onOpen();
    // Only when another portfolio is asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);
  const q = useQuery({
    queryKey: portfoliosKeys.owner(raw),
    queryFn: () => portfoliosApi.get(subject!),
    enabled: !!subject,
  });
  const close = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete(PORTFOLIO_PARAM);
      return next;
    });
  if (!raw) return null;
  const p = q.data;
  const actions = p && (
    <Space wrap>
      <Button
        icon={<EnvironmentOutlined />}
        disabled={!p.holdings.length}
        onClick={() => {
          onViewOnMap(portfolioMode(p));
          close();
        }}
      >
        View on map
      </Button>
      <ExportButton rowCount={p.parcels.length} onExport={() => exportPortfolio(p)} testId="portfolio-export">
        Export
      </ExportButton>
    </Space>
  );
  return (
    <Drawer
      open
      zIndex={OVERLAY_Z + 10}
      size={820}
      onClose={close}
      title={p ? `All properties of ${p.owner.name}` : 'All properties of this owner'}
      classNames={{ wrapper: 'portfolio-drawer' }}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      extra={mobile ? undefined : actions}
    >
      {!subject && <Result status="warning" title="This owner link is not valid." />}
      {q.isPending && subject && <Skeleton active paragraph={{ rows: 8 }} />}
      {q.isError && <Result status="warning" title={q.error.message} />}
      {p && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="owner-portfolio">
          {mobile && actions}
          <Totals p={p} />
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="Mailing address">{p.owner.mailingAddress ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Names on record">
              <span>
                {p.owner.names.map((n) => (
                  <Tag key={n}>{n}</Tag>
                ))}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label="Grouped by">
              <span data-testid="portfolio-grouping">{p.owner.grouping}</span>
            </Descriptions.Item>
          </Descriptions>
          {p.truncated && (
            <Typography.Text type="warning">
              Showing the {p.parcels.length} largest parcels of {p.totals.parcels}.
            </Typography.Text>
          )}
          <KeyboardTabs
            items={[
              {
                key: 'holdings',
                label: `Holdings (${p.holdings.length})`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    dataSource={p.holdings}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    columns={[
                      { title: 'Holding', dataIndex: 'id', width: 80 },
                      { title: 'Parcels', dataIndex: 'parcelCount' },
                      { title: 'Acres', dataIndex: 'acres', render: acres, align: 'right' },
                      { title: 'Market value', dataIndex: 'marketValue', render: money, align: 'right' },
                    ]}
                  />
                ),
              },
              {
                key: 'parcels',
                label: `Parcels (${p.parcels.length})`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    dataSource={p.parcels}
                    columns={parcelColumns}
                    scroll={{ x: 760 }}
                    pagination={{ pageSize: 15, hideOnSinglePage: true }}
                  />
                ),
              },
              {
                key: 'projects',
                label: `Projects (${p.projects.length})`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    dataSource={p.projects}
                    pagination={{ pageSize: 15, hideOnSinglePage: true }}
                    columns={[
                      { title: 'Project', dataIndex: 'name' },
                      { title: 'Status', dataIndex: 'status' },
                      { title: 'City', dataIndex: 'city' },
                      { title: 'Owner name', dataIndex: 'ownershipName' },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
