import { describe, expect, it } from 'vitest';
import { resolveDashboardEmployee } from './dashboard-employee';

const LINKED = '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69';
const VIEWED = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('resolveDashboardEmployee', () => {
  it("shows the signed-in user's own employee", () => {
    expect(resolveDashboardEmployee({ employee_uuid: LINKED }, null)).toEqual({
      employeeUuid: LINKED,
      viewing: false,
    });
  });

  it('shows the employee of the query, with the banner', () => {
    expect(resolveDashboardEmployee({ employee_uuid: null }, VIEWED)).toEqual({
      employeeUuid: VIEWED,
      viewing: true,
    });
  });

  it('gives no employee (Access Denied) when the token has no link and the query none', () => {
    expect(resolveDashboardEmployee({ employee_uuid: null }, null)).toEqual({
      employeeUuid: null,
      viewing: false,
    });
    expect(resolveDashboardEmployee({ employee_uuid: null }, '  ')).toEqual({
      employeeUuid: null,
      viewing: false,
    });
  });
});
