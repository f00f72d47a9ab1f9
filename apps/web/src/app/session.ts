import type { SubscriptionDto, UserDto } from '@utah-land/shared';

// Browser storage keys named by the spec (accounts spec, sections 3 and 9).
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
  isAdmin: () => session.user()?.role === 'admin',
  status: () => session.subscription()?.status ?? 'Registered',
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
  /** Clears the stored session and the alert cookies (logout, or any 401). */
  clear() {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
    for (const name of ALERT_COOKIES) document.cookie = `${name}=; Max-Age=0; path=/`;
    window.dispatchEvent(new Event('sessionChanged'));
  },
};
