import { Empty, Modal } from 'antd';
import { ProvenanceLine, RecordSource } from '../common/record-source.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { FieldSection, present } from './field-list.js';

/** A water right; identified by WRNUM in match lists. */
export interface WaterRightDetail {
  WRNUM?: string | null;
  WRCHEX?: string | null;
  OWNER_FIRST_NAME?: string | null;
  OWNER_LAST_NAME?: string | null;
  OWNER_EMAIL_ADDRESS?: string | null;
  OWNER_PHONE?: string | null;
  OWNER_ADDRESS1?: string | null;
  OWNER_ADDRESS2?: string | null;
  OWNER_INTEREST?: string | number | null;
}

/**
 * The Water Right detail: WRCHEX, owner names, e-mail, phone, address lines and interest; generated ones say so, and
 * every one ends with where it comes from and as of when.
 */
export function WaterRightModal({
  right,
  source,
  sourceAsOf,
  onClose,
}: {
  right: WaterRightDetail | null;
  source?: string | null;
  /** The date its values are true as of ('YYYY-MM-DD'); null when the source does not say. */
  sourceAsOf?: string | null;
  onClose: () => void;
}) {
  const r = right ?? {};
  const fields: [string, React.ReactNode][] = [
    ['Water Right Number', r.WRNUM],
    [
      'WRCHEX',
      r.WRCHEX ? (
        <a href={r.WRCHEX} target="_blank" rel="noreferrer">
          {r.WRCHEX}
        </a>
      ) : null,
    ],
    ['Owner First Name', r.OWNER_FIRST_NAME],
    ['Owner Last Name', r.OWNER_LAST_NAME],
    [
      'Owner E-mail',
      r.OWNER_EMAIL_ADDRESS ? <a href={`mailto:${r.OWNER_EMAIL_ADDRESS}`}>{r.OWNER_EMAIL_ADDRESS}</a> : null,
    ],
    [
      'Owner Phone',
      r.OWNER_PHONE ? <a href={`tel:${r.OWNER_PHONE.replace(/[^\d+]/g, '')}`}>{r.OWNER_PHONE}</a> : null,
    ],
    ['Address Line 1', r.OWNER_ADDRESS1],
    ['Address Line 2', r.OWNER_ADDRESS2],
    ['Interest', r.OWNER_INTEREST],
  ];
  return (
    <Modal
      zIndex={OVERLAY_Z}
      open
      title={
        <span>
          Water Right <RecordSource source={source} />
        </span>
      }
      width={900}
      footer={null}
      onCancel={onClose}
      styles={{ body: { maxHeight: 700, overflowY: 'auto' } }}
    >
      {fields.some(([, v]) => present(v)) ? (
        <FieldSection fields={fields} testId="water-right-detail" />
      ) : (
        <Empty />
      )}
      <ProvenanceLine source={source} asOf={sourceAsOf} />
    </Modal>
  );
}
