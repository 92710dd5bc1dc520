import type { CommissionResponse, CommissionTrace } from '@hub/contract';
import { addCents, type Cents, fromCents, toCents, ZERO_CENTS } from '@hub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommissionScenario } from '../../../test/fixtures/commission-scenario.ts';
import { testAppForFile } from '../../../test/helper.ts';

const PERIODS = ['start_date=2026-10-01&end_date=2026-10-31', 'start_date=2026-11-01&end_date=2026-11-15'];
const OCTOBER = PERIODS[0];
const LENA = '00000000-0000-4000-8000-000000000009';
const NED = '00000000-0000-4000-8000-000000000014';
const BO = '00000000-0000-4000-8000-000000000017';

const t = testAppForFile();

beforeAll(async () => {
  await loadCommissionScenario(t.db);
}, 60_000);

function get(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/commission?${query}`, headers: t.as('superUser') });
}

type Figure = 'esc_rev' | 'title_rev' | 'underwriter_amt' | 'commable_rev';

/** The sum of one figure over the trace's files and adjustments, as money text. */
function summed(trace: CommissionTrace, figure: Figure): string {
  const entries = [...trace.files, ...trace.adjustments];
  return fromCents(entries.reduce<Cents>((sum, entry) => addCents(sum, toCents(entry[figure])), ZERO_CENTS));
}

describe('GET /api/commission?trace=1', () => {
  it('every employee of both periods: the row equals its trace to the cent', async () => {
    for (const period of PERIODS) {
      const all = (await get(period)).json<CommissionResponse>();
      expect(all.rows.length).toBeGreaterThan(10);
      for (const row of all.rows) {
        const response = await get(`${period}&employee_uuid=${row.uuid}&trace=1`);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<CommissionResponse>();
        expect(body.rows, `${period} ${row.employee_id}`).toEqual([row]);
        const trace = body.trace;
        if (!trace) throw new Error(`no trace for ${row.employee_id}`);
        const where = `${period} employee ${row.employee_id}`;
        expect(summed(trace, 'esc_rev'), where).toBe(row.esc_rev_tot);
        expect(summed(trace, 'title_rev'), where).toBe(row.title_rev_tot);
        expect(summed(trace, 'underwriter_amt'), where).toBe(row.underwriter_amt);
        expect(summed(trace, 'commable_rev'), where).toBe(row.comable_rev);
        expect(trace.files, where).toHaveLength(row.mtd_closed);
        expect(trace.base_amt, where).toBe(row.base_amt);
        expect(trace.base_desc, where).toBe(row.base_desc);
        expect(trace.guarantee?.override_if_comm_greater ?? null, where).toBe(row.override_if_comm_greater);
        expect(trace.rep_combo_revenue === null, where).toBe(!(row.emp_type === 'EO' && row.both_rep_and_eo));
        // The last step of each field is the row's value.
        const last = new Map(trace.steps.map((step) => [step.field, step.value]));
        for (const field of ['comm_amt', 'comm_end_balance', 'rev_subtotal', 'comm_guarantee_amt'] as const)
          expect(last.get(field), `${where} ${field}`).toBe(row[field]);
      }
    }
  }, 120_000);

  it("an escrow officer's trace lists their files and their linked officer's, closed in the period", async () => {
    const body = (await get(`${OCTOBER}&employee_uuid=${LENA}&trace=1`)).json<CommissionResponse>();
    expect(body.trace?.files.map((f) => [f.order_number, f.calc_close_date])).toEqual([
      ['F101', '2026-10-05'],
      ['F1001', '2026-10-25'],
    ]);
    expect(body.trace?.adjustments).toEqual([]);
    expect(body.trace?.base_source).toBe('monthly');
    expect(body.trace?.files[0]?.file_uuid).toEqual(expect.any(String));
  });

  it("a rep's trace lists the adjustment posted in the period to a file closed before it", async () => {
    const body = (await get(`${OCTOBER}&employee_uuid=${NED}&trace=1`)).json<CommissionResponse>();
    expect(body.trace?.files.map((f) => f.order_number)).toEqual(['F1402']);
    expect(body.trace?.adjustments.map((a) => [a.adj_id, a.order_number, a.posting_date])).toEqual([
      [1, 'F1401', '2026-10-12'],
    ]);
  });

  it("a both_rep_and_eo officer's trace gives the combo revenue", async () => {
    const body = (await get(`${OCTOBER}&employee_uuid=${BO}&trace=1`)).json<CommissionResponse>();
    expect(body.trace?.rep_combo_revenue).toEqual(expect.stringMatching(/^\d+\.\d\d$/));
    expect(body.trace?.steps.some((s) => s.field === 'rep_combo_share')).toBe(true);
  });

  it('no trace without trace=1; trace=0 and trace=false give none', async () => {
    for (const flag of ['', '&trace=0', '&trace=false']) {
      const body = (await get(`${OCTOBER}&employee_uuid=${NED}${flag}`)).json<CommissionResponse>();
      expect(body.trace).toBeUndefined();
    }
  });

  it('400 with a detail for trace=1 without employee_uuid, and for a trace that is not a flag', async () => {
    for (const query of [`${OCTOBER}&trace=1`, `${OCTOBER}&employee_uuid=${NED}&trace=yes`]) {
      const response = await get(query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    }
    expect((await get(`${OCTOBER}&trace=1`)).json<{ detail: string }>().detail).toMatch(/employee_uuid/);
  });
});
