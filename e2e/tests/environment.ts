import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Shared by the config (which starts the product) and the tests (which read its mail outbox). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_RESEARCH_PORT = E2E_PORT + 1;
export const E2E_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `dd-e2e-data-${E2E_PORT}`);
export const E2E_OUTBOX_DIR = join(E2E_DATA_DIR, 'mail');
/** The firms' identity provider the product signs people in through (a real OpenID provider, `oidc-provider-process.ts`). */
export const E2E_OIDC_PORT = E2E_PORT + 3;
/** Chromium's remote debugging port, which Lighthouse drives (`lighthouse.spec.ts`). */
export const E2E_DEBUGGING_PORT = E2E_PORT + 2;
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
/** The product as the provider's client. */
export const E2E_OIDC_CLIENT = { id: 'due-diligence-e2e', secret: 'an-e2e-client-secret-long-enough-for-hs256' };
/** The email domain that signs in through it. */
export const E2E_OIDC_DOMAIN = 'sso-firm.example';
