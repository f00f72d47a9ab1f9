import { useEffect, useRef, useState } from 'react';
import { Empty, Spin, Tag } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SURVEY_MATCH_LIMITS, SURVEY_MATCH_MESSAGES, type MatchingType } from '@utah-land/shared';
import {
  surveyMatchingApi,
  surveyMatchingKeys,
  type ListType,
  type SurveyRef,
} from '../../api/survey-matching.js';
import type { MatchRow } from '../../api/matching.js';
import { seesPlaceholdersNow } from '../../app/session.js';
import { MatchCard } from '../matching/match-cards.js';
import { StrongMatches } from '../matching/strong-matches.js';

/** The land owner who named this parcel in a survey and wants to sell it (server: owner-land.ts). */
function ownerOf(row: MatchRow): { name: string; email: string } | null {
  const o = row.ownerWantsToSell as { name?: unknown; email?: unknown } | undefined;
  return o && typeof o.name === 'string' && typeof o.email === 'string'
    ? { name: o.name, email: o.email }
    : null;
}

export interface SurveyMatchListProps {
  surveyRef: SurveyRef;
  kind: MatchingType;
  type: ListType;
  pageSize: number;
  /** The list's height: the drawer list (100vh − 165px, default) or the compact preview (310 px). */
  height?: number | string;
  /** Further pages wait this long after the previous one (the /client drawer's 3 s). */
  nextPageDelayMs?: number;
  /** Called once the first page is shown (the survey-retrieval toasts). */
  onFirstPage?: () => void;
  onOpen?: (row: MatchRow) => void;
}

/**
 * One kind's matches of a survey with infinite scroll: the next page loads as the end of the list comes into view.
 * Free Trial users get one placeholder from the server and no further pages (spec 2.9).
 */
export function SurveyMatchList({
  surveyRef,
  kind,
  type,
  pageSize,
  height = SURVEY_MATCH_LIMITS.drawerListHeight,
  nextPageDelayMs = 0,
  onFirstPage,
  onOpen,
}: SurveyMatchListProps) {
  const freeTrial = seesPlaceholdersNow();
  const q = useInfiniteQuery({
    queryKey: surveyMatchingKeys.list(surveyRef, kind, type, pageSize),
    queryFn: ({ pageParam, signal }) =>
      surveyMatchingApi.results(
        surveyRef,
        { matchingtype: kind, type, page: pageParam, limit: pageSize },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      !freeTrial && last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, dataUpdatedAt } = q;
  // The end of the list in view asks for the next page, no sooner than `nextPageDelayMs` after the last one.
  const [due, setDue] = useState(true);
  useEffect(() => {
    if (!nextPageDelayMs || !dataUpdatedAt) return;
    setDue(false);
    const timer = setTimeout(() => setDue(true), nextPageDelayMs);
    return () => clearTimeout(timer);
  }, [dataUpdatedAt, nextPageDelayMs]);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetchingNextPage || !due) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { root: el.parentElement, rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, due, q.data]);
  const firstShown = useRef(false);
  useEffect(() => {
    if (q.isSuccess && !firstShown.current) {
      firstShown.current = true;
      onFirstPage?.();
    }
  }, [q.isSuccess, onFirstPage]);

  if (q.isPending) return <Spin style={{ display: 'block', margin: 40 }} />;
  if (q.isError) return <Empty description={q.error.message} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (!rows.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SURVEY_MATCH_MESSAGES.noMatches} />;
  const companies = type === 'companies';
  const first = q.data.pages[0]!;
  return (
    <div data-testid="survey-match-list" style={{ height, overflowY: 'auto' }}>
      {/* Every list of a survey's matches is ranked by fit, best first (docs/matching.md). */}
      <StrongMatches strongItems={first.strongItems} total={first.pagination.totalItems} />
      <div className="survey-match-grid">
        {rows.map((row, i) => {
          const card = (
            <MatchCard
              key={`${row.id}-${i}`}
              kind={kind}
              row={row}
              companies={companies}
              onOpen={onOpen && !row.placeholder && !freeTrial ? () => onOpen(row) : undefined}
            />
          );
          const owner = ownerOf(row);
          return owner ? (
            <div key={`${row.id}-${i}`} data-testid="owner-wants-to-sell">
              <Tag color="green" title={owner.email}>
                Owner wants to sell: {owner.name} ({owner.email})
              </Tag>
              {card}
            </div>
          ) : (
            card
          );
        })}
      </div>
      <div ref={sentinel} style={{ height: 1 }} />
      {(isFetchingNextPage || (hasNextPage && !due)) && <Spin style={{ display: 'block', margin: 16 }} />}
    </div>
  );
}
