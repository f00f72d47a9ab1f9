import { useRef, useState } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  matchingApi,
  matchingKeys,
  type MatchKind,
  type MatchRow,
  type MatchSubject,
} from '../../api/matching.js';
import { MatchCard } from './match-cards.js';
import { MatchRowDetail } from './match-row-detail.js';
import { StrongMatches } from './strong-matches.js';
import type { MatchesView } from './matches-memory.js';

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
  // What had focus when a detail opened (a card's name, by keyboard): it gets focus back when the detail closes.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
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
    queryKey: matchingKeys.list(subject, kind, options),
    queryFn: ({ signal }) => matchingApi.list(subject, kind, options, signal),
  });
  if (q.isPending) return <Spin style={{ display: 'block', margin: 40 }} />;
  if (q.isError) return <Empty description={q.error.message} />;
  const rows = q.data.data;
  if (!rows.length) return <Empty description="No Matched Results" />;
  const openRow = (row: MatchRow) => {
    if (freeTrial || row.placeholder) return; // match card links are blocked for Free Trial
    if (companies) onOpenCompany(row);
    else {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen({ kind, row });
    }
  };
  return (
    <div data-testid="match-list">
      <StrongMatches strongItems={q.data.strongItems} total={q.data.pagination.totalItems} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 10 }}>
        {rows.map((row, i) => (
          <MatchCard
            key={row.id ?? `p${i}`}
            kind={kind}
            row={row}
            companies={companies}
            onOpen={freeTrial || row.placeholder ? undefined : () => openRow(row)}
            explainFrom={freeTrial ? undefined : subject}
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
      {open && <MatchRowDetail kind={open.kind} row={open.row} onClose={close} />}
    </div>
  );
}
