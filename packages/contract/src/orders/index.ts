export * from './custom-escrow-report.ts';
export * from './get-order-files.ts';
export * from './get-order-reconciliation.ts';
export * from './order-file.ts';
export * from './order-reconciliation.ts';
