import type { LoadFnOutput } from 'node:module';

/** The worker's load hook (typescript-hooks.mjs), as Node calls it. */
export function load(url: string, context: object, nextLoad: (url: string, context?: object) => LoadFnOutput | Promise<LoadFnOutput>): Promise<LoadFnOutput>;
