import type { RouteCase } from '../case-kit.ts';

export const employeeReportsCases: Readonly<Record<string, RouteCase>> = {};
