export * from './cost-center.ts';
export * from './get-cost-centers.ts';
export * from './save-cost-center.ts';
