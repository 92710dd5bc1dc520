export * from './get-files-missing-close-date.ts';
