import type { TokenClaims } from '@hub/contract';
import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { resolveDashboardEmployee } from '../utils/dashboard-employee';

export const NOT_LINKED_MESSAGE =
  'This user is not correctly linked to an employee record. Please contact support.';

export type DashboardFrameProps = {
  title: string;
  claims: Pick<TokenClaims, 'employee_uuid'>;
  /** `employee_uuid` from the query string, if any. */
  queryEmployeeUuid: string | null;
  /** The dashboard's tiles, given the employee they are for. */
  children?: (employeeUuid: string) => ReactNode;
};

/** Title, the 'Viewing dashboard for …' banner, and Access Denied when there is no employee to show. */
export function DashboardFrame({ title, claims, queryEmployeeUuid, children }: DashboardFrameProps) {
  const { employeeUuid, viewing } = resolveDashboardEmployee(claims, queryEmployeeUuid);
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      {employeeUuid === null ? (
        <Alert color="red" variant="light" title="Access Denied" role="alert">
          {NOT_LINKED_MESSAGE}
        </Alert>
      ) : (
        <>
          {viewing && (
            <Alert color="gold" variant="light" role="status">
              Viewing dashboard for {employeeUuid}
            </Alert>
          )}
          {children?.(employeeUuid)}
        </>
      )}
    </Stack>
  );
}
