import { useSession } from '../shell/use-session.js';

export const UPGRADE_TOOLTIP = 'Upgrade subscription to unlock this feature';

/**
 * Excel export is enabled only for admins and for subscription status Subscribed or Test User, and only when there
 * are rows. Free Trial gets the spec's tooltip.
 */
export function exportState(isAdmin: boolean, status: string, rowCount: number) {
  const allowed = isAdmin || status === 'Subscribed' || status === 'Test User';
  if (!allowed) return { disabled: true, tooltip: UPGRADE_TOOLTIP };
  if (rowCount === 0) return { disabled: true, tooltip: 'No rows to export' };
  return { disabled: false, tooltip: undefined };
}

export function useExportState(rowCount: number) {
  const { isAdmin, status } = useSession();
  return exportState(isAdmin, status, rowCount);
}
