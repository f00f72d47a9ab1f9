import type { ProjectDetail } from '@utah-land/shared';
import type { DetailTarget } from './map-state.js';
import { ParcelModal, type ParcelContext, type ProjectRef } from '../records/parcel-modal.js';
import { ProjectModal } from '../records/project-modal.js';

/**
 * The map's More Information modals (spec 2.3): a parcel's, or a parent or child project's. A project link in the
 * parcel modal selects that project with the parcel as its context and closes the modal.
 */
export function DetailModals({
  detail,
  onDetail,
  onSelectProject,
  onViewParcels,
}: {
  detail: DetailTarget | null;
  onDetail: (next: DetailTarget | null) => void;
  onSelectProject: (ref: ProjectRef, parcel: ParcelContext) => void;
  onViewParcels: (project: ProjectDetail) => void;
}) {
  if (detail?.type === 'Parcel')
    return (
      <ParcelModal
        id={detail.id}
        onClose={() => onDetail(null)}
        onOpenProject={(ref, parcel) => {
          onDetail(null);
          onSelectProject(ref, parcel);
        }}
      />
    );
  if (detail?.type === 'Project')
    return (
      <ProjectModal
        id={detail.id}
        isChild={detail.isChild}
        onClose={() => onDetail(null)}
        onViewParcels={onViewParcels}
      />
    );
  return null;
}
