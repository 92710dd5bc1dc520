import { describe, expect, it } from 'vitest';
import { compareNames } from './collation.ts';

describe('compareNames', () => {
  it('ignores case and accents and reads numbers in names by value', () => {
    expect(['b Mesa', '101 Scottsdale', 'Álvarez', '9 Small', 'alpha'].sort(compareNames)).toEqual([
      '9 Small',
      '101 Scottsdale',
      'alpha',
      'Álvarez',
      'b Mesa',
    ]);
    expect(compareNames('smith', 'SMITH')).toBe(0);
    expect(compareNames('Jose', 'José')).toBe(0);
  });
});
