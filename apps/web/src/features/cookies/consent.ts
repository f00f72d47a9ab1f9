// Cookie consent rules.

export const CONSENT_KEY = 'cookieConsent';
export const CATEGORIES_KEY = 'cookieConsentCategories';
export const ANALYTICS_COOKIE = 'analytics';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface ConsentCategories {
  targeting: boolean;
  performance: boolean;
  functional: boolean;
}
export const NO_CATEGORIES: ConsentCategories = { targeting: false, performance: false, functional: false };
const ALL_CATEGORIES: ConsentCategories = { targeting: true, performance: true, functional: true };

/** True once the visitor made a choice (the banner then stays hidden). */
export const hasConsentChoice = () => localStorage.getItem(CONSENT_KEY) !== null;

function setAnalyticsCookie() {
  document.cookie = `${ANALYTICS_COOKIE}=true; Max-Age=${YEAR_SECONDS}; path=/; SameSite=Lax`;
}

/** Expires every cookie this page can read, at the root path and the current one. */
export function clearReadableCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; Max-Age=0; path=/`;
    document.cookie = `${name}=; Max-Age=0`;
  }
}

/** Accept All Cookies / Allow All: consent true, analytics cookie for 365 days at path /. */
export function acceptAll() {
  localStorage.setItem(CONSENT_KEY, 'true');
  localStorage.setItem(CATEGORIES_KEY, JSON.stringify(ALL_CATEGORIES));
  setAnalyticsCookie();
}

/** Reject All: consent false and every readable cookie cleared. */
export function rejectAll() {
  localStorage.setItem(CONSENT_KEY, 'false');
  localStorage.setItem(CATEGORIES_KEY, JSON.stringify(NO_CATEGORIES));
  clearReadableCookies();
}

/** Confirm My Choices: stores the categories; consent is true when any optional category is on. */
export function confirmChoices(categories: ConsentCategories) {
  const any = categories.targeting || categories.performance || categories.functional;
  localStorage.setItem(CATEGORIES_KEY, JSON.stringify(categories));
  localStorage.setItem(CONSENT_KEY, any ? 'true' : 'false');
  if (categories.performance) setAnalyticsCookie();
  else document.cookie = `${ANALYTICS_COOKIE}=; Max-Age=0; path=/`;
}
