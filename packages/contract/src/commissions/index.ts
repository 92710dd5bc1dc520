export * from './commission-summary.ts';
