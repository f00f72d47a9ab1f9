// The access policy: every rule of who may do what, decided once, as pure functions over a principal's role and
// subscription status. The API builds a viewer from it once per request and enforces it; the web uses the same
// functions to hide what the server would refuse. See docs/architecture.md, "Access policy".

import { PROTECTED_STATUSES, type RoleName, type SubscriptionStatus } from '../enums.js';

/** Who is asking: enough to decide every rule below. */
export interface Principal {
  role: RoleName;
  status: SubscriptionStatus;
  /** The principal's own e-mail (survey-taker scope). */
  email: string;
}

/** The spec's messages for refusals and upgrade tooltips, word for word. */
export const ACCESS_MESSAGES = {
  /** Registered non-admins. */
  contactAdmin: 'Please contact admin for further access',
  /** Sign-in of Free Trial Ended and Subscription Expired users. */
  upgradeToContinue: 'Please upgrade your subscription to continue.',
  /** Free Trial placeholders. */
  upgradeToView: 'Upgrade to view details',
  /** Excel export for Free Trial. */
  upgradeToUnlock: 'Upgrade subscription to unlock this feature',
  /** Survey switches, Opportunities and Take for Free Trial. */
  upgradeToEnable: 'Upgrade to enable this feature',
  /** 'View all on map' for Free Trial. */
  upgradeToViewOnMap: 'Please upgrade to view on map',
  /** Admin tools (sort, View Query, Market Stats, qualification sheet, survey taker, user administration). */
  adminsOnly: 'Admins only',
  /** A non-admin naming another survey taker. */
  surveyTakerAdminsOnly: 'Only admins may choose a survey taker',
  /** The same refusal on the calls that keep a user's own records (bookmarks, saved searches). */
  actForSurveyTakerAdminsOnly: 'Only admins may act for another survey taker',
  /** An admin whose own status is Test User editing or deleting a user. */
  testUserAdminReadOnly: 'Test User admins cannot edit or delete users.',
  /** Sorting the map's lists by a score. */
  sortAdminsOnly: 'Sorting by score is for admins only',
  /** A non-admin on /view-query. */
  userRestricted: 'User restricted!',
  /** Alerts by mail, to Free Trial (ours: the spec has no alerts; Free Trial gets the in-app list only). */
  alertMailUpgrade: 'Upgrade your subscription to receive alerts by e-mail',
  /** A read-only API key sending anything but GET or HEAD (ours). */
  apiKeyReadOnly: 'This API key is read-only.',
  /** An unknown or revoked API key. */
  apiKeyInvalid: 'This API key is not valid. It may have been revoked.',
  /** Free Trial asking for a key with write access. */
  apiKeyWriteUpgrade: 'Upgrade your subscription to create API keys with write access.',
  /** An API key managing keys or the account (sign-in, password, payment): only a signed-in session may. */
  apiKeyAccountOnly: 'API keys cannot manage keys or the account. Sign in to do this.',
  /** Webhooks, to Free Trial (ours: the spec has no webhooks; they carry the records, which Free Trial may not see). */
  webhooksUpgrade: 'Upgrade your subscription to receive alerts by webhook',
} as const;

/**
 * How much of the data a principal may see:
 * - full: admins, Subscribed, Subscription Cancelled (until its end date, when the sweep expires it), Test User;
 * - trial: Free Trial (page and limit 1, placeholder records, no export, no view on map, no survey switches);
 * - none: Registered, Free Trial Ended, Subscription Expired (account and payment only; 403 on every data call).
 */
export type DataAccess = 'full' | 'trial' | 'none';

const FULL_STATUSES: readonly SubscriptionStatus[] = ['Subscribed', 'Subscription Cancelled', 'Test User'];
/** Statuses from which a user may open a checkout (README, 'Subscription statuses'). */
export const CHECKOUT_STATUSES: readonly SubscriptionStatus[] = [
  'Registered',
  'Free Trial',
  'Free Trial Ended',
  'Subscription Expired',
];
/** Statuses whose sign-in is refused with 'Please upgrade your subscription to continue.' (non-admins). */
export const UPGRADE_STATUSES: readonly SubscriptionStatus[] = ['Free Trial Ended', 'Subscription Expired'];

export const isAdmin = (p: Pick<Principal, 'role'>): boolean => p.role === 'admin';

export function dataAccess(p: Principal): DataAccess {
  if (isAdmin(p) || FULL_STATUSES.includes(p.status)) return 'full';
  if (p.status === 'Free Trial') return 'trial';
  return 'none';
}

/** May call the data endpoints at all (map, details, matching, bookmarks, saved searches, surveys' matches). */
export const mayUseData = (p: Principal): boolean => dataAccess(p) !== 'none';

/** The 403 message of a data call refused by `mayUseData`. */
export function dataRefusal(p: Principal): string {
  return UPGRADE_STATUSES.includes(p.status)
    ? ACCESS_MESSAGES.upgradeToContinue
    : ACCESS_MESSAGES.contactAdmin;
}

/**
 * What a session may do. A sign-in refused with 'Please upgrade your subscription to continue.' hands out an
 * 'account' session only: it may pay and manage the account (profile, password, subscription, logout) and is
 * refused every data call, whatever the status becomes; a 'full' session is limited by the status alone.
 */
export type SessionScope = 'full' | 'account';

/** The scope of the session a successful or upgrade-refused sign-in hands out. */
export const sessionScopeAtSignIn = (p: Principal): SessionScope =>
  signInNeedsUpgrade(p) ? 'account' : 'full';

/** May call the data endpoints with a session of this scope. */
export const sessionMayUseData = (p: Principal, scope: SessionScope): boolean =>
  scope === 'full' && mayUseData(p);

/** The 403 message of a data call refused by `sessionMayUseData`. */
export const sessionDataRefusal = (p: Principal, scope: SessionScope): string =>
  scope === 'account' ? ACCESS_MESSAGES.upgradeToContinue : dataRefusal(p);

/** Sees blurred placeholders instead of records, one at a time (Free Trial). */
export const seesPlaceholders = (p: Principal): boolean => dataAccess(p) === 'trial';
/** Excel and GIS exports, and the data behind them. */
export const mayExport = (p: Principal): boolean => dataAccess(p) === 'full';
/** 'View all on map' and the coordinates behind it. */
export const mayViewOnMap = (p: Principal): boolean => dataAccess(p) === 'full';
/** Survey profile switches, Take and Opportunities. */
export const mayEnableSurvey = (p: Principal): boolean => dataAccess(p) === 'full';
/** Admin tools: sort by score, View Query, Market Stats, qualification sheet, survey taker, user administration. */
export const mayUseAdminTools = (p: Principal): boolean => isAdmin(p);
/** May cancel the running subscription (Subscribed only; Subscription Cancelled is already cancelled). */
export const mayCancelSubscription = (p: Pick<Principal, 'status'>): boolean => p.status === 'Subscribed';
/** May edit or delete users: admins, except an admin whose own status is Test User (read-only). */
export const mayManageUsers = (p: Pick<Principal, 'role' | 'status'>): boolean =>
  isAdmin(p) && p.status !== 'Test User';
/** May read or act on a user's account (profile, subscription): their own, or anyone's for an admin. */
export const mayActOnAccount = (p: Pick<Principal, 'role'>, self: boolean): boolean => self || isAdmin(p);
/** May open a checkout (never Subscribed, Subscription Cancelled or Test User). */
export const mayCheckout = (p: Pick<Principal, 'status'>): boolean => CHECKOUT_STATUSES.includes(p.status);
/** Sign-in answers 403 'Please upgrade your subscription to continue.' (with an account-only session). */
export const signInNeedsUpgrade = (p: Principal): boolean =>
  !isAdmin(p) && UPGRADE_STATUSES.includes(p.status);
/** Whether the web sends a non-admin to /home instead of the map, network, client and profile screens. */
export const landsOnHome = (p: Principal): boolean => !isAdmin(p) && dataAccess(p) === 'none';

/** The page and limit a list call may use: page 1 and limit 1 for Free Trial, the asked ones otherwise. */
export function pagingFor<T extends { page: number; limit: number }>(p: Principal, paging: T): T {
  return pagingWhenPlaceholders(seesPlaceholders(p), paging);
}
/** `pagingFor` for a caller who already knows whether the principal sees placeholders (the API's viewer). */
export function pagingWhenPlaceholders<T extends { page: number; limit: number }>(
  placeholders: boolean,
  paging: T,
): T {
  return placeholders ? { ...paging, page: 1, limit: 1 } : paging;
}

/** What a Free Trial user receives instead of a record: its id only, marked as a placeholder. */
export interface Placeholder<Id = number> {
  id: Id;
  placeholder: true;
  message: typeof ACCESS_MESSAGES.upgradeToView;
}
export function placeholderOf<Id>(record: { id: Id }): Placeholder<Id> {
  return { id: record.id, placeholder: true, message: ACCESS_MESSAGES.upgradeToView };
}
/** A record as `p` may see it: unchanged, or its placeholder. */
export function recordFor<T extends { id: Id }, Id>(p: Principal, record: T): T | Placeholder<Id> {
  return seesPlaceholders(p) ? placeholderOf(record) : record;
}

/**
 * The survey-taker scope of a call: '' when the principal acts for themselves (nothing, '' or their own e-mail),
 * the named survey taker (lower-cased) for an admin, or null when a non-admin names someone else (refuse with
 * ACCESS_MESSAGES.surveyTakerAdminsOnly).
 */
export function surveyTakerScope(p: Principal, requested?: string | null): string | null {
  const value = (requested ?? '').trim().toLowerCase();
  if (!value || value === p.email.toLowerCase()) return '';
  return isAdmin(p) ? value : null;
}

/**
 * GIS exports of an area (GeoJSON, KML, CSV, zipped Shapefile): the spec's export rule, as `mayExport` — admins,
 * Subscribed, Subscription Cancelled (until its end date, when the sweep expires it) and Test User; not Free Trial.
 */
export const mayExportGis = (p: Principal): boolean => mayExport(p);
/**
 * API keys: who may create them, and whose existing keys still work at a call (the key acts as its
 * owner with the owner's current status, so a lapsed subscription stops the key at its next call): the principals
 * with data access, as `mayUseData` (Free Trial's keys get Free Trial's answers). Every other call of a key obeys
 * the same rules as its owner's session.
 */
export const mayUseApiKeys = (p: Principal): boolean => mayUseData(p);
/** Keys with write access (any method, not only GET and HEAD): full data access only (not Free Trial). */
export const mayCreateWriteApiKeys = (p: Principal): boolean => dataAccess(p) === 'full';
/** An owner's portfolio (every parcel and project of the owner): records Free Trial may not open. */
export const mayViewPortfolio = (p: Principal): boolean => dataAccess(p) === 'full';

/**
 * How alert digests reach a principal: none (no data access: nothing is written), in-app only (Free Trial: the
 * list in the top bar, with placeholders for the records), or in-app and by mail (full access).
 */
export type AlertDelivery = 'none' | 'in-app' | 'in-app-and-mail';
export function alertDeliveryFor(p: Principal): AlertDelivery {
  const access = dataAccess(p);
  return access === 'full' ? 'in-app-and-mail' : access === 'trial' ? 'in-app' : 'none';
}

/**
 * Signed webhooks for alerts (docs/api.md, "Webhooks"): those who get alerts with their records, i.e. by mail
 * (full access); Free Trial's alerts are placeholders, so it gets none (ACCESS_MESSAGES.webhooksUpgrade).
 */
export const mayUseWebhooks = (p: Principal): boolean => alertDeliveryFor(p) === 'in-app-and-mail';

/** Whether an admin may change the status or role of, or delete, a user with this status. */
export const mayAdminChangeUser = (targetStatus: SubscriptionStatus): boolean =>
  !(PROTECTED_STATUSES as readonly string[]).includes(targetStatus);

/** Stored parcel columns only admins receive (sort by score, Market Stats; map spec, section 6). */
export const ADMIN_ONLY_PARCEL_FIELDS = [
  'workability_score',
  'reasonability_score',
  'disposition_score',
] as const;

/** A stored record without the admin-only columns, unless `p` is an admin. */
export function withoutAdminFields<T extends Record<string, unknown>>(p: Principal, record: T): T {
  if (isAdmin(p)) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const field of ADMIN_ONLY_PARCEL_FIELDS) delete copy[field];
  return copy as T;
}

/** Menu items of the signed-in shell (accounts spec, section 2). */
export type MenuItem = 'Profile' | 'Network' | 'Opportunities' | 'Admin Panel' | 'Logout';
export function menuFor(p: Principal | null): MenuItem[] {
  if (!p) return [];
  if (isAdmin(p)) return ['Profile', 'Network', 'Opportunities', 'Admin Panel', 'Logout'];
  // Those sent to /home from every screen (Registered, a trial or subscription that ended) get no screen to open:
  // the menu offers only what the user can open; the user menu keeps Logout.
  if (landsOnHome(p)) return [];
  return ['Profile', 'Network', 'Opportunities', 'Logout'];
}
