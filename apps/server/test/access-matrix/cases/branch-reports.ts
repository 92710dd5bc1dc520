import type { RouteCase } from '../case-kit.ts';

export const branchReportsCases: Readonly<Record<string, RouteCase>> = {};
