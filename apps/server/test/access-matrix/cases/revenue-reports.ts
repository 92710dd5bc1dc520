import type { RouteCase } from '../case-kit.ts';

export const revenueReportsCases: Readonly<Record<string, RouteCase>> = {};
