import {
  RESET_LINK_INVALID,
  sessionScopeAtSignIn,
  signInNeedsUpgrade,
  type LoginResponse,
  type Principal,
  type RoleName,
  type SessionScope,
} from '@utah-land/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/index.js';
import type { Clock, ErrorLog } from '../../deps.js';
import type { Mailer } from '../../lib/mailer.js';
import type { TokenPayload } from '../../plugins/auth.js';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import { assertPasswordAllowed, hashPassword, verifyPassword } from '../../lib/password.js';
import { lockUserRow } from '../subscriptions/subscriptions.queries.js';
import { findUserByEmail, findUserById, loadUserDto } from '../users/users.queries.js';
import type { UsersService } from '../users/users.service.js';
import { currentSubscription, startFreeTrial } from '../users/user-status.js';
import {
  consumeEmailToken,
  issueEmailToken,
  RESET_TOKEN_TTL_MS,
  usableEmailToken,
  VERIFY_TOKEN_TTL_MS,
} from './email-tokens.js';
import {
  sendAccountExistsMail,
  sendEmailChangeMail,
  sendEmailChangeNotice,
  sendPasswordResetMail,
  sendVerificationMail,
} from './auth.mails.js';

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unverified:
    'Please verify your e-mail address before signing in. Check your inbox for the verification link.',
  inactive: 'This account has been deactivated. Please contact admin.',
  upgrade: 'Please upgrade your subscription to continue.',
  registered:
    'Registration successful. Please check your e-mail and click the verification link, then sign in.',
  verified: 'Email verified successfully',
  verifyInvalid: 'The verification link is invalid or has expired. Please try registering again.',
  resent:
    'If an account with this e-mail is waiting for verification, a new verification link has been sent.',
  resetSent: 'Password reset email sent successfully',
  resetInvalid: RESET_LINK_INVALID,
  resetDone: 'Your password has been reset. You can now sign in with the new password.',
  oldPasswordWrong: 'Old password is incorrect',
  passwordChanged: 'Password changed successfully',
  emailInUse: 'This e-mail address is now used by another account. Please choose another one.',
  signedOut: 'You have been signed out.',
} as const;

/**
 * What the auth service needs: the database, the clock, mail, its settings, a logger, the token signer and the
 * users service.
 */
export interface AuthDeps {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'AUTO_TRIAL_ON_VERIFY' | 'TRIAL_DAYS'>;
  log: ErrorLog;
  /** Signs an access token (the app's @fastify/jwt `sign`). */
  signToken: (payload: TokenPayload) => string;
  /** Creates the account a sign-up asks for. */
  users: Pick<UsersService, 'createUser'>;
}

/**
 * The account service: sign-up, e-mail verification and changes, sign-in, sessions and passwords, over explicit
 * dependencies, wired once in apps/api/src/services.ts.
 */
export function createAuthService(deps: AuthDeps) {
  return {
    register: (input: Parameters<typeof register>[1]) => register(deps, input),
    verifyEmail: (token: string) => verifyEmail(deps, token),
    resendVerification: (email: string) => resendVerification(deps, email),
    sendVerificationLink: (user: MailedUser) => sendVerificationLink(deps, user),
    sendEmailChangeLinks: (user: MailedUser, newEmail: string) => sendEmailChangeLinks(deps, user, newEmail),
    login: (email: string, password: string) => login(deps, email, password),
    refreshSession: (userId: number) => refreshSession(deps, userId),
    forgotPassword: (email: string) => forgotPassword(deps, email),
    resetPassword: (token: string, newPassword: string) => resetPassword(deps, token, newPassword),
    changePassword: (userId: number, oldPassword: string, newPassword: string, scope: SessionScope) =>
      changePassword(deps, userId, oldPassword, newPassword, scope),
    logout: (userId: number) => logout(deps, userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

type MailedUser = { id: number; email: string; firstname: string };

let dummyHash: Promise<string> | undefined;

/** Mails a fresh verification link (24 hours, single use) to the user. */
async function sendVerificationLink(deps: AuthDeps, user: { id: number; email: string; firstname: string }) {
  const { db, clock, config, mailer } = deps;
  const token = await issueEmailToken(db, user.id, 'verify_email', clock.now(), VERIFY_TOKEN_TTL_MS);
  await sendVerificationMail(mailer, user, `${config.publicUrl}/verify-email?token=${token}`);
}

/**
 * Work of a public call that depends on the account (tokens, mail) runs after the answer, so the answer and its
 * timing are the same whether or not the account exists (no account enumeration). Failures are logged.
 */
function afterAnswer(deps: AuthDeps, what: string, work: () => Promise<void>) {
  setImmediate(() => {
    work().catch((err: unknown) => deps.log.error({ err }, `${what} failed`));
  });
}

/** 400 naming the field when the password breaks the policy (too common, or the e-mail address). */
/**
 * Sign-up. A new e-mail gets an account (role user, status Registered) and a verification link; an e-mail that
 * already has one gets a mail to its owner instead (a new verification link when it is not verified yet). The
 * answer is the same either way, and so is the work before it (the password is hashed either way).
 */
async function register(
  deps: AuthDeps,
  input: { firstname: string; lastname: string; email: string; password: string },
) {
  const { db, config, mailer } = deps;
  assertPasswordAllowed('password', input.password, input.email);
  const mailOwner = (user: { id: number; email: string; firstname: string; is_email_verified: boolean }) =>
    afterAnswer(deps, 'existing-account mail', () =>
      user.is_email_verified
        ? sendAccountExistsMail(mailer, user, config.publicUrl)
        : sendVerificationLink(deps, user),
    );
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    await hashPassword(input.password); // the work of creating an account, so the timing is the same
    if (existing.is_active) mailOwner(existing);
    return;
  }
  try {
    const user = await deps.users.createUser({ ...input, roleName: 'user' }, null);
    afterAnswer(deps, 'verification mail', () => sendVerificationLink(deps, user));
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const raced = await findUserByEmail(db, input.email); // registered meanwhile
    if (raced?.is_active) mailOwner(raced);
  }
}

/**
 * Uses a mailed link: a sign-up's verification (the e-mail is verified, and with AUTO_TRIAL_ON_VERIFY a Registered
 * user starts a Free Trial) or an e-mail change's confirmation (the account takes the pending address).
 */
async function verifyEmail(deps: AuthDeps, token: string) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const userId = await consumeEmailToken(db, token, 'verify_email', now);
  if (userId === undefined) return confirmEmailChange(deps, token);
  await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    await trx
      .updateTable('users')
      .set({ is_email_verified: true, updated_at: now })
      .where('id', '=', userId)
      .execute();
    if (config.AUTO_TRIAL_ON_VERIFY && (await currentSubscription(trx, userId))?.status === 'Registered')
      await startFreeTrial(trx, userId, userId, now, config.TRIAL_DAYS);
  });
}

async function confirmEmailChange(deps: AuthDeps, token: string) {
  const { db, clock } = deps;
  const now = clock.now();
  const userId = await consumeEmailToken(db, token, 'change_email', now);
  if (userId === undefined) throw new BadRequestError(MESSAGES.verifyInvalid);
  await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const user = await findUserById(trx, userId);
    if (!user?.pending_email) throw new BadRequestError(MESSAGES.verifyInvalid);
    const other = await findUserByEmail(trx, user.pending_email);
    if (other && other.id !== userId) throw new ConflictError(MESSAGES.emailInUse);
    await trx
      .updateTable('users')
      .set({ email: user.pending_email, pending_email: null, is_email_verified: true, updated_at: now })
      .where('id', '=', userId)
      .execute();
  });
}

/** Mails the confirmation link to the new address and a notice to the current one (PUT /users). */
async function sendEmailChangeLinks(
  deps: AuthDeps,
  user: { id: number; email: string; firstname: string },
  newEmail: string,
) {
  const { db, clock, config, mailer } = deps;
  const token = await issueEmailToken(db, user.id, 'change_email', clock.now(), VERIFY_TOKEN_TTL_MS);
  await sendEmailChangeMail(mailer, user, newEmail, `${config.publicUrl}/verify-email?token=${token}`);
  afterAnswer(deps, 'e-mail change notice', () => sendEmailChangeNotice(mailer, user, newEmail));
}

async function resendVerification(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.is_email_verified || !user.is_active) return;
  afterAnswer(deps, 'verification mail', () => sendVerificationLink(deps, user));
}

export type LoginResult = { ok: true; body: LoginResponse } | { ok: false; body: LoginResponse };

/** A signed access token; an 'account' one carries `scope: 'account'` (the guards refuse it on data calls). */
function signSession(deps: AuthDeps, userId: number, ver: number, scope: SessionScope) {
  return deps.signToken(scope === 'account' ? { sub: userId, ver, scope } : { sub: userId, ver });
}

/** The sign-in answer for a user: their session (scoped by the access policy), user and subscription. */
async function sessionBody(deps: AuthDeps, userId: number, ver: number) {
  const dto = (await loadUserDto(deps.db, userId))!;
  const principal: Principal = {
    role: (dto.userRoles[0]?.roleDetails.name ?? 'user') as RoleName,
    status: dto.userSubscriptions[0]?.status ?? 'Registered',
    email: dto.email,
  };
  if (dto.userRoles.some((r) => r.roleDetails.name === 'admin')) principal.role = 'admin';
  const body: LoginResponse = {
    accessToken: signSession(deps, userId, ver, sessionScopeAtSignIn(principal)),
    user: dto,
    loginUser: dto,
    subscriptionDetails: dto.userSubscriptions[0] ?? null,
  };
  return { body, principal };
}

/**
 * Checks the credentials. A non-admin whose status is Subscription Expired or Free Trial Ended is refused
 * (ok: false → 403 'Please upgrade your subscription to continue.'); the body still carries the user, the
 * subscription and an account-only session (policy.ts `sessionScopeAtSignIn`) so the Renew/Subscribe dialog can
 * start a checkout, and nothing more.
 */
async function login(deps: AuthDeps, email: string, password: string): Promise<LoginResult> {
  const { db, clock } = deps;
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('no-such-user-password');
    await verifyPassword(password, await dummyHash); // same work as a real check
    throw new UnauthorizedError(MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(password, user.password_hash)))
    throw new UnauthorizedError(MESSAGES.invalidCredentials);
  if (!user.is_email_verified) throw new ForbiddenError(MESSAGES.unverified);
  if (!user.is_active) throw new ForbiddenError(MESSAGES.inactive);
  await db.updateTable('users').set({ last_login_at: clock.now() }).where('id', '=', user.id).execute();
  const { body, principal } = await sessionBody(deps, user.id, user.token_version);
  return { ok: !signInNeedsUpgrade(principal), body };
}

/**
 * A new session for the signed-in user as a sign-in would hand it out now: after a payment an account-only
 * session becomes a full one; while the status still needs an upgrade it stays account-only.
 */
async function refreshSession(deps: AuthDeps, userId: number): Promise<LoginResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError('Your session has expired. Please sign in again.');
  return (await sessionBody(deps, userId, user.token_version)).body;
}

async function forgotPassword(deps: AuthDeps, email: string) {
  const { db, clock, config, mailer } = deps;
  const user = await findUserByEmail(db, email);
  if (!user || !user.is_active) return;
  afterAnswer(deps, 'password reset mail', async () => {
    const token = await issueEmailToken(db, user.id, 'reset_password', clock.now(), RESET_TOKEN_TTL_MS);
    await sendPasswordResetMail(mailer, user, `${config.publicUrl}/reset-password?token=${token}`);
  });
}

async function setPassword(deps: AuthDeps, userId: number, password: string) {
  const hash = await hashPassword(password);
  const row = await deps.db
    .updateTable('users')
    .set((eb) => ({
      password_hash: hash,
      token_version: eb('token_version', '+', 1),
      updated_at: deps.clock.now(),
    }))
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return row.token_version;
}

async function resetPassword(deps: AuthDeps, token: string, newPassword: string) {
  const { db, clock } = deps;
  // The policy is checked before the token is used up, so a refused password leaves the link working.
  const holder = await usableEmailToken(db, token, 'reset_password', clock.now());
  const user = holder === undefined ? undefined : await findUserById(db, holder);
  if (!user) throw new BadRequestError(MESSAGES.resetInvalid);
  assertPasswordAllowed('newPassword', newPassword, user.email);
  const userId = await consumeEmailToken(db, token, 'reset_password', clock.now());
  if (userId === undefined) throw new BadRequestError(MESSAGES.resetInvalid);
  await setPassword(deps, userId, newPassword);
}

/** Changes the password, ends every older session and answers a new token for the current one. */
async function changePassword(
  deps: AuthDeps,
  userId: number,
  oldPassword: string,
  newPassword: string,
  scope: SessionScope,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError('Your session has expired. Please sign in again.');
  if (!(await verifyPassword(oldPassword, user.password_hash)))
    throw new BadRequestError(MESSAGES.oldPasswordWrong);
  assertPasswordAllowed('newPassword', newPassword, user.email);
  const ver = await setPassword(deps, userId, newPassword);
  // The new session keeps the scope of the one that asked: an account-only session stays account-only.
  return signSession(deps, userId, ver, scope);
}

/** Server sign-out: ends every session of the user (their tokens carry the old token_version). */
async function logout(deps: AuthDeps, userId: number) {
  await deps.db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: deps.clock.now() }))
    .where('id', '=', userId)
    .execute();
}
