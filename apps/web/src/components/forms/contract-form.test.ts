import { describe, expect, it } from 'vitest';
import { placeErrors, recheckChanged } from './contract-form';

describe('recheckChanged', () => {
  it('rechecks the field that changed and keeps the errors of the others', () => {
    const errors = { email: 'Taken', title: 'Must be at most 200 characters' };
    const previous = { email: 'a@hub.test', title: 'x'.repeat(201) };
    const values = { ...previous, email: 'b@hub.test' };
    expect(recheckChanged(errors, values, previous, {})).toEqual({ title: errors.title });
  });

  it('rechecks one cell of a list, not every row of it', () => {
    const previous = {
      rows: [
        { name: '', notes: '' },
        { name: 'Acme', notes: 'x' },
      ],
    };
    const errors = { 'rows.0.name': 'Payee name is required', 'rows.1.name': 'Is already on the fraud list' };
    const values = { rows: [{ name: '', notes: 'typed' }, previous.rows[1]] };
    // Row 1's notes changed: the server's error on row 2 stays, row 1's name is checked again.
    expect(recheckChanged(errors, values, previous, { 'rows.0.name': 'Payee name is required' })).toEqual(
      errors,
    );
    const fixed = { rows: [{ name: 'Zeta', notes: 'typed' }, previous.rows[1]] };
    expect(recheckChanged(errors, fixed, values, {})).toEqual({ 'rows.1.name': errors['rows.1.name'] });
  });
});

describe('placeErrors', () => {
  it('asks where each request field is shown with the values the request was made from', () => {
    const values = { rows: ['kept', 'blank', 'sent'] };
    const fieldOf = (path: string, from: typeof values) => {
      const [index, field] = path.split('.');
      const sent = from.rows.flatMap((row, i) => (row === 'blank' ? [] : [i]));
      const row = sent[Number(index)];
      return row === undefined || field !== 'name' ? null : `rows.${row}.name`;
    };
    expect(
      placeErrors(
        [
          { path: '1.name', message: 'is required' },
          { path: '0.version', message: 'is stale' },
        ],
        fieldOf,
        values,
      ),
    ).toEqual({
      atFields: { 'rows.2.name': 'Is required' },
      elsewhere: [{ path: '0.version', message: 'is stale' }],
    });
  });
});
