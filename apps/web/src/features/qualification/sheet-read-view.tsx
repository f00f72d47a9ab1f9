import type { ReactNode } from 'react';
import { Descriptions, Table, Tag, Tooltip, Typography } from 'antd';
import {
  QUALIFICATION_FIELD_DEFS,
  QUALIFICATION_QUESTIONS_TO_ASK,
  type QualificationSheet,
  type QualificationTab,
} from '@utah-land/shared';
import { displayText, tabRows, type SheetRow } from './sheet-values.js';

// The read view of a tab (read-only first), with the read view's own labels and, on the city
// tab, the 'Questions To Ask Section'.

function Value({ row, sheet }: { row: SheetRow; sheet: QualificationSheet }) {
  const kind = QUALIFICATION_FIELD_DEFS[row.field].kind;
  const raw = sheet.fields[row.field];
  let content: ReactNode = displayText(row.field, row.value);
  if (content === null) return <Typography.Text type="secondary">—</Typography.Text>;
  if (kind === 'url')
    content = (
      <a href={String(raw)} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
        {String(raw)}
      </a>
    );
  else if (kind === 'urlList')
    content = (raw as string[]).map((l) => (
      <div key={l}>
        <a href={l} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
          {l}
        </a>
      </div>
    ));
  else if (kind === 'tags') content = (raw as string[]).map((t) => <Tag key={t}>{t}</Tag>);
  else if (kind === 'longText') content = <span style={{ whiteSpace: 'pre-wrap' }}>{content}</span>;
  return (
    <span>
      {content}
      {sheet.prefilled.includes(row.field) && (
        <Tooltip title="Not saved on the sheet yet: taken from the parcel">
          <Tag color="default" style={{ marginLeft: 8 }} data-testid="prefilled-tag">
            From parcel
          </Tag>
        </Tooltip>
      )}
    </span>
  );
}

export function SheetReadView({
  tab,
  sheet,
  narrow,
}: {
  tab: QualificationTab;
  sheet: QualificationSheet;
  narrow: boolean;
}) {
  const rows = tabRows(tab, sheet.fields, 'read');
  return (
    <div data-testid={`read-${tab}`}>
      <Descriptions
        size="small"
        bordered
        column={1}
        layout={narrow ? 'vertical' : 'horizontal'}
        styles={{ label: narrow ? undefined : { width: 260 } }}
        items={rows.map((row) => ({
          key: row.key,
          label: row.label,
          children: <Value row={row} sheet={sheet} />,
        }))}
      />
      {tab === 'city' && (
        <Table
          style={{ marginTop: 16 }}
          size="small"
          bordered
          pagination={false}
          title={() => <Typography.Text strong>Questions To Ask Section</Typography.Text>}
          rowKey="n"
          data-testid="questions-to-ask"
          columns={[
            { title: '#', dataIndex: 'n', width: 40 },
            { title: 'Question', dataIndex: 'text' },
          ]}
          dataSource={QUALIFICATION_QUESTIONS_TO_ASK.map((text, i) => ({ n: i + 1, text }))}
        />
      )}
    </div>
  );
}
