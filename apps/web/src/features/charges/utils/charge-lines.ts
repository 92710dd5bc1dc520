import type { ChargeEmployee, GetMonthlyChargesResponse, SaveMonthlyChargeLine } from '@hub/contract';
import { fromCents, roundToCents } from '@hub/domain';

/** The three amounts of a charge line (spec 001 §3). */
export const CHARGE_AMOUNTS = ['loss_total', 'other_against_rev', 'other_against_commission'] as const;
export type ChargeAmount = (typeof CHARGE_AMOUNTS)[number];

/** A line as the editor holds it: amounts as typed; `charge_id` absent when never saved. */
export type EditorLine = {
  uuid: string;
  charge_id?: number;
  employee_id: number;
  loss_total: string;
  other_against_rev: string;
  other_against_commission: string;
  notes: string;
};

/** One officer's block: the employee and its lines (at least one). */
export type ChargeBlock = { employee: ChargeEmployee; lines: EditorLine[] };

const newUuid = () => crypto.randomUUID();

/** An empty, never-saved line for an employee. */
export function emptyLine(employeeId: number, uuid: string = newUuid()): EditorLine {
  return {
    uuid,
    employee_id: employeeId,
    loss_total: '',
    other_against_rev: '',
    other_against_commission: '',
    notes: '',
  };
}

/** One block per employee of the answer, with its saved lines, or one empty line when it has none. */
export function blocksFrom(answer: GetMonthlyChargesResponse, uuid: () => string = newUuid): ChargeBlock[] {
  return answer.employees.map((employee) => {
    const lines: EditorLine[] = answer.lines
      .filter((line) => line.employee_id === employee.employee_id)
      .map((line) => ({
        uuid: line.uuid,
        charge_id: line.charge_id,
        employee_id: line.employee_id,
        loss_total: line.loss_total,
        other_against_rev: line.other_against_rev,
        other_against_commission: line.other_against_commission,
        notes: line.notes,
      }));
    return { employee, lines: lines.length > 0 ? lines : [emptyLine(employee.employee_id, uuid())] };
  });
}

/** The blocks with a new empty line at the end of one employee's block. */
export function addLine(blocks: readonly ChargeBlock[], employeeId: number, uuid: string = newUuid()) {
  return blocks.map((block) =>
    block.employee.employee_id === employeeId
      ? { ...block, lines: [...block.lines, emptyLine(employeeId, uuid)] }
      : block,
  );
}

/**
 * Spec 001 §4: removing a never-saved line deletes it; a saved one has its amounts zeroed and its
 * notes blanked, and is sent so on save. A block left without lines gets an empty one.
 */
export function removeLine(blocks: readonly ChargeBlock[], uuid: string, newLine: string = newUuid()) {
  return blocks.map((block) => {
    if (!block.lines.some((line) => line.uuid === uuid)) return block;
    const lines = block.lines.flatMap((line) => {
      if (line.uuid !== uuid) return [line];
      if (line.charge_id === undefined) return [];
      return [
        {
          ...line,
          loss_total: '0.00',
          other_against_rev: '0.00',
          other_against_commission: '0.00',
          notes: '',
        },
      ];
    });
    return { ...block, lines: lines.length > 0 ? lines : [emptyLine(block.employee.employee_id, newLine)] };
  });
}

/** The blocks with one field of one line changed. */
export function editLine(
  blocks: readonly ChargeBlock[],
  uuid: string,
  field: ChargeAmount | 'notes',
  value: string,
) {
  return blocks.map((block) =>
    block.lines.some((line) => line.uuid === uuid)
      ? {
          ...block,
          lines: block.lines.map((line) => (line.uuid === uuid ? { ...line, [field]: value } : line)),
        }
      : block,
  );
}

/**
 * An amount as saved (spec 001 §5): a number is kept, rounded half away from zero to the cent; '$' and
 * thousands commas are dropped; anything non-numeric (blank included) is 0.
 */
export function savedAmount(text: unknown): string {
  if (typeof text !== 'string') return '0';
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return '0';
  const normal = cleaned.startsWith('.') ? `0${cleaned}` : cleaned.replace(/^-\./, '-0.');
  return fromCents(roundToCents(normal.endsWith('.') ? normal.slice(0, -1) : normal));
}

/** Every line of every block as PUT /charges/monthly takes it (notes that are not text become ''). */
export function saveBody(blocks: readonly ChargeBlock[], monthEndDate: string): SaveMonthlyChargeLine[] {
  return blocks.flatMap((block) =>
    block.lines.map((line) => ({
      ...(line.charge_id === undefined ? {} : { charge_id: line.charge_id }),
      uuid: line.uuid,
      employee_id: line.employee_id,
      month_end_date: monthEndDate,
      loss_total: savedAmount(line.loss_total),
      other_against_rev: savedAmount(line.other_against_rev),
      other_against_commission: savedAmount(line.other_against_commission),
      notes: typeof line.notes === 'string' ? line.notes : '',
    })),
  );
}

/** 'Last, First' of a block, and whether it matches the name search (case-insensitive, either order). */
export function employeeName(employee: ChargeEmployee): string {
  return [employee.last_name, employee.first_name].filter(Boolean).join(', ');
}

export function matchesSearch(employee: ChargeEmployee, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const name = `${employee.first_name ?? ''} ${employee.last_name ?? ''}`.toLowerCase();
  return words.every((word) => name.includes(word));
}
