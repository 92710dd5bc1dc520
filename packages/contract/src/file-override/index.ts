export * from './create-file-adjustment.ts';
export * from './file-adjustment.ts';
export * from './file-override.ts';
export * from './get-file-adjustments.ts';
export * from './inputs.ts';
