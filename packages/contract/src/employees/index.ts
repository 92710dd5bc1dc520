export * from './employee.ts';
export * from './get-employee-secure.ts';
export * from './get-employees.ts';
export * from './get-employees-simple.ts';
export * from './save-employee.ts';
export * from './update-employee-base.ts';
export * from './update-employee-photo.ts';
