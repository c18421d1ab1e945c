import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Someone the provider can sign in: their account id is what its sign-in form is given. */
export interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
  /** Entra ID's `xms_edov`, which it sends in place of `email_verified`; left out when undefined. */
  domainOwnerVerified?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows a browser through the provider from the product's authorisation address: signs in as `accountId` on the
   * provider's own form, consents, and answers the address the provider sends the browser back to (the callback).
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`, the certified implementation) on a local port (any free one unless
 * `port` is given), with one client, the product, whose callback is `redirectUri`. Its development sign-in form
 * accepts any account id the test names.
 */
export async function startOidcTestProvider(input: {
  redirectUri: string;
  accounts: Record<string, TestAccount>;
  port?: number;
  client?: { id: string; secret: string };
}): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(input.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = input.client?.id ?? 'due-diligence';
  const clientSecret = input.client?.secret ?? 'a-client-secret-that-is-long-enough-for-hs256-signing';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [input.redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_context, id) => {
      const account = input.accounts[id];
      if (!account) return undefined;
      const entra = account.domainOwnerVerified === undefined ? {} : { xms_edov: account.domainOwnerVerified };
      return { accountId: id, claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified, name: account.name, ...entra }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    async signIn(authorizationUrl, accountId) {
      const browser = cookieJar();
      let url = new URL(authorizationUrl);
      let body: URLSearchParams | undefined;
      for (let step = 0; step < 20; step += 1) {
        if (url.href.startsWith(input.redirectUri)) return url;
        const response = await fetch(url, {
          method: body ? 'POST' : 'GET',
          redirect: 'manual',
          headers: { cookie: browser.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          body,
        });
        browser.keep(response);
        body = undefined;
        const location = response.headers.get('location');
        if (location) {
          url = new URL(location, url);
          continue;
        }
        // A page of the provider's own: its sign-in form, then its consent form.
        const page = await response.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
        if (!action) throw new Error(`The provider showed no form (${response.status}): ${page.slice(0, 300)}`);
        url = new URL(action, url);
        body = page.includes('name="login"')
          ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' })
          : new URLSearchParams({ prompt: 'consent' });
      }
      throw new Error('The provider never sent the browser back');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The cookies a browser keeps for the provider's one origin. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        const name = pair!.slice(0, at).trim();
        const value = pair!.slice(at + 1).trim();
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}
