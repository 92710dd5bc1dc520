import type { CostCenter, SaveCostCenterInput } from '@hub/contract';

/** Form fields as typed. */
export type CostCenterFormValues = {
  company_name: string;
  accounting_code: string;
  state: string;
  output_order: string;
  description: string;
};

export const NEW_COST_CENTER: CostCenterFormValues = {
  company_name: '',
  accounting_code: '',
  state: '',
  // Spec 000 §9: output_order defaults to 999 for a new cost center.
  output_order: '999',
  description: '',
};

export function toFormValues(costCenter: CostCenter): CostCenterFormValues {
  return {
    company_name: costCenter.company_name,
    accounting_code: costCenter.accounting_code ?? '',
    state: costCenter.state,
    output_order: costCenter.output_order === null ? '' : String(costCenter.output_order),
    description: costCenter.description,
  };
}

/** Output Order keeps digits only while typing. */
export const cleanOutputOrder = (text: string) => text.replace(/\D/g, '');

/** What is sent: trimmed, an empty accounting code as null, an empty output order as 0 (spec 000 §5). */
export function toSaveBody(values: CostCenterFormValues): SaveCostCenterInput {
  const order = values.output_order.trim();
  return {
    company_name: values.company_name.trim(),
    accounting_code: values.accounting_code.trim() || null,
    state: values.state.trim().toUpperCase(),
    output_order: order === '' ? 0 : Number.parseInt(order, 10),
    description: values.description.trim(),
  };
}
