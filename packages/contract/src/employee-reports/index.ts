export * from './employee-monthly.ts';
export * from './rep-branch.ts';
