import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency } from '@utah-land/shared';
import { alertsApi } from '../../api/alerts.js';

export const ALERTS_KEY = ['alerts'] as const;
export const WATCHES_KEY = ['alert-watches'] as const;

/** The top bar's digests and unread count, refreshed every minute. */
export const useAlerts = (enabled: boolean) =>
  useQuery({ queryKey: ALERTS_KEY, queryFn: alertsApi.list, enabled, refetchInterval: 60_000 });

export const useWatches = (enabled = true) =>
  useQuery({ queryKey: WATCHES_KEY, queryFn: alertsApi.watches, enabled });

/** Watch, change and stop watching; every change refreshes the watches. */
export function useWatchMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: WATCHES_KEY });
  return {
    watch: useMutation({
      mutationFn: (b: { savedSearchId?: number; surveyId?: number; frequency: AlertFrequency }) =>
        alertsApi.watch(b),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, ...b }: { id: number; frequency?: AlertFrequency; emailEnabled?: boolean }) =>
        alertsApi.update(id, b),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: (id: number) => alertsApi.remove(id), onSuccess: done }),
  };
}
