import { useQuery } from '@tanstack/react-query';
import {
  MATCH_KINDS,
  matchingApi,
  matchingKeys,
  type MatchKind,
  type MatchSubject,
} from '../../api/matching.js';

/**
 * The eight counts of a subject in one request (shared by popover and drawer): the server counts them in parallel,
 * so one call costs less than eight (bench/search-and-counts.md).
 */
export function useMatchCounts(subject: MatchSubject | null) {
  const result = useQuery({
    queryKey: matchingKeys.counts(subject),
    queryFn: ({ signal }) => matchingApi.counts(subject!, signal),
    enabled: !!subject,
    staleTime: 60_000,
  });
  const counts = Object.fromEntries(MATCH_KINDS.map((k) => [k, result.data?.[k]])) as Record<
    MatchKind,
    number | undefined
  >;
  const loading = result.isPending;
  const failed = result.isError;
  const total = MATCH_KINDS.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  return { counts, loading, failed, total };
}
