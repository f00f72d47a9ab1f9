import type { SubscriptionStatus } from '@utah-land/shared';

export type MenuKey = 'profile' | 'network' | 'opportunities' | 'admin' | 'logout';

/**
 * Menu visibility: admin sees everything; a non-admin not Registered sees all but Admin Panel;
 * a Registered non-admin sees nothing; with no stored user no menu is shown.
 */
export function visibleMenu(user: { role: string } | null, status: SubscriptionStatus): MenuKey[] {
  if (!user) return [];
  if (user.role === 'admin') return ['profile', 'network', 'opportunities', 'admin', 'logout'];
  if (status === 'Registered') return [];
  return ['profile', 'network', 'opportunities', 'logout'];
}
