import type { ReactNode } from 'react';
import { Button, Segmented } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { ProjectParcelType } from '../../api/map.js';
import type { ProjectParcelsView, Selection } from './map-state.js';

/** Project Parcels sub-types. */
export const PROJECT_PARCEL_TYPES: { value: ProjectParcelType; label: string }[] = [
  { value: 'all', label: 'All Parcels' },
  { value: 'buildableParcels', label: 'Buildable Parcels' },
  { value: 'alreadyBuildedParcels', label: 'Already Built Parcels' },
];

/** The banner over the map for the current selection or the 'Project Parcels' view, with Clear. */
export function SelectionBanner({
  selection,
  projectParcels,
  onClear,
  onProjectParcelType,
  children,
}: {
  selection: Selection | null;
  projectParcels: ProjectParcelsView | null;
  onClear: () => void;
  onProjectParcelType: (type: ProjectParcelType) => void;
  /** More actions (e.g. 'View matches'). */
  children?: ReactNode;
}) {
  if (!selection && !projectParcels) return null;
  const label = projectParcels
    ? `Project Parcels: ${projectParcels.name}`
    : `Current selection: ${selection!.type} ${selection!.label}${
        selection!.context ? ` (from ${selection!.context.type} ${selection!.context.label})` : ''
      }`;
  return (
    <div className="map-banner" data-testid="selection-banner">
      <span className="label" title={label}>
        {label}
      </span>
      {projectParcels && (
        <Segmented
          size="small"
          shape="round"
          value={projectParcels.type}
          options={PROJECT_PARCEL_TYPES}
          onChange={(v) => onProjectParcelType(v)}
          data-testid="project-parcel-type"
        />
      )}
      <Button size="small" shape="round" icon={<CloseOutlined />} onClick={onClear}>
        Clear
      </Button>
      {children}
    </div>
  );
}
