import { ACCESS_MESSAGES, mayExport, type Principal } from '@utah-land/shared';
import { useSession } from '../common/use-session.js';

export const UPGRADE_TOOLTIP = ACCESS_MESSAGES.upgradeToUnlock;

/**
 * Excel export is enabled when the access policy's `mayExport` allows it (admins, Subscribed, Subscription
 * Cancelled until its end date, Test User), and only when there are rows. Free Trial gets the spec's tooltip.
 */
export function exportState(principal: Principal | null, rowCount: number) {
  if (!principal || !mayExport(principal)) return { disabled: true, tooltip: UPGRADE_TOOLTIP };
  if (rowCount === 0) return { disabled: true, tooltip: 'No rows to export' };
  return { disabled: false, tooltip: undefined };
}

export function useExportState(rowCount: number) {
  const { principal } = useSession();
  return exportState(principal, rowCount);
}
