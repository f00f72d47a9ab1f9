import { Empty, Modal, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { matchingApi, matchingKeys } from '../../api/matching.js';
import { ProvenanceLine, RecordSource } from '../common/record-source.js';
import { WhyMatched } from './why-matched.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { OwnerPortfolioLink } from './portfolio-link.js';
import { FieldSection, joined, type Field } from './field-list.js';

export const CONTACT_MODAL_WIDTH = 900;

type Many = string | string[] | null | undefined;

/** A contact as the matching and survey calls describe it; every field optional. */
export interface ContactDetail {
  name?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  ownerName?: string | null;
  email?: Many;
  workEmail?: string | null;
  jobtitle?: string | null;
  address?: string | null;
  builderFocusSpecialty?: Many;
  country?: string | null;
  city?: Many;
  state?: string | null;
  county?: Many;
  zip?: string | null;
  company_name?: Many;
  Type?: Many;
  createdBy?: string | null;
  dateOfBirth?: string | null;
  endProductPriceRanges?: Many;
  website?: Many;
  facebookUrl?: string | null;
  twitterUrl?: string | null;
  linkedinUrl?: string | null;
  fax?: string | null;
  phoneNumber?: Many;
  phone?: Many;
  phoneNumber1?: string | null;
  phoneNumber2?: string | null;
  mobilephone?: string | null;
  lotSize?: Many;
  desiredLotSizes?: Many;
  homeBuyerPriceRange?: Many;
  typeStyleOfHome?: Many;
  investmentRange?: Many;
  ownerTags?: Many;
  utahAreaTags?: Many;
  developerTags?: Many;
  parcels?: Many;
  projects?: Many;
  project_status?: Many;
  numberAndStyleOfLots?: Many;
  desiredNumberAndStyleOfLots?: Many;
  /** Preferences the matching compares (GET /contacts/{id}). */
  areas?: Many;
  products?: Many;
  lotRanges?: Many;
  priceRanges?: Many;
  /** Where the record comes from ('generated' for demo data). */
  source?: string | null;
  /** The date its values are true as of ('YYYY-MM-DD'); null when the source does not say. */
  sourceAsOf?: string | null;
}

export const asList = (v: Many): string[] =>
  v === null || v === undefined ? [] : (Array.isArray(v) ? v : [v]).filter((s) => s && s.trim());
const text = (v: Many) => joined(asList(v));

export const MailLinks = ({ v }: { v: Many }) =>
  asList(v).length ? (
    <span>
      {asList(v).map((e, i) => (
        <span key={e}>
          {i > 0 && ', '}
          <a href={`mailto:${e}`}>{e}</a>
        </span>
      ))}
    </span>
  ) : null;

export const TelLinks = ({ v }: { v: string[] }) =>
  v.length ? (
    <span>
      {v.map((p, i) => (
        <span key={p}>
          {i > 0 && ', '}
          <a href={`tel:${p.replace(/[^\d+]/g, '')}`}>{p}</a>
        </span>
      ))}
    </span>
  ) : null;

export const WebLinks = ({ v }: { v: string[] }) =>
  v.length ? (
    <span>
      {v.map((u, i) => (
        <span key={u}>
          {i > 0 && ', '}
          <a href={/^https?:/.test(u) ? u : `https://${u}`} target="_blank" rel="noreferrer">
            {u}
          </a>
        </span>
      ))}
    </span>
  ) : null;

export function contactName(c: ContactDetail) {
  return c.name || [c.firstname, c.lastname].filter(Boolean).join(' ') || null;
}

export function contactFields(c: ContactDetail): Field[] {
  const phones = [
    ...asList(c.phoneNumber),
    ...asList(c.phone),
    ...asList(c.phoneNumber1),
    ...asList(c.phoneNumber2),
    ...asList(c.mobilephone),
  ];
  const social = [c.facebookUrl, c.twitterUrl, c.linkedinUrl].filter((s): s is string => !!s);
  return [
    ['Name', contactName(c)],
    ['Owner Name', c.ownerName],
    ['Job Title', c.jobtitle],
    ['Emails', asList(c.email).length ? <MailLinks v={c.email} /> : null],
    ['Work Email', c.workEmail ? <MailLinks v={c.workEmail} /> : null],
    ['Address', c.address],
    ['Builder Focus Specialty', text(c.builderFocusSpecialty)],
    ['Country', c.country],
    ['City', text(c.city)],
    ['State', c.state],
    ['County', text(c.county)],
    ['Zip', c.zip],
    ['Company', text(c.company_name)],
    ['Contact Type', text(c.Type)],
    ['Created By', c.createdBy],
    ['Date of Birth', c.dateOfBirth],
    ['End Product Price Ranges', text(c.endProductPriceRanges)],
    ['Website', asList(c.website).length ? <WebLinks v={asList(c.website)} /> : null],
    ['Social Links', social.length ? <WebLinks v={social} /> : null],
    ['Fax', c.fax],
    ['Phones', phones.length ? <TelLinks v={[...new Set(phones)]} /> : null],
    ['Areas', text(c.areas)],
    ['Products', text(c.products)],
    ['Lot Ranges', text(c.lotRanges)],
    ['Price Ranges', text(c.priceRanges)],
    ['Lot Size Preferences', text([...asList(c.lotSize), ...asList(c.desiredLotSizes)])],
    ['Home Preferences', text(c.typeStyleOfHome)],
    ['Price Preferences', text([...asList(c.homeBuyerPriceRange), ...asList(c.investmentRange)])],
    [
      'Number and Style of Lots',
      text([...asList(c.numberAndStyleOfLots), ...asList(c.desiredNumberAndStyleOfLots)]),
    ],
    ['Tags', text([...asList(c.ownerTags), ...asList(c.utahAreaTags), ...asList(c.developerTags)])],
    ['Parcels', text(c.parcels)],
    ['Projects', text(c.projects)],
    ['Project Status', text(c.project_status)],
  ];
}

/**
 * The Contact modal (spec 2.3): 'Contact', 900 wide, only present fields; an empty placeholder with no data. Opened
 * from a match, it first says why the contact matched; a generated contact says so in the title.
 */
export function ContactModal({
  contact,
  contactId,
  whyMatched,
  onClose,
}: {
  contact: ContactDetail | null;
  /** The contact's id: its full record, with its preferences, is loaded and shown over `contact`. */
  contactId?: number;
  /** Why it matched the subject, when opened from a match ("why it matched" lines). */
  whyMatched?: string[];
  onClose: () => void;
}) {
  const full = useQuery({
    queryKey: matchingKeys.contact(contactId),
    queryFn: () => matchingApi.contact(contactId!),
    enabled: contactId !== undefined,
  });
  const shown = full.data ? { ...contact, ...full.data } : contact;
  const fields = shown ? contactFields(shown) : [];
  const hasAny = fields.some(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <Modal
      zIndex={OVERLAY_Z}
      open
      title={
        <span>
          Contact <RecordSource source={shown?.source} />
        </span>
      }
      width={CONTACT_MODAL_WIDTH}
      footer={null}
      onCancel={onClose}
      styles={{ body: { maxHeight: 700, overflowY: 'auto' } }}
    >
      {whyMatched && <WhyMatched lines={whyMatched} title="Why it matched" />}
      {full.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : hasAny ? (
        <>
          <FieldSection fields={fields} testId="contact-detail" />
          {contactId !== undefined && <OwnerPortfolioLink subject={{ contactId }} />}
        </>
      ) : (
        <Empty />
      )}
      {shown && !full.isLoading && <ProvenanceLine source={shown.source} asOf={shown.sourceAsOf} />}
    </Modal>
  );
}
