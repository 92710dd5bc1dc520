export * from './revenue-compare.ts';
export * from './revenue-trend.ts';
