export * from './get-new-clients.ts';
