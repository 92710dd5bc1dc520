import type { EmployeeJvLink } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { availableJvOptions, jvOptionLabel } from './jv-link-values';

const option = (jv_id: number, name: string, st: string | null = 'AZ') => ({
  jv_id,
  uuid: `00000000-0000-4000-8000-${String(jv_id).padStart(12, '0')}`,
  name,
  st,
});

const linkTo = (jv: ReturnType<typeof option>): EmployeeJvLink => ({
  link_id: jv.jv_id * 10,
  jv_id: jv.jv_id,
  jv_uuid: jv.uuid.toUpperCase(),
  jv_name: jv.name,
  st: jv.st,
  is_primary: false,
  start_date: null,
  end_date: null,
});

describe('jvOptionLabel', () => {
  it('names the JV and its state, or Unassigned', () => {
    expect(jvOptionLabel({ name: 'Saguaro Title', st: 'AZ' })).toBe('Saguaro Title (AZ)');
    expect(jvOptionLabel({ name: 'Nowhere Title', st: null })).toBe('Nowhere Title (Unassigned)');
    expect(jvOptionLabel({ name: 'Blank Title', st: '  ' })).toBe('Blank Title (Unassigned)');
  });
});

describe('availableJvOptions', () => {
  it('leaves out the JVs already linked (any case of uuid) and sorts by name ignoring case', () => {
    const saguaro = option(1, 'Saguaro Title');
    const camelback = option(2, 'camelback Escrow');
    const desert = option(3, 'Desert Title', 'NV');
    const second = option(4, 'Desert Title', null);
    expect(availableJvOptions([saguaro, camelback, desert, second], [linkTo(saguaro)])).toEqual([
      camelback,
      desert,
      second,
    ]);
    expect(availableJvOptions([saguaro], [linkTo(saguaro)])).toEqual([]);
    expect(availableJvOptions([], [])).toEqual([]);
  });
});
