export * from './jv-mix.ts';
export * from './jv-summary.ts';
export * from './jv-totals.ts';
