export * from './commission-summary.ts';
export * from './commission-xls.ts';
export * from './finalized-periods.ts';
