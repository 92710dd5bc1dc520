export * from './get-eo-dashboard.ts';
