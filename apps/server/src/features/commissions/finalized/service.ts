import {
  FINALIZED_PERIOD_NOT_FOUND,
  type FinalizedPeriod,
  type FinalizedPeriodCheck,
  PERIOD_ALREADY_FINALIZED,
  type ZFinalizedPeriodCheckQuery,
  type ZFinalizePeriodBody,
} from '@hub/contract';
import { type Period, periodFrequency } from '@hub/domain';
import type { z } from 'zod';
import { auditTrail } from '../../../db/audit.ts';
import type { Db } from '../../../db/client.ts';
import type { CurrentUser } from '../../../plugins/auth/index.ts';
import { conflict, notFound } from '../../../plugins/errors/http-error.ts';
import { computeCommissionRows } from '../service.ts';
import {
  deleteFinalizedPeriod,
  findFinalizedPeriod,
  insertFinalizedPeriod,
  insertSnapshots,
  lockFinalizedPeriod,
  timestampText,
} from './repository.ts';

const ENTITY = 'finalized_periods';

/** GET /commissions/periods/finalized/check: whether the period is finalised, when, and which finalisation. */
export async function checkFinalizedPeriod(
  db: Db,
  query: z.output<typeof ZFinalizedPeriodCheckQuery>,
): Promise<FinalizedPeriodCheck> {
  const period: Period = { start: query.period_start, end: query.period_end };
  const found = await findFinalizedPeriod(db, period);
  return {
    finalized: found !== undefined,
    frequency: found?.frequency ?? periodFrequency(period),
    finalized_at: found ? timestampText(found.finalized_at) : null,
    pf_uuid: found?.pf_uuid ?? null,
  };
}

/**
 * POST /commissions/periods/finalized (DOMAIN.md §4 "Finalising"): in ONE transaction, claims the
 * period (its finalized_periods row; a period finalised already, or by a racing request, is 409), then
 * computes every row of the period with its trace, every state's (the scope is GLOBAL), stores them as
 * the snapshot and audits it. From then on GET /commission answers the snapshot.
 */
export async function finalizePeriod(
  db: Db,
  actor: CurrentUser,
  body: z.output<typeof ZFinalizePeriodBody>,
): Promise<FinalizedPeriod> {
  const period: Period = { start: body.period_start, end: body.period_end };
  return db.transaction(async (tx) => {
    const claimed = await insertFinalizedPeriod(tx, {
      period_start: period.start,
      period_end: period.end,
      frequency: periodFrequency(period),
      state: body.state,
      note: body.note ?? '',
      finalized_by: actor.id,
    });
    if (!claimed) throw conflict(PERIOD_ALREADY_FINALIZED);
    const computed = await computeCommissionRows(
      tx,
      period,
      { scope: 'all' },
      {
        traces: true,
        inTransaction: true,
      },
    );
    await insertSnapshots(
      tx,
      claimed.pf_id,
      computed.map(({ employee_id, row, trace }) => {
        if (!trace) throw new Error('finalising needs every row with its trace');
        return { employee_id, row, trace };
      }),
    );
    const answer: FinalizedPeriod = {
      pf_uuid: claimed.pf_uuid,
      finalized_at: timestampText(claimed.finalized_at),
      period_start: claimed.period_start,
      period_end: claimed.period_end,
      frequency: claimed.frequency,
    };
    await auditTrail(tx, actor, ENTITY).created(claimed.pf_uuid, {
      ...answer,
      scope: claimed.scope,
      state: claimed.state,
      note: claimed.note,
      snapshot_rows: computed.length,
    });
    return answer;
  });
}

/** DELETE /commissions/periods/finalized/{pf_uuid}: unfinalises (the snapshot removed, audited); 404 for an unknown one. */
export async function unfinalizePeriod(db: Db, actor: CurrentUser, pfUuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await lockFinalizedPeriod(tx, pfUuid);
    if (!found) throw notFound(FINALIZED_PERIOD_NOT_FOUND);
    const removed = await deleteFinalizedPeriod(tx, found.pf_id);
    await auditTrail(tx, actor, ENTITY).deleted(pfUuid, {
      period_start: found.period_start,
      period_end: found.period_end,
      frequency: found.frequency,
      scope: found.scope,
      state: found.state,
      note: found.note,
      finalized_at: timestampText(found.finalized_at),
      finalized_by: found.finalized_by,
      snapshot_rows: removed,
    });
  });
}
