import { useEffect, useRef } from 'react';
import { Empty, Spin } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { surveyMatchingApi, type SurveyCardType } from '../../api/survey-matching.js';
import { session } from '../../app/session.js';
import { MatchCard } from '../matching/match-cards.js';

/** Drawer list height of the spec (2.9): the viewport minus 165 px. */
const DRAWER_LIST_HEIGHT = 'calc(100vh - 165px)';

/**
 * A card's matches with infinite scroll: the next page loads as the list nears its end. Free Trial users get one
 * placeholder from the server and no further pages (spec 2.9).
 */
export function SurveyMatchList({
  surveyId,
  kind,
  type,
}: {
  surveyId: number;
  kind: SurveyCardType;
  type: 'contacts' | 'companies';
}) {
  const freeTrial = !session.isAdmin() && session.status() === 'Free Trial';
  const q = useInfiniteQuery({
    queryKey: ['surveys', 'matching', surveyId, kind, type],
    queryFn: ({ pageParam, signal }) => surveyMatchingApi.results(surveyId, kind, type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      !freeTrial && last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  // The next page loads when the end of the list comes into view (also when a page does not fill the drawer).
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { root: el.parentElement, rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, q.data]);
  if (q.isPending) return <Spin style={{ display: 'block', margin: 40 }} />;
  if (q.isError) return <Empty description={q.error.message} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (!rows.length) return <Empty description="No Matched Results" />;
  return (
    <div data-testid="survey-match-list" style={{ height: DRAWER_LIST_HEIGHT, overflowY: 'auto' }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 10 }}>
        {rows.map((row, i) => (
          <MatchCard
            key={`${row.id}-${i}`}
            kind={kind}
            row={row}
            companies={type === 'companies' && kind !== 'waterRights'}
          />
        ))}
      </div>
      <div ref={sentinel} style={{ height: 1 }} />
      {isFetchingNextPage && <Spin style={{ display: 'block', margin: 16 }} />}
    </div>
  );
}
