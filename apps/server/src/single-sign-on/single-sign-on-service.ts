import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type Organisation, type SsoError, type SsoTokenResponse } from '@dd/contracts';
import { HttpError, notFound, ValidationError } from '@dd/http-kit';
import { recordAudit } from '../audit/audit-log-repository.ts';
import type { AccessTokenService } from '../auth/access-token-service.ts';
import { openSession } from '../auth/open-session.ts';
import { hashPassword } from '../auth/passwords.ts';
import { constantTimeEqual, generateSecret, sha256Hex } from '../auth/secrets.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { UserRow } from '../db/schema.ts';
import { findOrganisation, insertOrganisation, updateOrganisation } from '../organisations/organisation-repository.ts';
import { getOrganisation } from '../organisations/organisation-service.ts';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, updateUser } from '../users/user-repository.ts';
import type { OidcClient } from './oidc-client.ts';
import { findOrganisationByDomain, insertOidcLogin, insertSsoHandoff, takeOidcLogin, takeSsoHandoff } from './single-sign-on-repository.ts';

export interface SingleSignOnDeps {
  db: Database;
  config: Pick<Config, 'appUrl' | 'adminEmails' | 'oidc'>;
  /** Null when no provider is configured. */
  oidc: OidcClient | null;
  accessTokens: AccessTokenService;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** Long enough to type a password and approve a second factor at the provider. */
const SIGN_IN_MS = 10 * 60_000;
/** The web app swaps its code as soon as the page loads. */
const HANDOFF_MS = 60_000;

export const oidcCallbackUrl = (appUrl: string) => `${appUrl}/api/auth/oidc/callback`;

/** A path of this product to land on; anything else (another site, `//evil.example`) lands on the home page. */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // A control character (a tab or a newline inside `//`) could make a browser read the path as another site.
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f) ? '/' : value;
}

/** The provider, or a 404 saying it is not set up here. */
function provider(deps: SingleSignOnDeps): OidcClient {
  if (!deps.oidc) throw new HttpError(404, MESSAGES.sso.notConfigured);
  return deps.oidc;
}

/**
 * Begins a sign-in: the provider's address to send the browser to, and a secret for the browser's cookie that the
 * callback must bring back, so a callback address planted in someone else's browser signs nobody in (login CSRF).
 */
export async function startSignOn(deps: SingleSignOnDeps, returnTo: string | undefined): Promise<{ location: string; browserSecret: string }> {
  const authorization = await provider(deps).authorize(oidcCallbackUrl(deps.config.appUrl));
  const browserSecret = generateSecret();
  const now = deps.clock();
  await insertOidcLogin(
    deps.db,
    {
      stateHash: sha256Hex(authorization.state),
      browserHash: sha256Hex(browserSecret),
      codeVerifier: authorization.codeVerifier,
      nonce: authorization.nonce,
      returnTo: safeReturnTo(returnTo),
      expiresAt: new Date(now.getTime() + SIGN_IN_MS),
    },
    now,
  );
  return { location: authorization.url.href, browserSecret };
}

/**
 * Ends a sign-in at the provider's callback: where to send the browser. Signed in, that is the web app's page that
 * swaps a single-use code for an access token; refused, the login page with the reason (`sso_error`).
 */
export async function finishSignOn(
  deps: SingleSignOnDeps,
  input: { callbackUrl: URL; state: string | undefined; error: string | undefined; browserSecret: string | undefined },
): Promise<string> {
  const refused = (reason: SsoError) => `${deps.config.appUrl}/login?sso_error=${reason}`;
  if (!deps.oidc || !deps.config.oidc || !input.state) return refused('failed');
  const now = deps.clock();
  const login = await takeOidcLogin(deps.db, sha256Hex(input.state), now);
  if (!login) return refused('expired');
  if (!input.browserSecret || !constantTimeEqual(sha256Hex(input.browserSecret), login.browserHash)) return refused('failed');
  if (input.error) return refused('failed');

  let identity;
  try {
    identity = await deps.oidc.identify(input.callbackUrl, { state: input.state, nonce: login.nonce, codeVerifier: login.codeVerifier });
  } catch (error) {
    deps.log.warn({ err: error }, 'Single sign-on refused: the provider’s answer did not check out');
    return refused('failed');
  }
  if (!identity.emailVerified) return refused('unverified');
  const domain = emailDomainOf(identity.email);
  if (!domain || !deps.config.oidc.allowedDomains.includes(domain)) return refused('domain');

  const user = await userSignedInAs(deps, { ...identity, domain }, now);
  if (user.disabledAt) return refused('disabled');
  const code = generateSecret();
  await insertSsoHandoff(deps.db, { codeHash: sha256Hex(code), userId: user.id, returnTo: login.returnTo, expiresAt: new Date(now.getTime() + HANDOFF_MS) }, now);
  return `${deps.config.appUrl}/sso/complete?code=${encodeURIComponent(code)}`;
}

/** The web app swaps the callback's code for an access token, once. */
export async function exchangeSsoHandoff(deps: SingleSignOnDeps, code: string): Promise<SsoTokenResponse> {
  const handoff = await takeSsoHandoff(deps.db, sha256Hex(code), deps.clock());
  if (!handoff) throw new HttpError(401, MESSAGES.sso.expired);
  const user = await findUserById(deps.db, handoff.userId);
  if (!user) throw new HttpError(401, MESSAGES.sso.expired);
  if (user.disabledAt) throw new HttpError(401, MESSAGES.auth.accountDisabled);
  return { ...(await openSession(deps, user)), returnTo: handoff.returnTo };
}

/**
 * Whether a password login must be refused: the user's firm signs in through the provider. Not while no provider
 * is configured (that would lock the firm out), and never for an ADMIN_EMAILS address, the installation's way back in.
 */
export async function passwordLoginRefused(deps: Pick<SingleSignOnDeps, 'db' | 'config'>, user: UserRow): Promise<boolean> {
  if (!deps.config.oidc || deps.config.adminEmails.includes(user.emailNormalized)) return false;
  return (await findOrganisation(deps.db, user.organisationId))?.ssoRequired === true;
}

function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  return at > 0 && at < email.length - 1 ? email.slice(at + 1).trim().toLowerCase() : null;
}

/**
 * The account the provider vouched for. An existing one is signed in as it is (its address now verified), and its
 * firm claims the domain when no firm has it yet and the user is its admin. A new one joins the domain's firm, or,
 * the first of its domain, creates it as its admin.
 */
async function userSignedInAs(deps: SingleSignOnDeps, identity: { email: string; name: string | null; domain: string }, now: Date): Promise<UserRow> {
  const existing = await findUserByEmail(deps.db, identity.email);
  if (existing) {
    if (existing.organisationRole === 'admin' && !(await findOrganisationByDomain(deps.db, identity.domain))) {
      await claimDomain(deps, existing, identity.domain, now);
    }
    if (existing.emailVerifiedAt) return existing;
    return (await updateUser(deps.db, existing.id, { emailVerifiedAt: now }, now)) ?? existing;
  }
  // The password nobody knows: the account signs in through the provider, or sets one by the reset mail.
  const passwordHash = await hashPassword(generateSecret());
  const create = () =>
    deps.db.transaction(async (tx) => {
      const firm = await findOrganisationByDomain(tx, identity.domain);
      const organisation = firm ?? (await insertOrganisation(tx, { name: identity.domain, emailDomain: identity.domain, createdAt: now }));
      const emailNormalized = normalizeEmail(identity.email);
      const user = await insertUser(tx, {
        name: identity.name ?? identity.email.slice(0, identity.email.lastIndexOf('@')),
        email: identity.email.trim(),
        emailNormalized,
        passwordHash,
        role: deps.config.adminEmails.includes(emailNormalized) ? 'admin' : 'user',
        logoKey: null,
        organisationId: organisation.id,
        organisationRole: firm ? 'member' : 'admin',
        createdAt: now,
      });
      await recordAudit(tx, {
        userId: user.id,
        action: firm ? 'organisation.join' : 'organisation.create',
        subjectType: 'organisation',
        subjectId: organisation.id,
        details: { through: 'single sign-on', domain: identity.domain },
        at: now,
      });
      return (await updateUser(tx, user.id, { emailVerifiedAt: now }, now)) ?? user;
    });
  try {
    return await create();
  } catch (error) {
    // Two people of a new domain at once: one firm wins the domain, or one account the address; the other tries again.
    if (!isUniqueViolation(error)) throw error;
    return (await findUserByEmail(deps.db, identity.email)) ?? (await create());
  }
}

async function claimDomain(deps: SingleSignOnDeps, admin: UserRow, domain: string, now: Date): Promise<void> {
  const firm = await findOrganisation(deps.db, admin.organisationId);
  if (!firm || firm.emailDomain !== null) return;
  try {
    await updateOrganisation(deps.db, firm.id, { emailDomain: domain }, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * A firm admin requires single sign-on for the firm, or stops requiring it. Requiring it binds the firm to the
 * admin's own email domain, which must sign in through the provider: otherwise the admin would lock themselves out.
 */
export async function setSsoRequirement(deps: Pick<SingleSignOnDeps, 'db' | 'config' | 'clock'>, admin: UserRow, required: boolean): Promise<Organisation> {
  const firm = await findOrganisation(deps.db, admin.organisationId);
  if (!firm) throw notFound();
  const now = deps.clock();
  let emailDomain = firm.emailDomain;
  if (required) {
    if (!deps.config.oidc) throw new ValidationError({ required: [MESSAGES.sso.notConfigured] });
    const domain = emailDomainOf(admin.email);
    if (!domain || !deps.config.oidc.allowedDomains.includes(domain) || (emailDomain !== null && emailDomain !== domain)) {
      throw new ValidationError({ required: [MESSAGES.sso.adminDomain] });
    }
    const holder = await findOrganisationByDomain(deps.db, domain);
    if (holder && holder.id !== firm.id) throw new ValidationError({ required: [MESSAGES.sso.domainTaken] });
    emailDomain = domain;
  }
  await deps.db.transaction(async (tx) => {
    await updateOrganisation(tx, firm.id, { ssoRequired: required, emailDomain }, now);
    await recordAudit(tx, { userId: admin.id, action: 'organisation.sso', subjectType: 'organisation', subjectId: firm.id, details: { required }, at: now });
  });
  return getOrganisation(deps, firm.id);
}
