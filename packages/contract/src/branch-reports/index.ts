export * from './branch-email.ts';
export * from './branch-summary.ts';
export * from './yearly-comparison.ts';
