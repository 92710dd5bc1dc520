/** The report screens the contract declares, read by the build (vite.config.ts, `reportScreens`). */
declare module 'virtual:report-screens' {
  import type { ReportEndpoint, ReportScreen } from '@hub/contract';

  /** Each report with a screen (`reportEndpoints()`), in declaration order: its name and its screen. */
  const screens: readonly (Pick<ReportEndpoint, 'name'> & { screen: ReportScreen })[];
  export default screens;
}
