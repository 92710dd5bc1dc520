export * from './get-report-options.ts';
export * from './put-report-options.ts';
export * from './report-options.ts';
