export * from './commissions.ts';
export * from './files.ts';
export * from './ledger.ts';
export * from './organisation.ts';
export * from './people.ts';
export * from './rollups.ts';
export * from './system.ts';
