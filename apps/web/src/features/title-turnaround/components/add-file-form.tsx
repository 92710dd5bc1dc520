import { TITLE_TURNAROUND_TEXTS, ZCreateTitleFileAdditionBody } from '@hub/contract';
import { todayInLA } from '@hub/domain';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useContractForm, valueInput } from '@/components/forms/contract-form';
import { DateField } from '@/components/forms/date-field';
import { SaveError } from '@/components/forms/form-page';
import { useCreateTitleFileAddition } from '../api/create-title-file-addition';

type AddFileValues = { order_number: string; search_start_dt: string; commit_ready_dt: string };

export type AddFileFormProps = {
  /** The title officer the file is added to. */
  officerUuid: string;
  /** 'Last, First': names the form. */
  officerName: string;
  /** After the file was added (the report reloads by itself). */
  onAdded: () => void;
  onCancel: () => void;
};

/**
 * 'Add file' of one title officer (spec 001 §2, §8): an order number and its search start and commit
 * ready dates, which open empty and today (Los Angeles) each time the form opens. The contract's schema
 * checks them first ('Order # is required', 'Commit Ready must be on/after Search Start'); a refusal
 * shows the server's words, else 'Failed to add file', in the form.
 */
export function AddFileForm({ officerUuid, officerName, onAdded, onCancel }: AddFileFormProps) {
  const create = useCreateTitleFileAddition();
  const today = todayInLA();
  const toBody = (values: AddFileValues) => ({
    title_officer_uuid: officerUuid,
    ...values,
    order_number: values.order_number.trim(),
  });
  const { form, saveError, handleSubmit } = useContractForm<AddFileValues>({
    initialValues: { order_number: '', search_start_dt: today, commit_ready_dt: today },
    schema: ZCreateTitleFileAdditionBody,
    toBody,
  });

  const handleAdd = async (values: AddFileValues) => {
    await create.mutateAsync(toBody(values));
    onAdded();
  };

  return (
    <form
      onSubmit={handleSubmit(handleAdd, TITLE_TURNAROUND_TEXTS.addFailed)}
      aria-label={`Add file for ${officerName}`}
      noValidate
    >
      <Fieldset legend={`Add file for ${officerName}`}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
            <TextInput label="Order #" required {...form.getInputProps('order_number')} />
            <DateField label="Search Start" required {...valueInput(form, 'search_start_dt')} />
            <DateField label="Commit Ready" required {...valueInput(form, 'commit_ready_dt')} />
          </SimpleGrid>
          <SaveError message={saveError} />
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              Add
            </Button>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
