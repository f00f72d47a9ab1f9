import { Table } from 'antd';
import type { ParcelCard, ProjectCard } from '@utah-land/shared';
import { PARCEL_COLUMNS, PROJECT_COLUMNS } from '../exports/sheets.js';
import { GRID_PAGE_SIZES } from './grid-tabs.js';

interface Props<T> {
  rows: T[];
  kind: 'parcels' | 'projects';
  loading: boolean;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number, limit: number) => void;
  onSelect?: (row: T) => void;
}

/** One page of parcels or projects as a table with page sizes 50/100/200/400. */
export function GridTable<T extends ParcelCard | ProjectCard>(props: Props<T>) {
  const defs = (props.kind === 'parcels' ? PARCEL_COLUMNS : PROJECT_COLUMNS) as {
    header: string;
    key: string;
    width?: number;
    value: (r: T) => unknown;
  }[];
  const widths = defs.map((c) => (c.width ?? 16) * 8);
  const sizes = GRID_PAGE_SIZES.includes(props.limit) ? GRID_PAGE_SIZES : [...GRID_PAGE_SIZES, props.limit];
  return (
    <Table<T>
      data-testid="grid-table"
      size="small"
      rowKey="id"
      loading={props.loading}
      dataSource={props.rows}
      tableLayout="fixed"
      scroll={{ x: widths.reduce((a, b) => a + b, 0), y: 'calc(100vh - 300px)' }}
      onRow={(row) => ({
        onClick: () => props.onSelect?.(row),
        style: { cursor: props.onSelect ? 'pointer' : undefined },
      })}
      columns={defs.map((c, i) => ({
        title: c.header,
        key: c.key,
        width: widths[i],
        ellipsis: true,
        render: (_: unknown, row: T) => {
          const v = c.value(row);
          return typeof v === 'number' && c.key !== 'acreage' ? v.toLocaleString('en-US') : (v as string);
        },
      }))}
      pagination={{
        current: props.page,
        pageSize: props.limit,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: sizes,
        showTotal: (t) => `${t.toLocaleString('en-US')} items`,
        onChange: (page, size) => props.onPage(size !== props.limit ? 1 : page, size),
      }}
    />
  );
}
