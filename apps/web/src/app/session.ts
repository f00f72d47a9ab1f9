import {
  isAdmin,
  mayExport,
  seesPlaceholders,
  type Principal,
  type RoleName,
  type SubscriptionDto,
  type UserDto,
} from '@utah-land/shared';

// Browser storage keys named by the spec.
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  user: 'user',
  subscriptionDetails: 'subscriptionDetails',
} as const;
export const ALERT_COOKIES = ['subscriptionRenewAlertDismissed', 'subscriptionCancelAlertDismissed'] as const;

export interface StoredUser extends UserDto {
  role: string;
}

function read<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const session = {
  token: () => localStorage.getItem(STORAGE_KEYS.accessToken),
  user: () => read<StoredUser>(STORAGE_KEYS.user),
  subscription: () => read<SubscriptionDto>(STORAGE_KEYS.subscriptionDetails),
  isAdmin: () => isAdmin({ role: (session.user()?.role as RoleName) ?? 'user' }),
  status: () => session.subscription()?.status ?? 'Registered',
  /** The access policy's principal of the stored session (null when signed out). */
  principal(): Principal | null {
    const user = session.user();
    return user
      ? { role: (user.role as RoleName) ?? 'user', status: session.status(), email: user.email }
      : null;
  },
  save(token: string, user: UserDto, subscription: SubscriptionDto | null) {
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    session.saveUser(user);
    session.saveSubscription(subscription);
  },
  saveUser(user: UserDto) {
    const role = user.userRoles[0]?.roleDetails.name ?? 'user';
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, role }));
    window.dispatchEvent(new Event('sessionChanged'));
  },
  saveSubscription(subscription: SubscriptionDto | null) {
    if (subscription) localStorage.setItem(STORAGE_KEYS.subscriptionDetails, JSON.stringify(subscription));
    else localStorage.removeItem(STORAGE_KEYS.subscriptionDetails);
    window.dispatchEvent(new Event('subscriptionUpdated'));
  },
  /**
   * Clears the stored session (Logout). After a 401 (`{ alertCookies: true }`) the banner dismissal cookies go
   * too; a Logout keeps them, so a closed banner stays closed for its 365 days.
   */
  clear(opts: { alertCookies?: boolean } = {}) {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    if (opts.alertCookies) for (const name of ALERT_COOKIES) document.cookie = `${name}=; Max-Age=0; path=/`;
    window.dispatchEvent(new Event('sessionChanged'));
  },
};

/** Whether the stored session sees Free Trial placeholders (policy.ts `seesPlaceholders`). */
export function seesPlaceholdersNow(): boolean {
  const p = session.principal();
  return !!p && seesPlaceholders(p);
}

/** Whether the stored session may export and view on map (policy.ts `mayExport`). */
export function mayExportNow(): boolean {
  const p = session.principal();
  return !!p && mayExport(p);
}
