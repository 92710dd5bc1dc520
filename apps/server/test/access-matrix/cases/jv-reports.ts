import type { RouteCase } from '../case-kit.ts';

export const jvReportsCases: Readonly<Record<string, RouteCase>> = {};
