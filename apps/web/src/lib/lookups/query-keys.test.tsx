import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSaveCostCenter } from '@/features/cost-centers/api/save-cost-center';
import { useUpdateUser } from '@/features/users/api/save-user';
import { createTestQueryClient, jsonResponse, mockFetch, storeToken } from '@/test/utils';
import { branchKeys, costCenterKeys, employeeKeys, jvKeys, userKeys } from './query-keys';

function setup() {
  const queryClient = createTestQueryClient();
  for (const key of [
    costCenterKeys.list(null),
    costCenterKeys.list('NV'),
    branchKeys.list(),
    employeeKeys.list(),
    employeeKeys.options(),
    userKeys.list(),
    jvKeys.list(true),
  ]) {
    queryClient.setQueryData(key, []);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { wrapper, stale };
}

describe('one query-key factory per area', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a saved cost center refreshes the list, every Cost Center picker and the branches list that names it', async () => {
    storeToken();
    mockFetch(() =>
      jsonResponse({
        cost_center_id: 7,
        company_name: 'Magnus',
        description: 'Henderson',
        accounting_code: null,
        state: 'NV',
        output_order: 1,
        version: 2,
      }),
    );
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useSaveCostCenter(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        key: 7,
        version: 1,
        body: {
          company_name: 'Magnus',
          description: 'Henderson',
          accounting_code: null,
          state: 'NV',
          output_order: 1,
        },
      }),
    );
    expect(stale(costCenterKeys.list(null))).toBe(true);
    expect(stale(costCenterKeys.list('NV'))).toBe(true);
    expect(stale(branchKeys.list())).toBe(true);
    expect(stale(employeeKeys.options())).toBe(false);
    expect(stale(jvKeys.list(true))).toBe(false);
  });

  it("a saved user refreshes the users and the employees list (its dashboard links come from users' roles)", async () => {
    storeToken();
    const uuid = '0b0e7a4e-3c6f-4c1e-9d2a-6f1f2b3c4d5f';
    mockFetch(() =>
      jsonResponse({
        uuid,
        email: 'sam@hub.test',
        first_name: 'Sam',
        last_name: 'Lee',
        cell_phone: null,
        is_active: true,
        is_verified: true,
        roles: 'Sales',
        employee_id: 4,
        view_employee_id: null,
        state: 'AZ',
        version: 3,
      }),
    );
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useUpdateUser(), { wrapper });
    await act(() => result.current.mutateAsync({ uuid, version: 2, body: {} as never }));
    expect(stale(userKeys.list())).toBe(true);
    expect(stale(employeeKeys.list())).toBe(true);
    expect(stale(employeeKeys.options())).toBe(true);
    expect(stale(branchKeys.list())).toBe(false);
  });
});
