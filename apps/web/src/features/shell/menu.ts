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

/** The name of the signed-in screen at `pathname`: its level-one heading and the browser tab's title. */
export function screenTitle(pathname: string): string {
  if (pathname.startsWith('/user/')) return 'User Details';
  const titles: Record<string, string> = {
    '/map': 'Opportunities',
    '/network': 'Network',
    '/client': 'Client',
    '/profile': 'Profile',
    '/admin': 'Admin Panel',
    '/home': 'Home',
  };
  return titles[pathname] ?? 'Utah Land';
}
