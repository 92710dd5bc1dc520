import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from './layouts.ts';

const doc = readFileSync(join(import.meta.dirname, '../../../../../docs/uploads.md'), 'utf8');

describe('docs/uploads.md', () => {
  it.each(['esc_files', 'employees'] as const)('publishes every %s column with its required flag', (type) => {
    for (const column of LAYOUTS[type]) {
      expect(doc).toContain(`| \`${column.name}\` | ${column.required ? 'yes' : ''} | ${column.note}`);
    }
  });
});
