import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from './layouts.ts';

// Table cells are padded by the formatter: compare with runs of spaces folded to one.
const doc = readFileSync(join(import.meta.dirname, '../../../../../docs/uploads.md'), 'utf8').replace(
  / +/g,
  ' ',
);

describe('docs/uploads.md', () => {
  it.each(['esc_files', 'employees'] as const)('publishes every %s column with its required flag', (type) => {
    for (const column of LAYOUTS[type]) {
      expect(doc).toContain(`| \`${column.name}\` | ${column.required ? 'yes ' : ''}| ${column.note}`);
    }
  });
});
