export * from './create-employee-jv.ts';
export * from './delete-employee-jv.ts';
export * from './employee-jv-link.ts';
export * from './get-employee-jvs.ts';
export * from './update-employee-jv.ts';
