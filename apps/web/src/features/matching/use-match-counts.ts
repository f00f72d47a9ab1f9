import { useQueries } from '@tanstack/react-query';
import { MATCH_KINDS, matchingApi, type MatchKind, type MatchSubject } from '../../api/matching.js';

export const subjectKey = (s: MatchSubject) => [
  s.type,
  s.id,
  s.isChild ? 'child' : 'parent',
  s.hypothetical ?? '',
  s.surveyTaker ?? '',
];

/** The eight counts of a subject, each its own request so they load in parallel (shared by popover and drawer). */
export function useMatchCounts(subject: MatchSubject | null) {
  const results = useQueries({
    queries: MATCH_KINDS.map((kind) => ({
      queryKey: ['matching', 'count', ...(subject ? subjectKey(subject) : []), kind],
      queryFn: ({ signal }: { signal: AbortSignal }) => matchingApi.count(subject!, kind, signal),
      enabled: !!subject,
      staleTime: 60_000,
    })),
  });
  const counts = Object.fromEntries(MATCH_KINDS.map((k, i) => [k, results[i]?.data])) as Record<
    MatchKind,
    number | undefined
  >;
  const loading = results.some((r) => r.isPending);
  const failed = results.some((r) => r.isError);
  const total = MATCH_KINDS.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  return { counts, loading, failed, total };
}
