export * from './upload-job.ts';
export * from './upload-mismatch.ts';
export * from './upload-template.ts';
