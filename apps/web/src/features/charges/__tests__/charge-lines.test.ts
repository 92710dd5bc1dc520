import type { GetMonthlyChargesResponse } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  blocksFrom,
  editLine,
  matchesSearch,
  removeLine,
  saveBody,
  savedAmount,
} from '../utils/charge-lines';

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const answer: GetMonthlyChargesResponse = {
  month_end_date: '2031-01-15',
  employees: [
    { employee_id: 1, employee_uuid: U(1), first_name: 'Ann', last_name: 'Able', state: 'AZ' },
    { employee_id: 2, employee_uuid: U(2), first_name: 'Bob', last_name: 'Baker', state: 'NV' },
  ],
  lines: [
    {
      charge_id: 7,
      uuid: U(7),
      employee_id: 1,
      employee_uuid: U(1),
      month_end_date: '2031-01-15',
      loss_total: '12.50',
      other_against_rev: '0.00',
      other_against_commission: '1.00',
      notes: 'n',
    },
  ],
};
let next = 100;
const uuid = () => {
  next += 1;
  return U(next);
};

describe('the charges editor lines', () => {
  it('gives every officer a block with at least one line (an empty one when none is saved)', () => {
    const blocks = blocksFrom(answer, uuid);
    expect(blocks.map((b) => b.lines.length)).toEqual([1, 1]);
    expect(blocks[0]?.lines[0]).toMatchObject({ charge_id: 7, loss_total: '12.50' });
    expect(blocks[1]?.lines[0]).toMatchObject({ employee_id: 2, loss_total: '', notes: '' });
    expect(blocks[1]?.lines[0]?.charge_id).toBeUndefined();
  });

  it('deletes a never-saved line, zeroes and blanks a saved one (sent on save)', () => {
    let blocks = addLine(blocksFrom(answer, uuid), 1, U(50));
    expect(blocks[0]?.lines).toHaveLength(2);
    blocks = removeLine(blocks, U(50));
    expect(blocks[0]?.lines.map((l) => l.uuid)).toEqual([U(7)]);
    blocks = removeLine(blocks, U(7));
    expect(blocks[0]?.lines).toEqual([
      {
        uuid: U(7),
        charge_id: 7,
        employee_id: 1,
        loss_total: '0.00',
        other_against_rev: '0.00',
        other_against_commission: '0.00',
        notes: '',
      },
    ]);
    const body = saveBody(blocks, '2031-01-15');
    expect(body.find((l) => l.uuid === U(7))).toMatchObject({ charge_id: 7, loss_total: '0.00', notes: '' });
  });

  it('a block whose only never-saved line is removed gets a new empty line', () => {
    const blocks = blocksFrom(answer, uuid);
    const only = blocks[1]?.lines[0]?.uuid ?? '';
    const after = removeLine(blocks, only, U(60));
    expect(after[1]?.lines.map((l) => l.uuid)).toEqual([U(60)]);
  });

  it('saves non-numeric amounts as 0 and rounds to the cent half away from zero', () => {
    expect(savedAmount('')).toBe('0');
    expect(savedAmount('abc')).toBe('0');
    expect(savedAmount(undefined)).toBe('0');
    expect(savedAmount('12')).toBe('12.00');
    expect(savedAmount('$1,234.5')).toBe('1234.50');
    expect(savedAmount('0.005')).toBe('0.01');
    expect(savedAmount('-0.005')).toBe('-0.01');
    expect(savedAmount('.5')).toBe('0.50');
    const blocks = editLine(blocksFrom(answer, uuid), U(7), 'other_against_rev', 'x1');
    expect(saveBody(blocks, '2031-01-15')[0]).toMatchObject({
      other_against_rev: '0',
      month_end_date: '2031-01-15',
    });
  });

  it('matches the name search on first and last name, any case', () => {
    const ann = answer.employees[0];
    if (!ann) throw new Error('fixture');
    expect(matchesSearch(ann, 'ABLE')).toBe(true);
    expect(matchesSearch(ann, 'ann able')).toBe(true);
    expect(matchesSearch(ann, 'bob')).toBe(false);
    expect(matchesSearch(ann, '  ')).toBe(true);
  });
});
