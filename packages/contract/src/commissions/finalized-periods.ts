import { periodFrequency } from '@hub/domain';
import { z } from 'zod';
import { ZDateRange } from '../common/date-range.ts';
import { ZIsoDate, ZUuid } from '../common/primitives.ts';
import { ZCommissionFrequency } from './commission-summary.ts';

/** Why a frequency other than the period's is refused (spec 001 §4: the frequency is derived). */
export const frequencyMismatch = (derived: string) =>
  `must be ${derived}: MONTHLY for exactly the first to the last day of one month, otherwise SEMI_MONTHLY`;

/** The frequency the period's dates give (`periodFrequency`), when both are dates in order. */
function derivedFrequency(start: string, end: string): string | undefined {
  try {
    return periodFrequency({ start, end });
  } catch {
    return undefined;
  }
}

/**
 * GET /commissions/periods/finalized/check (spec 001 §7): is the period `period_start` to
 * `period_end` finalised? `frequency`, when sent, must be the period's own (400 otherwise).
 */
export const ZFinalizedPeriodCheckQuery = ZDateRange('period_start', 'period_end')
  .safeExtend({ frequency: ZCommissionFrequency.optional() })
  .superRefine((query, ctx) => {
    const derived = derivedFrequency(query.period_start, query.period_end);
    if (query.frequency !== undefined && derived !== undefined && query.frequency !== derived)
      ctx.addIssue({ code: 'custom', path: ['frequency'], message: frequencyMismatch(derived) });
  });
export type FinalizedPeriodCheckQuery = z.input<typeof ZFinalizedPeriodCheckQuery>;

/** Spec 001 §3 "Finalised period check": the period's frequency; when and which finalisation, null while open. */
export const ZFinalizedPeriodCheck = z.object({
  finalized: z.boolean(),
  frequency: ZCommissionFrequency,
  finalized_at: z.string().nullable(),
  pf_uuid: ZUuid.nullable(),
});
export type FinalizedPeriodCheck = z.infer<typeof ZFinalizedPeriodCheck>;

/**
 * POST /commissions/periods/finalized (spec 001 §7): finalise the period. `freq` must be the period's
 * own frequency; `scope` is GLOBAL and `state` AZ (spec 001 §8), `note` free text (empty as the
 * screen sends it).
 */
export const ZFinalizePeriodBody = ZDateRange('period_start', 'period_end')
  .safeExtend({
    freq: ZCommissionFrequency,
    scope: z.literal('GLOBAL', { error: 'must be GLOBAL' }),
    state: z.literal('AZ', { error: 'must be AZ' }),
    note: z.string().max(1000).optional(),
  })
  .superRefine((body, ctx) => {
    const derived = derivedFrequency(body.period_start, body.period_end);
    if (derived !== undefined && body.freq !== derived)
      ctx.addIssue({ code: 'custom', path: ['freq'], message: frequencyMismatch(derived) });
  });
export type FinalizePeriodBody = z.input<typeof ZFinalizePeriodBody>;

/** 201: the finalisation made. */
export const ZFinalizedPeriod = z.object({
  pf_uuid: ZUuid,
  finalized_at: z.string(),
  period_start: ZIsoDate,
  period_end: ZIsoDate,
  frequency: ZCommissionFrequency,
});
export type FinalizedPeriod = z.infer<typeof ZFinalizedPeriod>;

/** DELETE /commissions/periods/finalized/{pf_uuid}: unfinalise (204). */
export const ZFinalizedPeriodParams = z.strictObject({ pf_uuid: ZUuid });
export const ZUnfinalizePeriodResponse = z.null().describe('Unfinalised: no content');

/** The refusals' details. */
export const PERIOD_ALREADY_FINALIZED = 'This period is already finalized.';
export const FINALIZED_PERIOD_NOT_FOUND = 'Finalized period not found.';
