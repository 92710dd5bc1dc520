export * from './auth/login.ts';
export * from './auth/roles.ts';
export * from './auth/session-errors.ts';
export * from './auth/token-claims.ts';
export * from './common/error.ts';
export * from './common/primitives.ts';
export * from './users/change-password.ts';
export * from './users/get-roles-live.ts';
