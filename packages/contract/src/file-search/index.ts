export * from './file-search-row.ts';
export * from './get-client-history.ts';
export * from './get-client-search.ts';
export * from './get-file-search.ts';
export * from './get-quick-find.ts';
