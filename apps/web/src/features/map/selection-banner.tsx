import type { ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { ProjectParcelsView, Selection } from './selection.js';

/** The banner over the map for the current selection or the 'Project Parcels' view, with Clear. */
export function SelectionBanner({
  selection,
  projectParcels,
  onClear,
  children,
}: {
  selection: Selection | null;
  projectParcels: ProjectParcelsView | null;
  onClear: () => void;
  /** More actions (e.g. 'View matches'). */
  children?: ReactNode;
}) {
  if (!selection && !projectParcels) return null;
  return (
    <div className="map-banner" data-testid="selection-banner">
      <span className="label">
        {projectParcels
          ? `Project Parcels: ${projectParcels.name}`
          : `Current selection: ${selection!.type} ${selection!.label}`}
      </span>
      <Button size="small" shape="round" icon={<CloseOutlined />} onClick={onClear}>
        Clear
      </Button>
      {children}
    </div>
  );
}
