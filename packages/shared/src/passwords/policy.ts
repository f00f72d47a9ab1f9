import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import COMMON_PASSWORDS from './common-passwords.js';

// The password policy beyond length: no very common password, not the account's e-mail, and
// not one a strength estimator guesses quickly (zxcvbn-ts: repeats such as 'aaaaaaaa', sequences, keyboard
// walks, common words with digits). API and UI both use it; the UI loads it on demand
// (import('@utah-land/shared/passwords')) to keep the sign-in page light.

export const PASSWORD_MESSAGES = {
  common: 'This password is too common. Please choose a less common password.',
  email: 'Your password must not be your e-mail address.',
  weak: 'This password is too easy to guess. Please choose a longer or less predictable password.',
} as const;

/**
 * The lowest zxcvbn score (0 to 4) allowed: 2 refuses what is guessed within about a million tries ('aaaaaaaa',
 * eight spaces, '12345678', 'password1', 'P@ssw0rd') and keeps passwords of a few words or parts ('Granite-Ridge-81').
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * The estimator, built on first use. Only the first 64 characters are scored, and l33t substitutions are bounded,
 * so one check costs milliseconds whatever the input (the schema allows 200 characters; the full pattern search
 * on a long l33t-heavy input took a second of the server's event loop). A longer password is at least as strong as
 * its first 64 characters.
 */
let estimator: ZxcvbnFactory | undefined;
const estimate = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  }));

/** zxcvbn's score of the password (0: guessed at once … 4: very hard), the e-mail counting as a known word. */
export function passwordScore(password: string, email?: string): number {
  const inputs = email ? [email.trim().toLowerCase(), ...email.trim().toLowerCase().split('@')] : [];
  return estimate().check(password, inputs).score;
}

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
  if (passwordScore(password, email) < MIN_PASSWORD_SCORE) return PASSWORD_MESSAGES.weak;
  return null;
}
