export * from './get-all-days.ts';
export * from './get-last-eom.ts';
