export * from './comm-guarantee.ts';
export * from './create-comm-guarantee.ts';
export * from './delete-comm-guarantee.ts';
export * from './get-comm-guarantees.ts';
export * from './update-comm-guarantee.ts';
