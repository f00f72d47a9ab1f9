import { useSurveyTaker } from '../common/use-survey-taker.js';
import { Button, Modal, Result, Skeleton, Tag } from 'antd';
import { OVERLAY_Z } from '../common/overlay.js';
import { BookmarkToggle } from './bookmark-toggle.js';
import { OwnerPortfolioLink } from './portfolio-link.js';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@utah-land/shared';
import { isPlaceholder, mapApi, mapKeys } from '../../api/map.js';
import { LockedResult } from './locked-result.js';
import { FieldSection, acres, joined, money, yesNo } from './field-list.js';
import { ShowMoreList } from './show-more-list.js';
import { ProvenanceLine, RecordSource } from '../common/record-source.js';

export const PROJECT_MODAL_WIDTH = 800;

export const projectTitle = (name: string) => `More Information view of Project : ${name}`;

/** The project's fields, only present ones shown, ending with where it comes from and as of when. */
export function ProjectDetailBody({ p, onViewParcels }: { p: ProjectDetail; onViewParcels: () => void }) {
  return (
    <div data-testid="project-detail">
      {p.parcels.length > 0 && (
        <Button
          type="link"
          icon={<EnvironmentOutlined />}
          style={{ padding: 0, marginBottom: 8 }}
          onClick={onViewParcels}
        >
          View parcels on map
        </Button>
      )}
      <FieldSection
        fields={[
          ['Project Name', p.project_name_processed],
          ['Parent Project', p.parentName],
          [
            'Owners',
            p.owner_name_processed.length ? (
              <ShowMoreList items={p.owner_name_processed} testId="owners" />
            ) : null,
          ],
          ['Ownership Name', p.owner_name_processed.length ? null : p.ownershipName],
          ['Owner Portfolio', <OwnerPortfolioLink key="portfolio" subject={{ projectId: p.id }} />],
        ]}
      />
      <FieldSection
        title="Address info"
        fields={[
          ['State', p.state],
          ['Street', p.address],
          ['City', p.city_by_geometry || p.city],
          ['County', p.county],
          ['Zip', p.zip],
        ]}
      />
      <FieldSection
        title="Project"
        fields={[
          ['Buildable Number and Style of Lots', joined(p.numberAndStyleOfLots)],
          ['Desired Number and Style of Lots', joined(p.desiredNumberAndStyleOfLots)],
          ['Special Product Type', joined(p.specialProductTypes)],
          ['Lot Sizes', joined(p.lotSize)],
          ['Project Status', p.project_status],
          ['Sub Status', p.sub_status],
          ['House Style', joined(p.housestyle)],
          ['Square Footage', p.houseSquareFootage],
          ['Bedrooms', p.bedrooms],
          ['Bathrooms', p.bathrooms],
          ['Garage Size', p.garages],
          ['Zoning', p.zoning],
          ['Acreage', acres(p.acreage)],
          [
            'Project Parcel IDs',
            p.parcels.length ? <ShowMoreList items={p.parcels} testId="project-parcel-ids" /> : null,
          ],
          ['Distressed', p.distressed ? <Tag color="red">Distressed</Tag> : null],
          ['Price Point', money(p.pricePoint)],
          ['MLS Entry', yesNo(p.mls_entry)],
          ['MLS Status', p.mlsStatus],
          ['Company Matches', joined(p.companyMatches)],
          ['Retire or Display', p.retire_or_display],
        ]}
      />
      <ProvenanceLine source={p.source} asOf={p.sourceAsOf} />
    </div>
  );
}

/** The parent or child project More Information modal: 800 wide, body at most 700 high and scrolling. */
export function ProjectModal({
  id,
  isChild,
  onClose,
  onViewParcels,
}: {
  id: number;
  isChild: boolean;
  onClose: () => void;
  onViewParcels: (p: ProjectDetail) => void;
}) {
  const kind = isChild ? 'child' : 'parent';
  const surveyTaker = useSurveyTaker();
  const q = useQuery({
    queryKey: mapKeys.projectInfo(kind, id, surveyTaker),
    queryFn: () => mapApi.projectInfo(kind, id, surveyTaker),
  });
  // A Free Trial user gets the record's placeholder instead of its details (spec 6).
  const locked = !!q.data && isPlaceholder(q.data);
  const data = q.data && !isPlaceholder(q.data) ? q.data : undefined;
  return (
    <Modal
      zIndex={OVERLAY_Z}
      open
      width={PROJECT_MODAL_WIDTH}
      title={
        <span>
          {projectTitle(data?.project_name_processed ?? '')}{' '}
          {data && (
            <BookmarkToggle
              kind="project"
              id={data.id}
              projectType={data.isChild ? 'child' : 'parent'}
              title={data.project_name_processed}
              bookmarked={data.existsInBookmarks}
              from="moreInfoPopup"
            />
          )}{' '}
          {data && <RecordSource source={data.source} />}
        </span>
      }
      onCancel={onClose}
      footer={null}
      styles={{ body: { maxHeight: 700, overflowY: 'auto' } }}
    >
      {q.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {q.isError && <Result status="warning" title={q.error.message} />}
      {locked && <LockedResult />}
      {data && <ProjectDetailBody p={data} onViewParcels={() => onViewParcels(data)} />}
    </Modal>
  );
}
