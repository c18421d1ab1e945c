import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Shared by the config (which starts the product) and the tests (which read its mail outbox). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_RESEARCH_PORT = E2E_PORT + 1;
export const E2E_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `dd-e2e-data-${E2E_PORT}`);
export const E2E_OUTBOX_DIR = join(E2E_DATA_DIR, 'mail');
