import type { State } from '@hub/contract';
import { firstDayOfMonth, lastDayOfMonth, previousMonth, todayInLA } from '@hub/domain/time';
import { paths } from '@/config/paths';
import { isSuper, type RolesInput } from '@/lib/roles';

export type ReportCard = {
  title: string;
  description: string;
  to: string;
};

/**
 * Spec 001 §2 Report hub: the cards, in the spec's order, each link carrying the chosen state where
 * the spec gives it one. Holders of a role containing 'super' also get Commission Report (last month's
 * commission summary), Marketing Rep Summary and Paid Through Commission (last month's payments);
 * docs/domain.md "Report hub" says why these three link where they do.
 */
export function reportCards(roles: RolesInput, state: State, now: Date = new Date()): ReportCard[] {
  const cards: ReportCard[] = [
    {
      title: 'Commissions',
      description: 'Commission summary for a pay period.',
      to: paths.reports.commissionForm.getHref(),
    },
    {
      title: 'EO Dashboard',
      description: 'Closings, revenue and openings by escrow officer and branch.',
      to: paths.reports.eoDashboard.getHref(),
    },
    {
      title: 'Title Commissions',
      description: 'Title officer turnaround and commission.',
      to: paths.reports.titleOfficerTurnaround.getHref(),
    },
    {
      title: 'Branch Escrow Summary',
      description: 'Month to date by branch against last year.',
      to: paths.reports.branches.getHref({ state }),
    },
    {
      title: 'JV Escrow Summary',
      description: 'Openings, closings and title revenue by JV partner.',
      to: paths.reports.jvs.getHref({ state }),
    },
    {
      title: 'Revenue Compare',
      description: 'Month to date against last month and last year.',
      to: paths.reports.revenueDateCompare.getHref({ state }),
    },
    {
      title: 'Yearly Comparison',
      description: 'This year against last, by branch and month.',
      to: paths.reports.branchesYearlyComparison.getHref({ state }),
    },
    {
      title: 'Revenue Trend',
      description: 'Business day by business day, month by month.',
      to: paths.reports.revenueTrend.getHref({ state }),
    },
    {
      title: 'Escrow Officer Report',
      description: 'Revenue, openings and closings by escrow officer.',
      to: paths.reports.allEscrow.getHref({ state, emp_type: 'EO' }),
    },
    {
      title: 'Marketing Rep Report',
      description: 'Revenue, openings and closings by marketing rep.',
      to: paths.reports.allEscrow.getHref({ state, emp_type: 'REP' }),
    },
    {
      title: 'Custom Escrow Report',
      description: 'Open or closed orders for any dates.',
      to: paths.reports.dateRangeSelector.getHref({ state, type: 'open' }),
    },
    {
      title: 'Files Missing Close Date',
      description: 'Closed files with no date to count them by.',
      to: paths.reports.missingCloseDate.getHref(),
    },
    {
      title: 'Fraud Match Report',
      description: 'Parties matching the fraud payee list.',
      to: paths.reports.fraudMatches.getHref(),
    },
    {
      title: 'Commission Payments',
      description: 'Commission paid by employee.',
      to: paths.reports.commPayments.getHref(),
    },
  ];
  if (!isSuper(roles)) return cards;
  const lastMonth = previousMonth(todayInLA(now));
  const start = firstDayOfMonth(lastMonth);
  const end = lastDayOfMonth(lastMonth);
  return [
    ...cards,
    {
      title: 'Commission Report',
      description: "Last month's commission summary.",
      to: paths.reports.commissions.getHref({ start_date: start, end_date: end }),
    },
    {
      title: 'Marketing Rep Summary',
      description: "A rep's openings, closings and revenue by branch.",
      to: paths.reports.repSummary.getHref({ state }),
    },
    {
      title: 'Paid Through Commission',
      description: 'Commission paid for last month.',
      to: paths.reports.commPayments.getHref({ period_start: start, period_end: end }),
    },
  ];
}
