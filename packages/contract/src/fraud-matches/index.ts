export * from './get-fraud-matches.ts';
