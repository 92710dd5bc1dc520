import { type FileAdjustment, ZCreateFileAdjustmentBody, ZSaveFileOverrideBody } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { FILE } from './file-override.fixtures';
import {
  adjustmentSum,
  afterAdd,
  amountOrNull,
  emptyAdjustment,
  toAdjustmentBody,
  toOverrideBody,
  toOverrideFormValues,
  withCurrent,
} from './file-override-values';

describe('the override form (spec 001 §5)', () => {
  it('is prefilled from the file', () => {
    expect(toOverrideFormValues(FILE)).toEqual({
      calc_close_date: '2026-02-10',
      title_processing: '150.00',
      settlement_fee: '1000.00',
      owners_policy: '800.00',
      lenders_policy: '0.00',
      endorsements: '75.00',
      settlement_agency_id: '3',
      external_title_company_id: '',
    });
  });

  it('sends blank or non-numeric numbers as null and a blank closing date as null', () => {
    const body = toOverrideBody({
      ...toOverrideFormValues(FILE),
      calc_close_date: ' ',
      title_processing: '',
      settlement_fee: 'abc',
      owners_policy: ' 1234.5 ',
      endorsements: '-20.',
      external_title_company_id: '9',
    });
    expect(body).toEqual({
      calc_close_date: null,
      settlement_agency_id: 3,
      external_title_company_id: 9,
      owners_policy: '1234.5',
      lenders_policy: '0.00',
      endorsements: '-20',
      title_processing: null,
      settlement_fee: null,
    });
    expect(ZSaveFileOverrideBody.safeParse(body).success).toBe(true);
  });

  it('never turns an amount into a float: what is typed is sent as text, and more than 2 decimals is refused', () => {
    expect(amountOrNull('0.1')).toBe('0.1');
    expect(amountOrNull('.5')).toBe('.5');
    expect(amountOrNull('1e3')).toBeNull();
    const body = toOverrideBody({ ...toOverrideFormValues(FILE), settlement_fee: '10.123' });
    const result = ZSaveFileOverrideBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['settlement_fee']);
  });

  it("offers the file's own branch or JV even when the list lacks it (inactive)", () => {
    const options = [{ value: '1', label: 'A' }];
    expect(withCurrent(options, { value: '3', label: 'C' })).toEqual([
      { value: '3', label: 'C' },
      ...options,
    ]);
    expect(withCurrent(options, { value: '1', label: 'A' })).toEqual(options);
    expect(withCurrent(options, null)).toEqual(options);
  });
});

describe('the add-adjustment form (spec 001 §4, §5)', () => {
  it('starts with the posting date given (today) and every other field blank', () => {
    expect(emptyAdjustment('2026-03-18')).toMatchObject({
      posting_date: '2026-03-18',
      event_date: '',
      reason: '',
    });
  });

  it('requires a posting date, with the spec’s message', () => {
    const result = ZCreateFileAdjustmentBody.safeParse(toAdjustmentBody(7, emptyAdjustment('')));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['posting_date', 'Posting Date is required.'],
    ]);
  });

  it('sends amounts as text or null (negatives too), reason and note null when blank', () => {
    const body = toAdjustmentBody(7, {
      ...emptyAdjustment('2026-03-18'),
      magnus_escrow: '-12.50',
      partner_title: 'x',
      endorsements: ' 3 ',
      reason: '  ',
      note: ' late fee ',
    });
    expect(body).toEqual({
      esc_file_id: 7,
      posting_date: '2026-03-18',
      event_date: null,
      magnus_escrow: '-12.50',
      magnus_title: null,
      partner_title: null,
      title_processsing: null,
      bundled_escrow: null,
      endorsements: '3',
      reason: null,
      note: 'late fee',
    });
    expect(ZCreateFileAdjustmentBody.safeParse(body).success).toBe(true);
  });

  it('clears the fields after an add but keeps the posting date', () => {
    const filled = {
      ...emptyAdjustment('2026-01-31'),
      magnus_title: '5',
      reason: 'x',
      event_date: '2026-01-02',
    };
    expect(afterAdd(filled)).toEqual(emptyAdjustment('2026-01-31'));
  });

  it("sums a row's amounts to the cent", () => {
    const row = {
      magnus_escrow: '0.10',
      bundled_escrow: '0.20',
      magnus_title: '-0.05',
      partner_title: null,
      title_processsing: '100.00',
      endorsements: '0.01',
    } as FileAdjustment;
    expect(adjustmentSum(row)).toBe('100.26');
  });
});
