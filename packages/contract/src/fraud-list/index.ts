export * from './fraud-list-entry.ts';
export * from './get-fraud-list.ts';
export * from './save-fraud-list-batch.ts';
