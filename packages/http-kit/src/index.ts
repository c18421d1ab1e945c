export * from './http-error.ts';
export * from './error-handler.ts';
export * from './abort-when-client-leaves.ts';
export * from './read-multipart-form.ts';
export * from './security-headers.ts';
