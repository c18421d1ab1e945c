import type { DocumentWorkerPool } from '@dd/engine';
import type { Database } from '../db/database.ts';

/**
 * What the scrape-time gauges read: the worker pools and databases of the apps alive in this process. One of
 * each in production; tests build several apps in one process, and each removes its own when it closes.
 */
export const observedWorkerPools = new Set<{ pool: DocumentWorkerPool; limit: number }>();
export const observedDatabases = new Set<Database>();
