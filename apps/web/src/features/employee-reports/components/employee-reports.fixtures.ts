import type { EmployeeFigures, EmployeeMonthlyReport } from '@hub/contract';
import { ZERO_FIGURES } from '@/test/employees';

export const MARCH: EmployeeFigures = {
  opens: 3,
  closes: 2,
  cancelled: 1,
  partnerOpens: 2,
  partnerCloses: 1,
  totalRevenue: '1825.00',
  escrowRevenue: '1525.00',
  magnusTitleRevenue: '240.00',
  partnerRevenue: '600.00',
  partnerTitleRevenue: '60.00',
  revenue: '1765.50',
  commissionableRev: '1700.25',
};

export const ANN: EmployeeMonthlyReport = {
  uuid: '11111111-1111-4111-8111-111111111111',
  employee_id: 11,
  first_name: 'Ann',
  last_name: 'Alvarez',
  emp_type: 'EO',
  state: 'AZ',
  is_active: true,
  monthly: { '2030-02': { ...ZERO_FIGURES, opens: 1, closes: 1, totalRevenue: '300.00' }, '2030-03': MARCH },
  mtd: MARCH,
  monthly_sub_eo: [],
};

export const GIL: EmployeeMonthlyReport = {
  uuid: '22222222-2222-4222-8222-222222222222',
  employee_id: 12,
  first_name: 'Gil',
  last_name: 'Gone',
  emp_type: 'EO',
  state: 'AZ',
  is_active: false,
  monthly: {},
  mtd: { ...ZERO_FIGURES, opens: 2, revenue: '-20.00', commissionableRev: '-20.00' },
  monthly_sub_eo: [],
};
