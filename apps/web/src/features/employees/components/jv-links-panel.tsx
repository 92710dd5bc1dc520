import { type CreateEmployeeJvBody, type EmployeeJvLink, ZCreateEmployeeJvBody } from '@hub/contract';
import { formatUsDate } from '@hub/domain/time';
import { Badge, Button, Checkbox, Fieldset, Group, NativeSelect, Radio, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryState, RowsTable } from '@/components/data-table';
import { useContractForm } from '@/components/forms/contract-form';
import { Section } from '@/components/page';
import { errorDetail } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useJvOptions } from '@/lib/lookups/jvs';
import { useCreateEmployeeJv } from '../api/create-employee-jv';
import { useDeleteEmployeeJv } from '../api/delete-employee-jv';
import { useEmployeeJvs } from '../api/get-employee-jvs';
import { useUpdateEmployeeJv } from '../api/update-employee-jv';
import {
  availableJvOptions,
  JV_LINK_ADD_FAILED,
  JV_LINK_REMOVE_CONFIRM,
  JV_LINK_REMOVE_FAILED,
  JV_LINK_UPDATE_FAILED,
  jvOptionLabel,
  NO_JV_LINKS,
  UNASSIGNED,
} from './jv-links/jv-link-values';

export type JvLinksPanelProps = {
  /** The JV Relationships tab is disabled until the employee exists. */
  employeeUuid: string;
};

const LOAD_FAILED = 'Could not load JV relationships.';
const OPTIONS_FAILED = 'Could not load the JV list.';

type AddJvValues = { jv_uuid: string; is_primary: boolean };
const NO_JV_CHOSEN: AddJvValues = { jv_uuid: '', is_primary: false };

/**
 * Spec 000 §2 JV Relationships: the employee's links with add, set primary and remove. The add row is
 * a contract form: ZCreateEmployeeJvBody checks it before it is sent (a JV chosen).
 */
export function JvLinksPanel({ employeeUuid }: JvLinksPanelProps) {
  const links = useEmployeeJvs(employeeUuid);
  const options = useJvOptions();
  const create = useCreateEmployeeJv();
  const update = useUpdateEmployeeJv();
  const remove = useDeleteEmployeeJv();
  const addForm = useContractForm<AddJvValues>({
    initialValues: NO_JV_CHOSEN,
    schema: ZCreateEmployeeJvBody,
    toBody: (values): CreateEmployeeJvBody => values,
  });
  // What setting a primary or removing a link said (null when nothing).
  const [rowMessage, setRowMessage] = useState<string | null>(null);
  const message = addForm.saveError ?? rowMessage;

  const list = links.data ?? [];
  const choices = availableJvOptions(options.data ?? [], list);
  const busy = create.isPending || update.isPending || remove.isPending;
  // While a new primary is being saved (and the list reloaded), its radio shows it already.
  const pendingPrimary =
    update.isPending && update.variables.body.is_primary ? update.variables.linkId : null;
  const showsPrimary = (link: EmployeeJvLink) =>
    pendingPrimary === null ? link.is_primary : link.link_id === pendingPrimary;

  const addLink = async (values: AddJvValues) => {
    await create.mutateAsync({ employeeUuid, body: values });
    addForm.form.setValues(NO_JV_CHOSEN);
  };

  const handleAdd = () => {
    setRowMessage(null);
    void addForm.submit(addLink, JV_LINK_ADD_FAILED);
  };

  const handleSetPrimary = async (link: EmployeeJvLink) => {
    if (link.is_primary) return;
    setRowMessage(null);
    try {
      await update.mutateAsync({ employeeUuid, linkId: link.link_id, body: { is_primary: true } });
    } catch (error) {
      setRowMessage(errorDetail(error, JV_LINK_UPDATE_FAILED));
    }
  };

  const handleRemove = async (link: EmployeeJvLink) => {
    if (!(await confirmAction(JV_LINK_REMOVE_CONFIRM, { confirmLabel: 'Remove' }))) return;
    setRowMessage(null);
    try {
      await remove.mutateAsync({ employeeUuid, linkId: link.link_id });
    } catch (error) {
      setRowMessage(errorDetail(error, JV_LINK_REMOVE_FAILED));
    }
  };

  return (
    <Section title="JV Relationships">
      <QueryState
        status={links}
        loadingLabel="Loading JV relationships"
        errorText={LOAD_FAILED}
        empty={list.length === 0}
        emptyText={NO_JV_LINKS}
      >
        <RowsTable label="JV Relationships" headers={['JV', 'State', 'Primary', 'Start', 'End']}>
          {list.map((link) => (
            <Table.Tr key={link.link_id} aria-label={link.jv_name}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{link.jv_name}</Text>
                  {link.is_primary && (
                    <Badge size="sm" variant="light">
                      Primary
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{link.st?.trim() || UNASSIGNED}</Table.Td>
              <Table.Td>
                <Radio
                  name={`primary-jv-${employeeUuid}`}
                  aria-label={`Primary: ${link.jv_name}`}
                  checked={showsPrimary(link)}
                  disabled={busy}
                  onChange={() => void handleSetPrimary(link)}
                />
              </Table.Td>
              <Table.Td>{formatUsDate(link.start_date)}</Table.Td>
              <Table.Td>{formatUsDate(link.end_date)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={busy}
                  onClick={() => void handleRemove(link)}
                  aria-label={`Remove ${link.jv_name}`}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </RowsTable>
      </QueryState>

      <Fieldset legend="Add JV relationship" variant="unstyled">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="JV"
            w={320}
            {...addForm.form.getInputProps('jv_uuid')}
            disabled={options.isPending || options.isError}
            data={[
              { value: '', label: options.isPending ? 'Loading JVs…' : 'Select a JV…' },
              ...choices.map((option) => ({ value: option.uuid, label: jvOptionLabel(option) })),
            ]}
          />
          <Checkbox
            label="Primary"
            mb={8}
            {...addForm.form.getInputProps('is_primary', { type: 'checkbox' })}
          />
          <Button onClick={handleAdd} disabled={busy} loading={create.isPending}>
            Add JV
          </Button>
        </Group>
      </Fieldset>
      {options.isError && <Text c="red.7">{errorDetail(options.error, OPTIONS_FAILED)}</Text>}
      {message && (
        <Text c="red.7" fw={500} role="alert">
          {message}
        </Text>
      )}
    </Section>
  );
}
