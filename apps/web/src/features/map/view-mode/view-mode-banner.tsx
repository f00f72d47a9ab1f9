import type { ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ViewMode } from '../../records/view-mode.js';

/** The map banner of a view mode ('Matches' / 'Bookmarks') with Clear and a way back to its list. */
export function ViewModeBanner({
  mode,
  onList,
  onClear,
  actions,
}: {
  mode: ViewMode;
  /** More actions (e.g. 'View matches' of the matched subject). */
  actions?: ReactNode;
  onList: () => void;
  onClear: () => void;
}) {
  return (
    <div className="map-banner" data-testid="view-mode-banner">
      <span className="label">{mode.kind}</span>
      <Button size="small" shape="round" icon={<UnorderedListOutlined />} onClick={onList}>
        List
      </Button>
      <Button size="small" shape="round" icon={<CloseOutlined />} onClick={onClear}>
        Clear
      </Button>
      {actions}
    </div>
  );
}
