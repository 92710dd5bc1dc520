export * from './calendar-day.ts';
export * from './create-calendar-day.ts';
export * from './get-calendar-days.ts';
