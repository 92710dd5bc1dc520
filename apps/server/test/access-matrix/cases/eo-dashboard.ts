import type { RouteCase } from '../case-kit.ts';

export const eoDashboardCases: Readonly<Record<string, RouteCase>> = {};
