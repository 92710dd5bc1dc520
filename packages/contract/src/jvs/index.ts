export * from './get-jv-entities.ts';
export * from './get-jv-entity.ts';
export * from './jv-entity.ts';
export * from './save-jv-entity.ts';
export * from './upload-jv-logo.ts';
