export * from './title-file-additions.ts';
export * from './title-turnaround.ts';
