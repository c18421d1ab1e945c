import type { LoadFnOutput } from 'node:module';

/** The worker's load hook (typescript-hooks.mjs), as Node calls it. */
export function load(url: string, context: object, nextLoad: (url: string, context?: object) => LoadFnOutput | Promise<LoadFnOutput>): Promise<LoadFnOutput>;

/** Where the worker's hook keeps the code compiled from `source`, read from `file`. */
export function cachedFileOf(file: string, source: string): string;
