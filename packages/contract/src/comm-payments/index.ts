export * from './comm-payment.ts';
export * from './comm-payments-summary.ts';
