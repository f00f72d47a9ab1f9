import type { ProjectDetail } from '@utah-land/shared';
import type { DetailTarget } from '../selection.js';
import { ParcelModal } from './parcel-modal.js';
import { ProjectModal } from './project-modal.js';

/**
 * The map's More Information modals (spec 2.3): a parcel's, or a parent or child project's. A project link in the
 * parcel modal opens that project's modal (and the map's results follow it to the Projects tab).
 */
export function DetailModals({
  detail,
  onDetail,
  onProjectTab,
  onViewParcels,
}: {
  detail: DetailTarget | null;
  onDetail: (next: DetailTarget | null) => void;
  onProjectTab: (isChild: boolean) => void;
  onViewParcels: (project: ProjectDetail) => void;
}) {
  if (detail?.type === 'Parcel')
    return (
      <ParcelModal
        id={detail.id}
        onClose={() => onDetail(null)}
        onOpenProject={(ref) => {
          onProjectTab(ref.isChild);
          onDetail({ type: 'Project', id: ref.id, isChild: ref.isChild });
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
