import { paths } from '@/config/paths';
import { isSuper, type RolesInput } from '@/lib/roles';

export type AdminTile = {
  title: string;
  description: string;
  to: string;
};

type AdminTileEntry = AdminTile & { superOnly: boolean };

/** Spec 000 §2 /admin, in the spec's order; Users, Monthly Charges and EO Profit are for super roles only. */
const ADMIN_TILES: readonly AdminTileEntry[] = [
  {
    title: 'Users',
    description: 'Sign-ins, roles and linked employees.',
    to: paths.admin.users.getHref(),
    superOnly: true,
  },
  {
    title: 'Cost Centers',
    description: 'Companies and accounting codes.',
    to: paths.admin.costCenters.getHref(),
    superOnly: false,
  },
  {
    title: 'Branches',
    description: 'Branch offices of both states.',
    to: paths.admin.branches.getHref(),
    superOnly: false,
  },
  {
    title: 'Employees',
    description: 'Profiles, compensation and partners.',
    to: paths.admin.employees.getHref(),
    superOnly: false,
  },
  {
    title: 'JVs',
    description: 'Joint venture partner entities.',
    to: paths.admin.jvs.getHref(),
    superOnly: false,
  },
  {
    title: 'Monthly Charges',
    description: 'Charges against escrow officers by month.',
    to: paths.admin.chargesLauncher.getHref(),
    superOnly: true,
  },
  {
    title: 'EO Profit',
    description: 'Employee profitability.',
    to: paths.reports.employeeProfit.getHref(),
    superOnly: true,
  },
  {
    title: 'Report Options',
    description: 'Daily report recipients and projections.',
    to: paths.admin.reportOptions.getHref(),
    superOnly: false,
  },
  {
    title: 'Fraud List',
    description: 'Payees to watch for.',
    to: paths.admin.fraudList.getHref(),
    superOnly: false,
  },
  {
    title: 'Holidays',
    description: 'Holidays and other closures per state.',
    to: paths.admin.calendarDays.getHref(),
    superOnly: false,
  },
];

/** The tiles these roles see (case-insensitive substring checks, as the screens make them). */
export function adminTiles(roles: RolesInput): AdminTile[] {
  const showSuperOnly = isSuper(roles);
  return ADMIN_TILES.filter((tile) => showSuperOnly || !tile.superOnly).map(
    ({ superOnly: _s, ...tile }) => tile,
  );
}
