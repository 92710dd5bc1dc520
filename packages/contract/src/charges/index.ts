export * from './monthly-charges.ts';
