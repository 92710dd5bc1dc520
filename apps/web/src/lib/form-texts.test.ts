import { describe, expect, it } from 'vitest';
import { formTexts } from './form-texts';

describe('formTexts', () => {
  it("keeps the fields' text and writes '' for none", () => {
    const record = { name: 'Acme', alias: null, city: undefined as string | undefined, count: 3 };
    expect(formTexts(record, ['name', 'alias', 'city'])).toEqual({ name: 'Acme', alias: '', city: '' });
  });
});
