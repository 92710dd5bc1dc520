import {
  type PutReportOptionsValues,
  REPORT_OPTION_STATES,
  type ReportOptions,
  type State,
  type StateReportOptions,
  stateReportOptions,
} from '@hub/contract';
import { recordAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { assertFresh } from '../../http/etag.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { scopeIncludes, stateScope } from '../../plugins/authorization/policies.ts';
import { forbidden } from '../../plugins/errors/http-error.ts';
import { findReportOptions, type ReportOptionsRow, upsertReportOptions } from './repository.ts';

export type ReportOptionsDeps = { db: Db };

const EMPTY: StateReportOptions = {
  reports_send_to: null,
  projected_openings: null,
  projected_revenue: null,
};

/**
 * The document of both states; a missing row reads as nulls and counts 0 towards the version. Only the
 * rows of the caller's states are passed in, so another state's section reads as nulls too.
 */
function toDocument(rows: ReadonlyMap<State, ReportOptionsRow>): ReportOptions {
  const of = (state: State) => rows.get(state) ?? { ...EMPTY, version: 0 };
  const az = of('AZ');
  const nv = of('NV');
  return {
    az_reports_send_to: az.reports_send_to,
    az_projected_openings: az.projected_openings,
    az_projected_revenue: az.projected_revenue,
    nv_reports_send_to: nv.reports_send_to,
    nv_projected_openings: nv.projected_openings,
    nv_projected_revenue: nv.projected_revenue,
    // Each save raises the version of the rows it changes, so the sum moves with every change.
    version: az.version + nv.version,
  };
}

const valuesOf = (row: StateReportOptions | undefined): StateReportOptions =>
  row
    ? {
        reports_send_to: row.reports_send_to,
        projected_openings: row.projected_openings,
        projected_revenue: row.projected_revenue,
      }
    : EMPTY;

function sameOptions(a: StateReportOptions, b: StateReportOptions): boolean {
  const listA = a.reports_send_to ?? [];
  const listB = b.reports_send_to ?? [];
  return (
    listA.length === listB.length &&
    listA.every((recipient, i) => recipient === listB[i]) &&
    a.projected_openings === b.projected_openings &&
    a.projected_revenue === b.projected_revenue
  );
}

/** The states whose section the user reads and writes: both, or a State Super User's own. */
function ownStates(user: CurrentUser): State[] {
  const scope = stateScope(user);
  return REPORT_OPTION_STATES.filter((state) => scopeIncludes(scope, state));
}

const FIELDS = ['reports_send_to', 'projected_openings', 'projected_revenue'] as const;

/** A section the user may not see must come back as they read it: every field null. */
function assertUntouched(body: PutReportOptionsValues, state: State, own: readonly State[]): void {
  const values = stateReportOptions(body, state);
  const field = FIELDS.find((name) => values[name] !== null);
  if (field === undefined) return;
  throw forbidden(
    `body.${state.toLowerCase()}_${field}: you may read and change only the report options of ` +
      `${own.join(', ') || 'no state'}; send it as null.`,
  );
}

/** A State Super User gets their own state's section; the other reads as nulls and is not counted. */
export async function getReportOptions(deps: ReportOptionsDeps, user: CurrentUser): Promise<ReportOptions> {
  return toDocument(await findReportOptions(deps.db, ownStates(user)));
}

/**
 * Saves the options in one transaction. Only the states whose values change are written (and
 * audited). A State Super User reads and writes their own state's section only: the other must be
 * sent as read (null), else 403 and nothing is written; the version is that of their section.
 */
export async function saveReportOptions(
  deps: ReportOptionsDeps,
  user: CurrentUser,
  body: PutReportOptionsValues,
  expectedVersion: number | undefined,
): Promise<ReportOptions> {
  const own = ownStates(user);
  for (const state of REPORT_OPTION_STATES) if (!own.includes(state)) assertUntouched(body, state, own);
  return deps.db.transaction(async (tx) => {
    const rows = await findReportOptions(tx, own, { forUpdate: true });
    assertFresh(expectedVersion, toDocument(rows).version);

    const changes = own.flatMap((state) => {
      const before = rows.get(state);
      const after = stateReportOptions(body, state);
      return sameOptions(valuesOf(before), after) ? [] : [{ state, before, after }];
    });

    const saved = new Map(rows);
    for (const { state, before, after } of changes) {
      saved.set(state, await upsertReportOptions(tx, state, after));
      await recordAudit(tx, {
        actor: { id: user.id, email: user.email },
        action: before ? 'update' : 'create',
        entity: 'report_options',
        entityId: state,
        before: before ? valuesOf(before) : null,
        after,
      });
    }
    return toDocument(saved);
  });
}
