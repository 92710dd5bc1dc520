import type { TokenClaims } from '@hub/contract';
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page';
import { resolveDashboardEmployee } from '../utils/dashboard-employee';

export const NOT_LINKED_MESSAGE =
  'This user is not correctly linked to an employee record. Please contact support.';

/** The employee a dashboard is viewed for, as the page could read them. */
export type ViewedEmployee = {
  /** 'First Last' once read; null while loading or when it could not be read. */
  name: string | null;
  /** Why they could not be read (the server's detail), else null. */
  error: string | null;
};

export type DashboardFrameProps = {
  title: string;
  claims: Pick<TokenClaims, 'employee_uuid'>;
  /** `employee_uuid` from the query string, if any. */
  queryEmployeeUuid: string | null;
  /** The employee of the query, for the banner. */
  viewed?: ViewedEmployee;
  /** A rep picker for the roles that may choose whose dashboard to see; shown instead of Access Denied. */
  picker?: ReactNode;
  /** The dashboard's tiles, given the employee they are for. */
  children?: (employeeUuid: string) => ReactNode;
};

/** Title, the 'Viewing dashboard for …' banner, and Access Denied when there is no employee to show. */
export function DashboardFrame({
  title,
  claims,
  queryEmployeeUuid,
  viewed,
  picker,
  children,
}: DashboardFrameProps) {
  const { employeeUuid, viewing } = resolveDashboardEmployee(claims, queryEmployeeUuid);
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      {picker}
      {employeeUuid === null ? (
        !picker && (
          <Alert color="red" variant="light" title="Access Denied" role="alert">
            {NOT_LINKED_MESSAGE}
          </Alert>
        )
      ) : viewing && viewed?.error ? (
        <Alert color="red" variant="light" role="alert">
          {viewed.error}
        </Alert>
      ) : (
        <>
          {viewing && (
            <Alert color="gold" variant="light" role="status">
              Viewing dashboard for {viewed?.name ?? '…'}
            </Alert>
          )}
          {children?.(employeeUuid)}
        </>
      )}
    </Stack>
  );
}
