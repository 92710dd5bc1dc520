import type { Employee } from '@hub/contract';
import { formatUsdWhole } from '@hub/domain/money';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorDetail } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateEmployeeBase } from '../api/update-employee-base';
import { baseForSave, cleanMoneyInput } from './employee-form-values';

export const BASE_SAVE_FAILED = 'Failed to save base.';

/** The base as the form shows it: whole dollars (spec 000 §9), or 'None'. */
export const baseLabel = (base: string | null) => (base === null ? 'None' : formatUsdWhole(base));

export type EmployeeBaseProps = {
  employee: Employee;
  /** Super roles change the base; others only see it. */
  canEdit: boolean;
  /** The typed base and description: the form's main Save sends them with the rest. */
  base: string;
  description: string;
  baseError?: string | undefined;
  descriptionError?: string | undefined;
  onBaseChange: (base: string) => void;
  onDescriptionChange: (description: string) => void;
  /** After Save Base stored them on their own. */
  onSaved: (employee: Employee) => void;
};

/**
 * The monthly base, shown as whole dollars. The form's Save stores a changed base with the other
 * fields; Save Base stores only the base (PATCH /employees/{uuid}/base).
 */
export function EmployeeBase({
  employee,
  canEdit,
  base,
  description,
  baseError,
  descriptionError,
  onBaseChange,
  onDescriptionChange,
  onSaved,
}: EmployeeBaseProps) {
  const save = useUpdateEmployeeBase();
  const [failure, setFailure] = useState<string | null>(null);

  const current = `Base: ${baseLabel(employee.base)}${employee.base_desc ? ` (${employee.base_desc})` : ''}`;
  if (!canEdit) return <Text>{current}</Text>;

  const handleSave = async () => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        uuid: employee.uuid,
        version: employee.version,
        body: baseForSave({ base, base_desc: description }),
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
          error={baseError}
          onChange={(event) => onBaseChange(cleanMoneyInput(event.currentTarget.value))}
        />
        <TextInput
          label="Base Description"
          w={260}
          value={description}
          error={descriptionError}
          onChange={(event) => onDescriptionChange(event.currentTarget.value)}
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
