export * from './jv-client-trend.ts';
