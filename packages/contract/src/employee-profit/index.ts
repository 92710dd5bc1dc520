export * from './employee-profit.ts';
