export * from './client-group.ts';
