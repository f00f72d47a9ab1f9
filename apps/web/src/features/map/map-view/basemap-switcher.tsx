import { Button, Segmented } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { BASEMAP_IDS, BASEMAP_LABELS, type BasemapId } from './map-style.js';

/** The basemap switcher (Outline, Streets, Imagery, Topo) and the notice when an online basemap failed. */
export function BasemapSwitcher({
  value,
  onChange,
  notice,
  onDismiss,
}: {
  value: BasemapId;
  onChange: (id: BasemapId) => void;
  notice: string | null;
  onDismiss: () => void;
}) {
  return (
    <div className="basemap-switcher" data-testid="basemap-switcher">
      {notice && (
        <div className="basemap-notice" role="status" data-testid="basemap-notice">
          <span>{notice}</span>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label="Dismiss"
            onClick={onDismiss}
          />
        </div>
      )}
      <Segmented
        size="small"
        value={value}
        onChange={(v) => onChange(v)}
        options={BASEMAP_IDS.map((id) => ({ value: id, label: BASEMAP_LABELS[id] }))}
        aria-label="Basemap"
      />
    </div>
  );
}
