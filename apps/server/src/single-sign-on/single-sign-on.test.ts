import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type OrganisationResponse, type OrganisationUpdateResponse, type SsoTokenResponse, type User } from '@dd/contracts';
import { startOidcTestProvider, type OidcTestProvider } from '../testing/oidc-test-provider.ts';
import { bearer, createTestApp, PASSWORD, registerUser, type TestApp } from '../testing/test-app.ts';

const CALLBACK = 'http://localhost:3000/api/auth/oidc/callback';

let idp: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcTestProvider({
    redirectUri: CALLBACK,
    accounts: {
      niamh: { email: 'niamh.byrne@harbour-law.ie', emailVerified: true, name: 'Niamh Byrne' },
      eoin: { email: 'Eoin.Walsh@Harbour-Law.ie', emailVerified: true, name: 'Eoin Walsh' },
      unverified: { email: 'cian.doyle@harbour-law.ie', emailVerified: false, name: 'Cian Doyle' },
      entra: { email: 'orla.kelly@harbour-law.ie', emailVerified: false, name: 'Orla Kelly', domainOwnerVerified: true },
      outsider: { email: 'someone@gmail.com', emailVerified: true, name: 'Some One' },
      aoife: { email: 'aoife.murphy@quay-solicitors.ie', emailVerified: true, name: 'Aoife Murphy (Quay)' },
    },
  });
  t = await createTestApp({
    config: { oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, allowedDomains: ['harbour-law.ie', 'quay-solicitors.ie'] } },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** The browser asks the product to begin: it is sent to the provider with a cookie of the product's. */
async function begin(returnTo?: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start', query: returnTo === undefined ? {} : { returnTo } });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/^dd_sso=[\w-]{43}; Path=\/api\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/);
  return { authorizationUrl: String(response.headers.location), cookie: setCookie.split(';')[0]! };
}

/** The provider sends the browser back to the product's callback; where does the product send it next? */
async function callback(url: URL, cookie: string | undefined): Promise<URL> {
  const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/oidc/token', payload: { code } });

/** A whole sign-in as the provider's account: where the product lands the browser. */
async function signIn(accountId: string, returnTo?: string): Promise<URL> {
  const { authorizationUrl, cookie } = await begin(returnTo);
  return callback(await idp.signIn(authorizationUrl, accountId), cookie);
}

/** Signs in and swaps the handoff code, as the web app's page does. */
async function signedIn(accountId: string, returnTo?: string): Promise<SsoTokenResponse> {
  const landed = await signIn(accountId, returnTo);
  expect(landed.pathname).toBe('/sso/complete');
  const response = await exchange(landed.searchParams.get('code')!);
  expect(response.statusCode).toBe(200);
  return response.json<SsoTokenResponse>();
}

const firmOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/organisation', headers: bearer(token) })).json<OrganisationResponse>().data.organisation;

describe('signing in with the firm’s account', () => {
  it('is offered when a provider is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sso' });
    expect(response.json()).toEqual({ data: { enabled: true } });
  });

  it('sends the browser to the provider with PKCE, a state and a nonce', async () => {
    const { authorizationUrl } = await begin();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('client_id')).toBe(idp.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('makes the first person of a domain its firm’s admin, and lands them where they were going, signed in', async () => {
    const session = await signedIn('niamh', '/cases/some-case?tab=review');
    expect(session.returnTo).toBe('/cases/some-case?tab=review');
    expect(session.user).toMatchObject({ name: 'Niamh Byrne', email: 'niamh.byrne@harbour-law.ie' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>().emailVerifiedAt).not.toBeNull();
    const firm = await firmOf(session.token);
    expect(firm).toMatchObject({ name: 'harbour-law.ie', emailDomain: 'harbour-law.ie', ssoRequired: false });
    expect(firm.members).toEqual([expect.objectContaining({ name: 'Niamh Byrne', role: 'admin' })]);
  });

  it('puts a later person of the domain in the same firm as a member, and signs the same account in again', async () => {
    const eoin = await signedIn('eoin');
    expect(eoin.returnTo).toBe('/');
    const firm = await firmOf(eoin.token);
    expect(firm.emailDomain).toBe('harbour-law.ie');
    expect(firm.members.map((member) => [member.name, member.role])).toEqual([
      ['Niamh Byrne', 'admin'],
      ['Eoin Walsh', 'member'],
    ]);
    const again = await signedIn('eoin');
    expect(again.user.id).toBe(eoin.user.id);
    expect(again.token).not.toBe(eoin.token);
  });

  it('swaps a handoff code for a token once only', async () => {
    const landed = await signIn('niamh');
    const code = landed.searchParams.get('code')!;
    expect((await exchange(code)).statusCode).toBe(200);
    const replayed = await exchange(code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ message: MESSAGES.sso.expired });
    expect((await exchange('not-a-code')).statusCode).toBe(401);
  });

  it('refuses a callback whose state is wrong, or that comes to another browser, or comes back a second time', async () => {
    const { authorizationUrl, cookie } = await begin();
    const answer = await idp.signIn(authorizationUrl, 'niamh');

    const wrongState = new URL(answer);
    wrongState.searchParams.set('state', 'a-state-this-product-never-sent');
    expect((await callback(wrongState, cookie)).href).toBe('http://localhost:3000/login?sso_error=expired');

    // A callback planted in someone else's browser (login CSRF) has not their cookie: refused, and used up.
    expect((await callback(answer, undefined)).href).toBe('http://localhost:3000/login?sso_error=failed');
    expect((await callback(answer, cookie)).href).toBe('http://localhost:3000/login?sso_error=expired');

    // A code replayed after a sign-in it completed signs nobody in again.
    const second = await begin();
    const good = await idp.signIn(second.authorizationUrl, 'niamh');
    expect((await callback(good, second.cookie)).pathname).toBe('/sso/complete');
    expect((await callback(good, second.cookie)).href).toBe('http://localhost:3000/login?sso_error=expired');
  });

  it('refuses an address the provider has not verified, and a domain that does not sign in here, creating no account', async () => {
    expect((await signIn('unverified')).href).toBe('http://localhost:3000/login?sso_error=unverified');
    expect((await signIn('outsider')).href).toBe('http://localhost:3000/login?sso_error=domain');
    const niamh = await signedIn('niamh');
    expect((await firmOf(niamh.token)).members.map((member) => member.name)).toEqual(['Niamh Byrne', 'Eoin Walsh']);
    // Both addresses are still free to register: the refusals made no account.
    for (const email of ['cian.doyle@harbour-law.ie', 'someone@gmail.com']) expect((await registerUser(t.app, { email })).email).toBe(email);
  });

  it('takes Entra ID’s word that the domain’s owner verified the address, in place of email_verified', async () => {
    const orla = await signedIn('entra');
    expect(orla.user).toMatchObject({ name: 'Orla Kelly', email: 'orla.kelly@harbour-law.ie' });
    expect((await firmOf(orla.token)).emailDomain).toBe('harbour-law.ie');
  });

  it('lands a returnTo that leaves the product on the home page', async () => {
    for (const returnTo of ['//evil.example/cases', 'https://evil.example', '/\\evil.example', '/\t/evil.example']) {
      expect((await signedIn('eoin', returnTo)).returnTo).toBe('/');
    }
  });
});

describe('a firm that requires its account', () => {
  const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const requireSso = (token: string, required: boolean) =>
    t.app.inject({ method: 'PUT', url: '/api/organisation/sso', headers: bearer(token), payload: { required } });

  it('refuses its members’ passwords, with a clear message, until its admin stops requiring it', async () => {
    const admin = await registerUser(t.app, { name: 'Aoife Murphy', email: 'aoife.murphy@quay-solicitors.ie' });
    const required = await requireSso(admin.token, true);
    expect(required.statusCode).toBe(200);
    expect(required.json<OrganisationUpdateResponse>()).toMatchObject({
      message: MESSAGES.sso.requiredOn,
      data: { organisation: { emailDomain: 'quay-solicitors.ie', ssoRequired: true } },
    });

    const refused = await login(admin.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.sso.required });
    // A wrong password is still only a wrong password: the refusal says nothing to a guesser.
    const guess = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: 'Wrong-password-1!' } });
    expect(guess.statusCode).toBe(401);

    // The same account signs in through the provider, still in its own firm.
    const viaProvider = await signedIn('aoife');
    expect(viaProvider.user.id).toBe(admin.user.id);
    expect((await firmOf(viaProvider.token)).id).toBe((await firmOf(admin.token)).id);

    const off = await requireSso(viaProvider.token, false);
    expect(off.json()).toMatchObject({ message: MESSAGES.sso.requiredOff, data: { organisation: { ssoRequired: false } } });
    expect((await login(admin.email)).statusCode).toBe(200);
  });

  it('may be required only by a firm admin whose own address signs in through the provider', async () => {
    const elsewhere = await registerUser(t.app, { name: 'Róisín Healy', email: 'roisin@healy-partners.ie' });
    const refused = await requireSso(elsewhere.token, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { required: [MESSAGES.sso.adminDomain] } });

    const eoin = await signedIn('eoin');
    expect((await requireSso(eoin.token, true)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/organisation/sso', payload: { required: true } })).statusCode).toBe(401);
    expect((await requireSso(elsewhere.token, 'yes' as unknown as boolean)).statusCode).toBe(422);
  });
});

describe('without a provider', () => {
  it('offers no firm sign-in and refuses to begin one or to require it', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sso' })).json()).toEqual({ data: { enabled: false } });
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toMatchObject({ message: MESSAGES.sso.notConfigured });
      const admin = await registerUser(plain.app);
      const required = await plain.app.inject({ method: 'PUT', url: '/api/organisation/sso', headers: bearer(admin.token), payload: { required: true } });
      expect(required.statusCode).toBe(422);
      expect(required.json()).toMatchObject({ errors: { required: [MESSAGES.sso.notConfigured] } });
    } finally {
      await plain.close();
    }
  });
});
