export * from './commission-summary.ts';
export * from './finalized-periods.ts';
export * from './commission-xls.ts';
