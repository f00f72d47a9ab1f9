import { useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { matchingApi, type MatchKind, type MatchRow, type MatchSubject } from '../../api/matching.js';
import { ContactModal, type ContactDetail } from '../map/details/contact-modal.js';
import { ParcelModal } from '../map/details/parcel-modal.js';
import { ProjectModal } from '../map/details/project-modal.js';
import { WaterRightModal } from '../map/details/water-right-modal.js';
import { MatchCard } from './match-cards.js';
import type { MatchesView } from './matches-memory.js';
import { whyMatchedOf } from './why-matched.js';
import { subjectKey } from './use-match-counts.js';

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
});

type Open = { kind: MatchKind; row: MatchRow } | null;

/** One page of a group's matches as cards; a card opens its detail (company cards open the company drawer). */
export function MatchList({
  subject,
  view,
  freeTrial,
  onPage,
  onOpenCompany,
}: {
  subject: MatchSubject;
  view: MatchesView;
  freeTrial: boolean;
  onPage: (page: number, limit: number) => void;
  /** A company card: its row (with why it matched) for the company detail drawer. */
  onOpenCompany: (row: MatchRow) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const kind = view.group;
  const companies = view.listType === 'companies' && !['parcels', 'waterRights', 'projects'].includes(kind);
  const options = {
    page: view.page,
    limit: view.limit,
    type: view.listType,
    projectType: kind === 'projects' ? view.projectType : undefined,
    split: kind === 'parcels' ? view.split : undefined,
  };
  const q = useQuery({
    queryKey: ['matching', 'list', ...subjectKey(subject), kind, options],
    queryFn: ({ signal }) => matchingApi.list(subject, kind, options, signal),
  });
  if (q.isPending) return <Spin style={{ display: 'block', margin: 40 }} />;
  if (q.isError) return <Empty description={q.error.message} />;
  const rows = q.data.data;
  if (!rows.length) return <Empty description="No Matched Results" />;
  const openRow = (row: MatchRow) => {
    if (freeTrial || row.placeholder) return; // match card links are blocked for Free Trial
    if (companies) onOpenCompany(row);
    else setOpen({ kind, row });
  };
  return (
    <div data-testid="match-list">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 10 }}>
        {rows.map((row, i) => (
          <MatchCard
            key={row.id ?? `p${i}`}
            kind={kind}
            row={row}
            companies={companies}
            onOpen={() => openRow(row)}
          />
        ))}
      </div>
      {!freeTrial && (
        <Pagination
          style={{ marginTop: 12, textAlign: 'right' }}
          current={view.page}
          pageSize={view.limit}
          total={q.data.pagination.totalItems}
          showSizeChanger={false}
          onChange={(page, limit) => onPage(page, limit)}
        />
      )}
      {open?.kind === 'parcels' && (
        <ParcelModal id={open.row.id} onClose={() => setOpen(null)} onOpenProject={() => setOpen(null)} />
      )}
      {open?.kind === 'projects' && (
        <ProjectModal
          id={open.row.id}
          isChild={open.row.parentProjectId !== null}
          onClose={() => setOpen(null)}
          onViewParcels={() => setOpen(null)}
        />
      )}
      {open?.kind === 'waterRights' && (
        <WaterRightModal
          onClose={() => setOpen(null)}
          source={s(open.row.source)}
          right={{
            WRNUM: s(open.row.wrnum),
            WRCHEX: s(open.row.wrchex),
            OWNER_FIRST_NAME: s(open.row.ownerFirstName),
            OWNER_LAST_NAME: s(open.row.ownerLastName),
            OWNER_EMAIL_ADDRESS: s(open.row.ownerEmailAddress),
            OWNER_PHONE: s(open.row.ownerPhone),
            OWNER_ADDRESS1: s(open.row.ownerAddress1),
            OWNER_ADDRESS2: s(open.row.ownerAddress2),
            OWNER_INTEREST: s(open.row.ownerInterest),
          }}
        />
      )}
      {open && !['parcels', 'projects', 'waterRights'].includes(open.kind) && (
        <ContactModal
          contact={toContact(open.row)}
          contactId={open.row.id}
          whyMatched={whyMatchedOf(open.kind, open.row, false)}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
