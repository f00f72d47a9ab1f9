import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency } from '@utah-land/shared';
import { alertsApi, alertsKeys } from '../../api/alerts.js';

/** The top bar's digests and unread count, refreshed every minute. */
export const useAlerts = (enabled: boolean) =>
  useQuery({ queryKey: alertsKeys.list, queryFn: alertsApi.list, enabled, refetchInterval: 60_000 });

export const useWatches = (enabled = true) =>
  useQuery({ queryKey: alertsKeys.watches, queryFn: alertsApi.watches, enabled });

/** Watch, change and stop watching; every change refreshes the watches. */
export function useWatchMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: alertsKeys.watches });
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
