import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, TOKEN_LIFETIMES, type User } from '@dd/contracts';
import { addFieldError, HttpError, ValidationError, type FieldErrors } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import { withdrawPresenceEverywhere } from '../case-members/case-presence-service.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { UserRow } from '../db/schema.ts';
import type { CheckedImage } from '../http/image-upload.ts';
import type { JobSender } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Notify } from '../notifier.ts';
import { firmNameFor } from '../organisations/firm-name.ts';
import { insertOrganisation } from '../organisations/organisation-repository.ts';
import { passwordLoginRefused } from '../single-sign-on/single-sign-on-service.ts';
import { generateStorageKey, type Storage } from '../storage/storage.ts';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, updateUser } from '../users/user-repository.ts';
import { presentUser } from '../users/user-presenter.ts';
import type { AccessTokenService, Authenticated } from './access-token-service.ts';
import { passwordResetMail, verificationMail } from './account-mail.ts';
import { createVerificationLink, isVerificationLinkValid, linkMatchesEmail, type VerificationLinkParts } from './email-verification-link.ts';
import { openSession } from './open-session.ts';
import { consumeResetToken, findResetToken, replaceResetToken } from './password-reset-repository.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { constantTimeEqual, generateSecret, sha256Hex } from './secrets.ts';

export interface AuthServiceDeps {
  db: Database;
  config: Pick<Config, 'appUrl' | 'appKey' | 'adminEmails' | 'oidc'>;
  mailer: Mailer;
  storage: Storage;
  accessTokens: AccessTokenService;
  jobs: JobSender;
  /** Live updates: a logout tells the cases the user had open that they have left. */
  notify: Notify;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** What the mail jobs need: no request, no session. */
export interface MailDeps {
  db: Database;
  config: Pick<Config, 'appUrl' | 'appKey'>;
  mailer: Mailer;
  clock: () => Date;
}

const MINUTE_MS = 60_000;

const isListedAdmin = (deps: AuthServiceDeps, emailNormalized: string) => deps.config.adminEmails.includes(emailNormalized);

export async function login(deps: AuthServiceDeps, input: { email: string; password: string }): Promise<{ token: string; user: User }> {
  const found = await findUserByEmail(deps.db, input.email);
  const valid = found ? await verifyPassword(found.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  if (!found || !valid) throw new HttpError(401, MESSAGES.auth.invalidCredentials);
  // Only after the right password: a guess learns nothing about the account, its owner learns why.
  if (found.disabledAt) throw new HttpError(401, MESSAGES.auth.accountDisabled);
  if (await passwordLoginRefused(deps, found)) throw new HttpError(403, MESSAGES.sso.required);

  return openSession(deps, found);
}

export const emailTakenError = () => new ValidationError({ email: [MESSAGES.auth.emailTaken] });

/**
 * Adds the spec's "taken" error under `email` when an account other than `ownUserId` has the address in any
 * case. An email already in error (or not sent) is left alone: the one error it has says what to fix.
 */
export async function addEmailTakenError(
  deps: Pick<AuthServiceDeps, 'db'>,
  errors: FieldErrors,
  email: unknown,
  ownUserId?: string,
): Promise<void> {
  if (errors.email || typeof email !== 'string') return;
  const owner = await findUserByEmail(deps.db, email);
  if (owner && owner.id !== ownUserId) addFieldError(errors, 'email', MESSAGES.auth.emailTaken);
}

/**
 * Creates the account (an admin when listed in ADMIN_EMAILS), stores the logo, signs the user in and mails
 * the verification link. The logo is removed again if the account cannot be created, so nothing is left half-made.
 */
export async function register(
  deps: AuthServiceDeps,
  input: { name: string; email: string; password: string; logo: CheckedImage | undefined },
): Promise<{ token: string; user: User }> {
  const emailNormalized = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const logoKey = input.logo ? generateStorageKey('logos') : null;
  if (input.logo && logoKey) await deps.storage.put(logoKey, input.logo.bytes, input.logo.contentType);

  let user: UserRow;
  try {
    const createdAt = deps.clock();
    // A new account is the admin of a firm of its own, until an invitation moves it into another (issue 32).
    user = await deps.db.transaction(async (tx) => {
      const firm = await insertOrganisation(tx, { name: firmNameFor(input.name), createdAt });
      return insertUser(tx, {
        name: input.name,
        email: input.email.trim(),
        emailNormalized,
        passwordHash,
        role: isListedAdmin(deps, emailNormalized) ? 'admin' : 'user',
        logoKey,
        organisationId: firm.id,
        organisationRole: 'admin',
        createdAt,
      });
    });
  } catch (error) {
    if (logoKey) await deps.storage.delete(logoKey);
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }

  const token = await deps.accessTokens.issue(user.id);
  await deps.jobs.send('mail.email-verification', { userId: user.id });
  return { token, user: presentUser(user) };
}

export async function logout(deps: AuthServiceDeps, auth: Pick<Authenticated, 'tokenId' | 'user'>): Promise<void> {
  await deps.accessTokens.revoke(auth.tokenId);
  deps.accessTokens.accountChanged(auth.user.id);
  await withdrawPresenceEverywhere(deps, auth.user.id);
}

/**
 * Queues a reset mail for the address. The queue's job looks the account up, so the answer never depends on
 * whether it exists, and neither does the work this request does.
 */
export async function requestPasswordReset(deps: Pick<AuthServiceDeps, 'jobs'>, email: string): Promise<void> {
  await deps.jobs.send('mail.password-reset', { email });
}

/** The password-reset job: a new single-use token replaces any earlier one and its link is mailed. */
export async function mailPasswordReset(deps: MailDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // A disabled account could not log in with a new password either.
  if (!user || user.disabledAt) return;
  const token = generateSecret();
  await replaceResetToken(deps.db, user.emailNormalized, sha256Hex(token), deps.clock());
  const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await deps.mailer.send(passwordResetMail({ to: user.email, name: user.name, link, minutes: TOKEN_LIFETIMES.passwordResetMinutes }));
}

/** The registration job: mails the verification link unless the account has gone or is verified already. */
export async function mailEmailVerification(deps: MailDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.emailVerifiedAt) return;
  await sendVerificationMail(deps, user);
}

const invalidResetToken = () => new ValidationError({ email: [MESSAGES.auth.invalidResetToken] });

/** Sets the new password with a live, unused token, then ends every session of the account. */
export async function resetPassword(
  deps: AuthServiceDeps,
  input: { token: string; email: string; password: string },
): Promise<void> {
  const emailNormalized = normalizeEmail(input.email);
  const tokenHash = sha256Hex(input.token);
  const [stored, user] = await Promise.all([findResetToken(deps.db, emailNormalized), findUserByEmail(deps.db, emailNormalized)]);
  const now = deps.clock();
  const live =
    stored !== undefined &&
    stored.usedAt === null &&
    now.getTime() - stored.createdAt.getTime() <= TOKEN_LIFETIMES.passwordResetMinutes * MINUTE_MS &&
    constantTimeEqual(stored.tokenHash, tokenHash);
  if (!live || !user) throw invalidResetToken();

  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, emailNormalized, tokenHash, now))) throw invalidResetToken();
    await updateUser(tx, user.id, { passwordHash }, now);
    await deps.accessTokens.revokeAll(user.id, tx);
  });
  deps.accessTokens.accountChanged(user.id);
}

/**
 * Sets a new password for the signed-in user once their current one is given, then ends their other sessions:
 * whoever else holds a token of the account is out, the request's own session stays.
 */
export async function changePassword(
  deps: Pick<AuthServiceDeps, 'db' | 'accessTokens' | 'clock'>,
  auth: Authenticated,
  input: { current_password: string; password: string },
): Promise<void> {
  if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) {
    throw new ValidationError({ current_password: [MESSAGES.auth.currentPasswordIncorrect] });
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, { passwordHash }, now);
    await deps.accessTokens.revokeOthers(auth.user.id, auth.tokenId, tx);
    await recordAudit(tx, { userId: auth.user.id, action: 'user.password-change', subjectType: 'user', subjectId: auth.user.id, at: now });
  });
  deps.accessTokens.accountChanged(auth.user.id);
}

async function sendVerificationMail(deps: Omit<MailDeps, 'db'>, user: UserRow): Promise<void> {
  const link = createVerificationLink({
    appUrl: deps.config.appUrl,
    appKey: deps.config.appKey,
    userId: user.id,
    emailNormalized: user.emailNormalized,
    expiresAt: new Date(deps.clock().getTime() + TOKEN_LIFETIMES.emailVerificationMinutes * MINUTE_MS),
  });
  await deps.mailer.send(
    verificationMail({ to: user.email, name: user.name, link, minutes: TOKEN_LIFETIMES.emailVerificationMinutes }),
  );
}

/** Mails a fresh verification link; says so, or that there is nothing to verify. */
export async function resendVerification(deps: AuthServiceDeps, user: UserRow): Promise<string> {
  if (user.emailVerifiedAt) return MESSAGES.auth.alreadyVerified;
  try {
    await sendVerificationMail(deps, user);
  } catch (error) {
    deps.log.error({ err: error }, 'Verification mail failed');
    throw new HttpError(503, MESSAGES.auth.verificationFailed);
  }
  return MESSAGES.auth.verificationSent;
}

/** Marks the email verified when the signed link is genuine, unexpired and still matches the account. */
export async function verifyEmail(deps: AuthServiceDeps, link: VerificationLinkParts): Promise<boolean> {
  const now = deps.clock();
  if (!isVerificationLinkValid(link, deps.config.appKey, now)) return false;
  const user = await findUserById(deps.db, link.id);
  if (!user || !linkMatchesEmail(link.hash, user.emailNormalized)) return false;
  if (!user.emailVerifiedAt) await updateUser(deps.db, user.id, { emailVerifiedAt: now }, now);
  return true;
}
