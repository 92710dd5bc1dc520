import type { Employee } from '@hub/contract';
import { formatUsdWhole } from '@hub/domain/money';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateEmployeeBase } from '../api/update-employee-base';
import { cleanMoneyInput, moneyForSave } from './employee-form-values';

export const BASE_SAVE_FAILED = 'Failed to save base.';

/** The base as the form shows it: whole dollars (spec 000 §9), or 'None'. */
export const baseLabel = (base: string | null) => (base === null ? 'None' : formatUsdWhole(base));

export type EmployeeBaseProps = {
  employee: Employee;
  /** Super roles change the base (through its own call); others only see it. */
  canEdit: boolean;
  onSaved: (employee: Employee) => void;
};

/** The monthly base: shown as whole dollars, saved by PATCH /employees/{uuid}/base. */
export function EmployeeBase({ employee, canEdit, onSaved }: EmployeeBaseProps) {
  const save = useUpdateEmployeeBase();
  const [base, setBase] = useState(() => employee.base?.replace(/\.00$/, '') ?? '');
  const [description, setDescription] = useState(employee.base_desc ?? '');
  const [failure, setFailure] = useState<string | null>(null);

  const current = `Base: ${baseLabel(employee.base)}${employee.base_desc ? ` (${employee.base_desc})` : ''}`;
  if (!canEdit) return <Text>{current}</Text>;

  const handleSave = async () => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        uuid: employee.uuid,
        version: employee.version,
        body: { base: moneyForSave(base), base_desc: description.trim() === '' ? null : description.trim() },
      });
      onSaved(saved);
      notify.success('Base saved.');
    } catch (error) {
      const detail = errorDetail(error, '');
      setFailure(detail ? `${BASE_SAVE_FAILED} ${detail}` : BASE_SAVE_FAILED);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500}>{current}</Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Base"
          inputMode="decimal"
          leftSection="$"
          w={180}
          value={base}
          onChange={(event) => setBase(cleanMoneyInput(event.currentTarget.value))}
        />
        <TextInput
          label="Base Description"
          w={260}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Button variant="light" onClick={() => void handleSave()} loading={save.isPending}>
          Save Base
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
