import { useSurveyTaker } from '../common/use-survey-taker.js';
import { Modal, Result, Skeleton } from 'antd';
import { OVERLAY_Z } from '../common/overlay.js';
import { BookmarkToggle } from './bookmark-toggle.js';
import { QualificationSheetLink } from '../qualification/qualification-link.js';
import { OwnerPortfolioLink } from './portfolio-link.js';
import { useQuery } from '@tanstack/react-query';
import { UNKNOWN, type ParcelDetail } from '@utah-land/shared';
import { isPlaceholder, mapApi, mapKeys } from '../../api/map.js';
import { LockedResult } from './locked-result.js';
import { FieldSection, LinkList, acres, joined, money, present, yesNo } from './field-list.js';
import { ProvenanceLine, RecordSource } from '../common/record-source.js';

export const PARCEL_MODAL_WIDTH = 800;

export type ProjectRef = ParcelDetail['project_names'][number];
/** The parcel a project link was followed from (the selected project's context, spec 2.3). */
export interface ParcelContext {
  id: number;
  label: string;
}

export const parcelTitle = (p: Pick<ParcelDetail, 'ownershipName' | 'formattedParcelId' | 'id'>) =>
  `Parcel : ${p.ownershipName || p.formattedParcelId || p.id}`;

function mailingAddress(p: ParcelDetail) {
  const cityZip = [p.mailingCity, [p.mailingState, p.mailingZip].filter(Boolean).join(' ')].filter(Boolean);
  return [p.mailingAddress, ...cityZip].filter(Boolean).join(', ') || null;
}

/** The parcel's sections, only present fields shown. */
export function ParcelDetailBody({
  p,
  onOpenProject,
}: {
  p: ParcelDetail;
  onOpenProject: (ref: ProjectRef, parcel: ParcelContext) => void;
}) {
  const sold = p.mlsStatus === 'Sold';
  return (
    <div data-testid="parcel-detail">
      <FieldSection
        fields={[
          [
            'Ownership Name',
            p.ownershipName && (
              <>
                {p.ownershipName} <OwnerPortfolioLink subject={{ parcelId: p.id }} />
              </>
            ),
          ],
          [
            'Parcel IDs',
            [p.parcelId, p.formattedParcelId]
              .filter(present)
              .filter((v, i, a) => a.indexOf(v) === i)
              .join(', '),
          ],
          ['Mortgage Info (Lender)', p.mortgageWhoIsTheLender],
        ]}
      />
      <FieldSection
        title="Ownership info"
        fields={[
          ['Absentee Owner', yesNo(p.ownershipInfoAbsentee)],
          ['Owner Location', p.ownerLocation],
          ['Out of State Owner', p.ownerLocation === 'Out of State' ? 'Yes' : null],
          ['Owner Type', p.ownerType],
          ['Mailing Address', mailingAddress(p)],
        ]}
      />
      <FieldSection
        title="Property Address info"
        fields={[
          ['State', p.state],
          ['Street', p.address],
          ['City', p.cityByGeometry || p.city],
          ['County', p.countyByGeometry || p.county],
          ['Zip', p.postalCode],
        ]}
      />
      <FieldSection
        title="Hypotheticals"
        fields={[
          ['Possible Number and Style of Lots', p.possibleNumberAndStyleOfLots],
          ['Zoning', p.possibleNumberAndStyleOfLotsZoning],
          ['Neighbor', p.possibleNumberAndStyleOfLotsNeighbors],
          ['Proxy', p.possibleNumberAndStyleOfLotsProxy],
        ]}
      />
      <FieldSection
        fields={[
          ['Acreage', acres(p.acreage)],
          ['Market Value', money(p.marketValue)],
        ]}
      />
      {!sold && (
        <FieldSection
          title="MLS Listing info"
          testId="mls-info"
          fields={[
            ['Status', p.mlsStatus],
            ['Agent', p.mlsAgent],
            ['Agent Contact', p.mlsAgentContact],
            ['Brokerage', p.mlsBrokerage],
            ['Brokerage Contact', p.mlsBrokerageContact],
            ['Listing Number', p.mlsListingNumber],
            ['Days on Market', p.mlsDom],
            ['Listing Price', money(p.mlsListingPrice)],
          ]}
        />
      )}
      <FieldSection
        title="Zoning"
        fields={[
          ['Actual Zoning', p.actualZoning],
          ['Zoning Code Links', p.zoningCodeLinks.length ? <LinkList links={p.zoningCodeLinks} /> : null],
          [
            'Zoning Overlay Links',
            p.zoningOverlayLinks.length ? <LinkList links={p.zoningOverlayLinks} /> : null,
          ],
        ]}
      />
      <FieldSection
        fields={[
          ['Area Tags', joined(p.areaTags)],
          ['Tax ID', p.taxId],
          ['Unincorporated', p.unincorporatedParcelStatus ? 'Unincorporated' : 'Incorporated'],
          [
            'Building on the Property',
            p.propertyInfoBuilding === null ? UNKNOWN : p.propertyInfoBuilding ? 'Yes' : 'No',
          ],
          ['Part of a Current Project', p.isPartOfACurrentProject ? 'Yes' : 'No'],
          [
            'Projects',
            p.project_names.length ? (
              <span>
                {p.project_names.map((ref, i) => (
                  <span key={`${ref.isChild}-${ref.id}`}>
                    {i > 0 && ', '}
                    <a
                      onClick={() =>
                        onOpenProject(ref, { id: p.id, label: p.formattedParcelId || p.parcelId })
                      }
                      data-testid="parcel-project-link"
                    >
                      {ref.name}
                    </a>
                  </span>
                ))}
              </span>
            ) : null,
          ],
        ]}
      />
    </div>
  );
}

/** The parcel More Information modal: 'Parcel : {owner | formatted id | id}', 800 wide. */
export function ParcelModal({
  id,
  onClose,
  onOpenProject,
}: {
  id: number;
  onClose: () => void;
  onOpenProject: (ref: ProjectRef, parcel: ParcelContext) => void;
}) {
  const surveyTaker = useSurveyTaker();
  const q = useQuery({
    queryKey: mapKeys.parcelInfo(id, surveyTaker),
    queryFn: () => mapApi.parcelInfo(id, surveyTaker),
  });
  // A Free Trial user gets the record's placeholder instead of its details (spec 6).
  const locked = !!q.data && isPlaceholder(q.data);
  const data = q.data && !isPlaceholder(q.data) ? q.data : undefined;
  return (
    <Modal
      zIndex={OVERLAY_Z}
      open
      width={PARCEL_MODAL_WIDTH}
      title={
        data ? (
          <span>
            {parcelTitle(data)}{' '}
            <BookmarkToggle
              kind="parcel"
              id={data.id}
              title={data.ownershipName || data.formattedParcelId || data.parcelId}
              bookmarked={data.existsInBookmarks}
              from="moreInfoPopup"
            />
            <QualificationSheetLink parcel={data} />{' '}
            <RecordSource source={data.source} county={data.county} />
          </span>
        ) : (
          `Parcel : ${id}`
        )
      }
      onCancel={onClose}
      footer={null}
      styles={{ body: { maxHeight: 700, overflowY: 'auto' } }}
    >
      {q.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {q.isError && <Result status="warning" title={q.error.message} />}
      {locked && <LockedResult />}
      {data && <ParcelDetailBody p={data} onOpenProject={onOpenProject} />}
      {data && <ProvenanceLine source={data.source} county={data.county} asOf={data.sourceAsOf} />}
    </Modal>
  );
}
