import COMMON_PASSWORDS from './common-passwords.js';

// The password policy beyond length (issue 12): no very common password, and not the account's e-mail. API and
// UI both use it; the UI loads it on demand (import('@utah-land/shared/passwords')) to keep the sign-in page light.

export const PASSWORD_MESSAGES = {
  common: 'This password is too common. Please choose a less common password.',
  email: 'Your password must not be your e-mail address.',
} as const;

let common: Set<string> | undefined;

/** True when the password, ignoring letter case and surrounding spaces, is one of the common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

/** True when the password is the e-mail address or the part before its @ (ignoring letter case). */
export function isEmailLike(password: string, email: string | undefined): boolean {
  const p = password.trim().toLowerCase();
  const e = email?.trim().toLowerCase();
  if (!e || !p) return false;
  return p === e || p === e.split('@')[0];
}

/** The policy's message for a password that breaks it, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (isEmailLike(password, email)) return PASSWORD_MESSAGES.email;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}
