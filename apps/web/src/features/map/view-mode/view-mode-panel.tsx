import { Card, Drawer, Empty, List, Tag } from 'antd';
import type { ViewItem, ViewMode } from '../../records/view-mode.js';

const PAGE_SIZES = [20, 50, 100];

/** The view mode's results panel: one card per item; a card selects its item on the map. */
export function ViewModePanel({
  mode,
  open,
  page,
  limit,
  selectedKey,
  onPage,
  onClose,
  onSelect,
}: {
  mode: ViewMode;
  open: boolean;
  page: number;
  limit: number;
  selectedKey?: string;
  onPage: (page: number, limit: number) => void;
  onClose: () => void;
  onSelect: (item: ViewItem) => void;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={mode.width}
      mask={false}
      // Above the shell's side menu (z-index 1001), like the matches drawer.
      zIndex={1010}
      title={`${mode.kind}${mode.detail ? `: ${mode.detail}` : ''} (${mode.items.length})`}
      rootClassName="view-mode-panel"
      data-testid="view-mode-panel"
    >
      {mode.items.length === 0 ? (
        <Empty description="Nothing to show on the map" />
      ) : (
        <List
          grid={{ gutter: 12, column: 2 }}
          dataSource={mode.items}
          pagination={{
            current: page,
            pageSize: limit,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            onChange: (p, size) => onPage(size !== limit ? 1 : p, size),
          }}
          renderItem={(item) => (
            <List.Item>
              <Card
                size="small"
                hoverable
                data-testid="view-mode-card"
                onClick={() => onSelect(item)}
                style={item.key === selectedKey ? { borderColor: '#d4380d' } : undefined}
              >
                <Tag color={item.type === 'Parcel' ? 'blue' : item.type === 'Project' ? 'green' : 'gold'}>
                  {item.type === 'Other' ? mode.detail : item.type}
                </Tag>
                <strong>{item.title}</strong>
                <div style={{ color: '#616161', fontSize: 12, marginTop: 4 }}>
                  {item.lat.toFixed(5)}, {item.lng.toFixed(5)}
                </div>
              </Card>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
