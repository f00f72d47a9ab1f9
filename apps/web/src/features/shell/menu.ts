import { menuFor, type MenuItem, type Principal } from '@utah-land/shared';

export type MenuKey = 'profile' | 'network' | 'opportunities' | 'admin' | 'logout';

const KEYS: Record<MenuItem, MenuKey> = {
  Profile: 'profile',
  Network: 'network',
  Opportunities: 'opportunities',
  'Admin Panel': 'admin',
  Logout: 'logout',
};

/** The menu of the stored session, as the access policy's `menuFor` decides it. */
export function visibleMenu(principal: Principal | null): MenuKey[] {
  return menuFor(principal).map((item) => KEYS[item]);
}
