import { startOidcTestProvider } from '@dd/server/testing/oidc-test-provider.ts';
import { E2E_OIDC_CLIENT, E2E_OIDC_DOMAIN, E2E_OIDC_PORT, E2E_URL } from './tests/environment.ts';

/**
 * The identity provider of the single sign-on journey, run by Playwright beside the product: a real OpenID provider
 * whose development sign-in form signs in the one account of the firm's domain, Maeve Quinn, as `maeve`.
 */
const provider = await startOidcTestProvider({
  port: E2E_OIDC_PORT,
  client: E2E_OIDC_CLIENT,
  redirectUri: `${E2E_URL}/api/auth/oidc/callback`,
  accounts: { maeve: { email: `maeve.quinn@${E2E_OIDC_DOMAIN}`, emailVerified: true, name: 'Maeve Quinn' } },
});
process.stdout.write(`OpenID provider ready at ${provider.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
