/**
 * `@dd/contracts/plain`: the contracts' constants, messages and formatting without their schemas, and so without zod.
 * For the document workers' code, which a worker loads on every start: zod and the schemas cost it about 0.4 s and
 * it validates nothing (decision 84).
 */
export * from './constants.ts';
export * from './document-limits.ts';
export * from './format-byte-size.ts';
export * from './messages.ts';
