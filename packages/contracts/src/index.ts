export * from './constants.ts';
export * from './messages.ts';
export * from './validation.ts';
export * from './errors.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './realtime.ts';
