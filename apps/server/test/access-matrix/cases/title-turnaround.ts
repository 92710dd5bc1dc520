// The Title Officer Turnaround's cases (spec 001 §2, §7 GET /reports/to and its export, the override
// and the files added by hand): a title officer of the case's state (named with its mark) on a JV of
// that state, with a file ready for title in the range, so that every answer has rows to leak.
import type { State } from '@hub/contract';
import { titleFileAdditions } from '../../../src/db/schema/index.ts';
import { createJv } from '../../fixtures/employee-links.ts';
import { insertFile } from '../../fixtures/file-reports.ts';
import { admin, employee, marked, type RouteCase, superOnly, type World } from '../case-kit.ts';

const RANGE = 'beg_date=2039-09-01&end_date=2039-09-30';

/** A title officer of the state's JV, and a file of that JV ready for title on 5 September 2039. */
async function turnaroundWorld(world: World, state: State) {
  const officer = await employee(world, state);
  const jv = await createJv(world.db, { name: marked(state), st: state, title_officer: officer.employee_id });
  const file = await insertFile(world.db, {
    state,
    jv_id: jv.jv_id,
    order_number: marked(state),
    open_date: '2039-09-01',
    ready_for_title_date: '2039-09-05',
    commit_complete_date: '2039-09-07',
    legal_desc: marked(state),
  });
  return { officer, jv, file };
}

export const titleTurnaroundCases: Readonly<Record<string, RouteCase>> = {
  'GET /reports/to': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      await turnaroundWorld(world, state);
      return { url: `/api/reports/to?state=${state}&${RANGE}` };
    },
  },
  'GET /reports/to/export': {
    scope: admin,
    success: 200,
    build: async (world, state) => {
      await turnaroundWorld(world, state);
      return { url: `/api/reports/to/export?format=csv&state=${state}&${RANGE}` };
    },
  },
  'PUT /title-file-additions/override-title-comm': {
    scope: superOnly,
    success: 200,
    build: async (world, state) => {
      const { file } = await turnaroundWorld(world, state);
      return {
        url: '/api/title-file-additions/override-title-comm',
        payload: { file_uuid: file.file_uuid, override: true },
      };
    },
  },
  'POST /title-file-additions': {
    scope: superOnly,
    success: 201,
    build: async (world, state) => {
      const { officer } = await turnaroundWorld(world, state);
      const other = await insertFile(world.db, { state, order_number: marked(state) });
      return {
        url: '/api/title-file-additions',
        payload: {
          title_officer_uuid: officer.uuid,
          order_number: other.order_number,
          search_start_dt: '2039-09-10',
          commit_ready_dt: '2039-09-11',
        },
      };
    },
  },
  'DELETE /title-file-additions/:added_file_uuid': {
    scope: superOnly,
    success: 204,
    build: async (world, state) => {
      const { officer } = await turnaroundWorld(world, state);
      const other = await insertFile(world.db, { state, order_number: marked(state) });
      const [added] = await world.db
        .insert(titleFileAdditions)
        .values({
          title_officer_id: officer.employee_id,
          order_number: other.order_number,
          file_id: other.file_id,
          search_start_dt: '2039-09-10',
          commit_ready_dt: '2039-09-11',
        })
        .returning({ uuid: titleFileAdditions.added_file_uuid });
      if (!added) throw new Error('addition not created');
      return { url: `/api/title-file-additions/${added.uuid}` };
    },
  },
};
