import { useSurveyTaker } from '../common/use-survey-taker.js';
import { Button, Modal, Skeleton, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { OVERLAY_Z } from '../common/overlay.js';
import { useQuery } from '@tanstack/react-query';
import type { ParcelDetail, PlaceholderCard, ProjectDetail } from '@utah-land/shared';
import { isPlaceholder, mapApi, mapKeys } from '../../api/map.js';
import type { Selection } from './map-state.js';
import { parcelNumberOf } from './use-named-selection.js';

export const NARROW_MAP_BREAKPOINT = 650;

/** The info window of the selected item: its main facts and 'More Information'. */
export function SelectionSummary({
  selection,
  onMoreInfo,
}: {
  selection: Selection;
  onMoreInfo: () => void;
}) {
  const kind = selection.isChild ? 'child' : 'parent';
  const surveyTaker = useSurveyTaker();
  const q = useQuery({
    queryKey:
      selection.type === 'Parcel'
        ? mapKeys.parcelInfo(selection.id, surveyTaker)
        : mapKeys.projectInfo(kind, selection.id, surveyTaker),
    queryFn: (): Promise<ParcelDetail | ProjectDetail | PlaceholderCard> =>
      selection.type === 'Parcel'
        ? mapApi.parcelInfo(selection.id, surveyTaker)
        : mapApi.projectInfo(kind, selection.id, surveyTaker),
  });
  // A Free Trial user gets a placeholder instead of the record (spec 6): the locked summary, no details.
  if (q.data && isPlaceholder(q.data))
    return <LockedSummary selection={selection} message={q.data.message} />;
  const d = q.data;
  const rows: [string, string | null | undefined][] = !d
    ? []
    : 'parcelId' in d
      ? [
          ['Parcel ID', parcelNumberOf(d)],
          ['Address', [d.address, d.city].filter(Boolean).join(', ')],
          ['Acreage', `${d.acreage.toFixed(2)} acres`],
          ['Zoning', d.actualZoning],
          ['Possible Lots', d.possibleNumberAndStyleOfLots],
        ]
      : [
          ['Status', d.project_status],
          ['Address', [d.address, d.city].filter(Boolean).join(', ')],
          ['Lots', d.numberAndStyleOfLots.join(', ')],
          ['Parcels', String(d.parcels.length)],
        ];
  const title = !d
    ? selection.label
    : 'parcelId' in d
      ? d.ownershipName || parcelNumberOf(d)
      : d.project_name_processed;
  return (
    <div style={{ minWidth: 240 }} data-testid="selection-summary">
      <Typography.Text type="secondary" style={{ fontSize: 11, textTransform: 'uppercase' }}>
        {kindLabel(selection)}
      </Typography.Text>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{title}</div>
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 10, fontSize: 12 }}>
          {rows
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <span style={{ color: '#616161' }}>{label}</span>
                <span>{value}</span>
              </div>
            ))}
        </div>
      )}
      <Button type="primary" size="small" style={{ marginTop: 8 }} onClick={onMoreInfo}>
        More Information
      </Button>
    </div>
  );
}

const kindLabel = (selection: Selection) =>
  selection.type === 'Parcel' ? 'Parcel' : selection.isChild ? 'Child Project' : 'Parent Project';

/** Free Trial: the selected item's summary is locked ('Upgrade to view details', spec 2.1 and 6). */
function LockedSummary({ selection, message }: { selection: Selection; message: string }) {
  return (
    <div style={{ minWidth: 240 }} data-testid="selection-summary">
      <Typography.Text type="secondary" style={{ fontSize: 11, textTransform: 'uppercase' }}>
        {kindLabel(selection)}
      </Typography.Text>
      <div
        data-testid="selection-locked"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          fontWeight: 600,
          color: '#1f4e79',
          marginTop: 4,
        }}
      >
        <LockOutlined /> {message}
      </div>
    </div>
  );
}

/** On narrow screens (650 px or less) the selection opens in a modal 90% wide instead of a map popover. */
export function SelectionModal({
  selection,
  onClose,
  onMoreInfo,
}: {
  selection: Selection;
  onClose: () => void;
  onMoreInfo: () => void;
}) {
  return (
    <Modal open zIndex={OVERLAY_Z} width="90%" footer={null} onCancel={onClose} title={selection.label}>
      <SelectionSummary selection={selection} onMoreInfo={onMoreInfo} />
    </Modal>
  );
}
