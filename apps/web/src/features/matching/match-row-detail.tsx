import type { MatchKind, MatchRow } from '../../api/matching.js';
import { ContactModal, type ContactDetail } from '../records/contact-modal.js';
import { ParcelModal } from '../records/parcel-modal.js';
import { ProjectModal } from '../records/project-modal.js';
import { WaterRightModal } from '../records/water-right-modal.js';
import { whyMatchedOf } from '../records/why-matched.js';

const s = (v: unknown) => (typeof v === 'string' ? v : null);
const toContact = (r: MatchRow): ContactDetail => ({
  name: s(r.name),
  firstname: s(r.firstname),
  lastname: s(r.lastname),
  email: r.emails as string[],
  workEmail: s(r.workEmail),
  address: s(r.address),
  city: r.cities as string[],
  company_name: s(r.company),
  Type: r.types as string[],
  website: r.websites as string[],
  phone: r.phones as string[],
  phoneNumber1: s(r.phoneNumber1),
  phoneNumber2: s(r.phoneNumber2),
  source: s(r.source),
  sourceAsOf: s(r.sourceAsOf),
});

/** The 'more info' of one match row: the parcel, project, water right or contact window of its kind. */
export function MatchRowDetail({
  kind,
  row,
  onClose,
}: {
  kind: MatchKind;
  row: MatchRow;
  onClose: () => void;
}) {
  const { id } = row;
  if (id === undefined) return null; // a Free Trial placeholder: no record to open (its card does not open)
  return (
    <>
      {kind === 'parcels' && <ParcelModal id={id} onClose={onClose} onOpenProject={onClose} />}
      {kind === 'projects' && (
        <ProjectModal
          id={id}
          isChild={row.parentProjectId !== null}
          onClose={onClose}
          onViewParcels={onClose}
        />
      )}
      {kind === 'waterRights' && (
        <WaterRightModal
          onClose={onClose}
          source={s(row.source)}
          sourceAsOf={s(row.sourceAsOf)}
          right={{
            WRNUM: s(row.wrnum),
            WRCHEX: s(row.wrchex),
            OWNER_FIRST_NAME: s(row.ownerFirstName),
            OWNER_LAST_NAME: s(row.ownerLastName),
            OWNER_EMAIL_ADDRESS: s(row.ownerEmailAddress),
            OWNER_PHONE: s(row.ownerPhone),
            OWNER_ADDRESS1: s(row.ownerAddress1),
            OWNER_ADDRESS2: s(row.ownerAddress2),
            OWNER_INTEREST: s(row.ownerInterest),
          }}
        />
      )}
      {!['parcels', 'projects', 'waterRights'].includes(kind) && (
        <ContactModal
          contact={toContact(row)}
          contactId={id}
          whyMatched={whyMatchedOf(kind, row, false)}
          onClose={onClose}
        />
      )}
    </>
  );
}
