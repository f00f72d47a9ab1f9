import { Empty, Modal } from 'antd';
import { ProvenanceLine, RecordSource } from '../common/record-source.js';
import { WhyMatched } from './why-matched.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { FieldSection, present } from './field-list.js';
import { MailLinks, WebLinks, asList, contactFields, type ContactDetail } from './contact-modal.js';

export const COMPANY_MODAL_WIDTH = 900;

/** A company: its own fields, contact-style fields and its contacts. */
export interface CompanyDetail extends ContactDetail {
  company?: string | null;
  mailingAddress?: string | null;
  contactType?: string | string[] | null;
  facebookCompanyPage?: string | null;
  linkedinCompanyPage?: string | null;
  contacts?: { id: number; name: string }[];
}

/**
 * The Company modal: 'Company', 900 wide, only present fields, and the company's contacts. Opened from a match, it
 * first says why the company matched; a generated company says so in the title.
 */
export function CompanyModal({
  company,
  whyMatched,
  onClose,
}: {
  company: CompanyDetail | null;
  /** Why it matched the subject (its matching contacts' values), when opened from a match. */
  whyMatched?: string[];
  onClose: () => void;
}) {
  const c = company ?? {};
  const pages = [c.facebookCompanyPage, c.linkedinCompanyPage].filter((s): s is string => !!s);
  const fields = [
    ['Name', c.name || c.company],
    ['Email', asList(c.email).length ? <MailLinks v={c.email} /> : null],
    ['Address', c.address],
    ['Mailing Address', c.mailingAddress],
    ['Company Type', asList(c.contactType ?? null).join(', ') || null],
    ['Company Pages', pages.length ? <WebLinks v={pages} /> : null],
    ...contactFields({ ...c, name: null, email: null, address: null }),
    ['Contacts', c.contacts?.length ? c.contacts.map((x) => `${x.name} (${x.id})`).join(', ') : null],
  ] as [string, React.ReactNode][];
  const hasAny = fields.some(([, v]) => present(v));
  return (
    <Modal
      zIndex={OVERLAY_Z}
      open
      title={
        <span>
          Company <RecordSource source={c.source} />
        </span>
      }
      width={COMPANY_MODAL_WIDTH}
      footer={null}
      onCancel={onClose}
      styles={{ body: { maxHeight: 700, overflowY: 'auto' } }}
    >
      {whyMatched && <WhyMatched lines={whyMatched} title="Why it matched" />}
      {hasAny ? <FieldSection fields={fields} testId="company-detail" /> : <Empty />}
      {company && <ProvenanceLine source={c.source} asOf={c.sourceAsOf} />}
    </Modal>
  );
}
