import * as oidc from 'openid-client';
import type { OidcConfig } from '../config.ts';

/** What the provider says of the person who signed in. */
export interface OidcIdentity {
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** A sign-in begun: where to send the browser, and what its answer must be checked against. */
export interface OidcAuthorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  /** The provider's authorisation address for a new sign-in, with PKCE (S256), state and nonce. */
  authorize(redirectUri: string): Promise<OidcAuthorization>;
  /**
   * Swaps the callback's code for tokens, checking the state, the PKCE verifier and the ID token's nonce, signature,
   * issuer and audience (openid-client), and reads who signed in: from the ID token, else from the userinfo endpoint.
   */
  identify(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<OidcIdentity>;
}

/**
 * The product as a client of the firms' identity provider. The provider's metadata is read once, on the first
 * sign-in (a provider down at start must not stop the product), and again after a failure to read it.
 */
export function createOidcClient(config: OidcConfig): OidcClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= discover(config).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    async authorize(redirectUri) {
      const client = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },
    async identify(callbackUrl, checks) {
      const client = await configuration();
      const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      // Providers that follow the standard strictly put the email in userinfo, not in the ID token.
      const source = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(client, tokens.access_token, claims.sub);
      if (typeof source.email !== 'string') throw new Error('The provider did not say who signed in (no email)');
      return {
        email: source.email,
        // Entra ID sends no `email_verified`; its optional claim `xms_edov` says the domain's owner verified the address.
        emailVerified: source.email_verified === true || source.xms_edov === true,
        name: typeof source.name === 'string' && source.name.trim() !== '' ? source.name.trim() : null,
      };
    },
  };
}

async function discover(config: OidcConfig): Promise<oidc.Configuration> {
  const issuer = new URL(config.issuer);
  // Plain HTTP only for a provider on this machine (development and the tests' provider); never across a network.
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, {
    execute: local ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
}
