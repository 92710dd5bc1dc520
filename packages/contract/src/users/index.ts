// change-password.ts and get-roles-live.ts are exported by the package index directly.
export * from './get-user.ts';
export * from './get-users.ts';
export * from './save-user.ts';
export * from './user.ts';
