export * from './branch.ts';
export * from './get-branch.ts';
export * from './get-branches.ts';
export * from './save-branch.ts';
