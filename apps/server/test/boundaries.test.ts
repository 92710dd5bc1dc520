import { describe, expect, it } from 'vitest';
import { describeCrossing, findCrossings, importSpecifiers } from '../../../scripts/lib/boundaries.mjs';

const FEATURE = 'apps/web/src/features/jv-reports/components/jv-mix.tsx';
const DB = 'apps/server/src/db/file-reach.ts';

/** The crossings of one file whose source is the given lines. */
const crossingsOf = (path: string, ...lines: string[]) =>
  findCrossings([{ path, source: lines.join('\n') }]).map(({ file, specifier }) => ({ file, specifier }));

describe('the boundaries of npm run lint (scripts/check-boundaries.mjs)', () => {
  it('finds a web feature importing another by its alias, a relative path, a re-export or a mock', () => {
    expect(
      crossingsOf(
        FEATURE,
        "import { useAllDays } from '@/features/calendar/api/get-all-days';",
        "import type { Row } from '../../users/api/get-users';",
        "export { FileSearchResults } from '../../file-search/components/file-search-results';",
        "const Page = lazy(() => import('@/features/orders/components/order-report'));",
        "vi.mock('@/features/users/api/get-roles-live', () => ({}));",
      ),
    ).toEqual([
      { file: FEATURE, specifier: '@/features/calendar/api/get-all-days' },
      { file: FEATURE, specifier: '../../users/api/get-users' },
      { file: FEATURE, specifier: '../../file-search/components/file-search-results' },
      { file: FEATURE, specifier: '@/features/orders/components/order-report' },
      { file: FEATURE, specifier: '@/features/users/api/get-roles-live' },
    ]);
  });

  it('lets a feature import itself, components/, lib/, config/ and packages', () => {
    expect(
      crossingsOf(
        FEATURE,
        "import { useJvMix } from '../api/get-jv-mix';",
        "import { jvColumns } from '@/features/jv-reports/utils/columns';",
        "import { DataTable } from '@/components/data-table';",
        "import { useReportState } from '@/lib/use-report-state';",
        "import { paths } from '../../../config/paths';",
        "import { z } from 'zod';",
        "import { formatUsd } from '@hub/domain';",
      ),
    ).toEqual([]);
  });

  it('lets pages in app/ put features together', () => {
    expect(
      crossingsOf(
        'apps/web/src/app/routes/reports/file-search.tsx',
        "import { FileSearchResults } from '@/features/file-search/components/file-search-results';",
        "import { useRolesLive } from '../../../features/users/api/get-roles-live';",
      ),
    ).toEqual([]);
  });

  it("finds db/ importing the server's plugins, but not db/ itself, the contract or a test of db/", () => {
    expect(
      crossingsOf(
        DB,
        "import type { StateScope } from '../plugins/authorization/policies.ts';",
        "import { rowsOf } from './rows.ts';",
        "import { esc_files } from './schema/files.ts';",
        "import type { State } from '@hub/contract';",
      ),
    ).toEqual([{ file: DB, specifier: '../plugins/authorization/policies.ts' }]);
    expect(
      crossingsOf(
        'apps/server/src/db/connection-errors.test.ts',
        "import { describeError } from '../plugins/errors/index.ts';",
      ),
    ).toEqual([]);
    expect(
      crossingsOf(
        'apps/server/src/features/reports/repository.ts',
        "import { stateScope } from '../../plugins/authorization/policies.ts';",
      ),
    ).toEqual([]);
  });

  it('names the file, the import and the rule', () => {
    const [crossing] = findCrossings([
      { path: FEATURE, source: "import { x } from '@/features/file-search/components/file-search-results';" },
    ]);
    expect(crossing && describeCrossing(crossing)).toBe(
      `${FEATURE}: import '@/features/file-search/components/file-search-results': features/jv-reports imports features/file-search: web features never import each other (move what both use to src/components/ or src/lib/)`,
    );
  });

  it('reads the modules a source names, not words in its comments', () => {
    expect(
      importSpecifiers('// the amounts from 2026-01-01\nimport a from \'./a\';\nexport * from "../b";'),
    ).toEqual(['./a', '../b']);
  });
});
