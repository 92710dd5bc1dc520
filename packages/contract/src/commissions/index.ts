export * from './commission-summary.ts';
export * from './finalized-periods.ts';
