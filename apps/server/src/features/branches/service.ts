import {
  type Branch,
  type GetBranchesQuery,
  isUuid,
  ZBranch,
  type ZCreateBranchBody,
  type ZUpdateBranchBody,
} from '@hub/contract';
import { compareNames } from '@hub/domain';
import type { z } from 'zod';
import { auditTrail } from '../../db/audit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { findReferenceState } from '../../db/reference-states.ts';
import { assertFresh } from '../../http/etag.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import {
  assertReferenceInScope,
  assertStateAccess,
  narrowScope,
} from '../../plugins/authorization/policies.ts';
import { badRequest, notFound } from '../../plugins/errors/http-error.ts';
import {
  type BranchRow,
  type BranchValues,
  findBranch,
  insertBranch,
  listBranches as listBranchRows,
  updateBranch as updateBranchRow,
} from './repository.ts';

type CreateBranchInput = z.output<typeof ZCreateBranchBody>;
type UpdateBranchInput = z.output<typeof ZUpdateBranchBody>;

function toBranch(row: BranchRow): Branch {
  return ZBranch.parse({ ...row, state: row.state.trim() });
}

/** Active branches first, then by name; a numeric prefix sorts as a number ('101 …' before '110 …'). */
export function compareBranches(a: Pick<Branch, 'active' | 'name' | 'branch_id'>, b: typeof a): number {
  if (a.active !== b.active) return a.active ? -1 : 1;
  return compareNames(a.name, b.name) || a.branch_id - b.branch_id;
}

/** Branches in the caller's states (a State Super User: their own; 403 for another), with the query's filters. */
export async function listBranches(db: Db, actor: CurrentUser, query: GetBranchesQuery): Promise<Branch[]> {
  const rows = await listBranchRows(db, {
    states: narrowScope(actor, query.state),
    activeOnly: query.active === true,
    withFiles: query.fileBranches === true,
  });
  return rows.map(toBranch).sort(compareBranches);
}

function branchKey(param: string): { uuid: string } | { branch_id: number } {
  return isUuid(param) ? { uuid: param.toLowerCase() } : { branch_id: Number(param) };
}

export async function getBranch(db: Db, actor: CurrentUser, param: string): Promise<Branch> {
  const row = await findBranch(db, branchKey(param));
  if (!row) throw notFound('Branch not found');
  assertStateAccess(actor, row.state);
  return toBranch(row);
}

export async function createBranch(db: Db, actor: CurrentUser, body: CreateBranchInput): Promise<Branch> {
  const values: BranchValues = {
    code: body.code ?? null,
    name: body.name,
    alias: body.alias ?? null,
    add1: body.add1 ?? null,
    add2: body.add2 ?? null,
    city: body.city ?? null,
    state: body.state ?? 'AZ',
    zip: body.zip ?? null,
    phone_number: body.phone_number ?? null,
    active: body.active ?? true,
    escrow_employee_count_override: body.escrow_employee_count_override ?? null,
    cost_center_id: body.cost_center_id ?? null,
  };
  assertStateAccess(actor, values.state);
  return db.transaction(async (tx) => {
    await assertCostCenter(tx, actor, values.cost_center_id);
    const branchId = await insertBranch(tx, values);
    const branch = await reread(tx, branchId);
    await auditTrail(tx, actor, 'branches').created(branch.uuid, branch);
    return branch;
  });
}

export async function updateBranch(
  db: Db,
  actor: CurrentUser,
  param: string,
  body: UpdateBranchInput,
  expectedVersion: number | undefined,
): Promise<Branch> {
  return db.transaction(async (tx) => {
    const row = await findBranch(tx, branchKey(param), true);
    if (!row) throw notFound('Branch not found');
    assertStateAccess(actor, row.state);
    assertFresh(expectedVersion, row.version);
    const keep = <K extends keyof BranchValues>(key: K): BranchValues[K] =>
      body[key] === undefined ? row[key] : (body[key] as BranchValues[K]);
    const next: BranchValues = {
      code: keep('code'),
      name: keep('name'),
      alias: keep('alias'),
      add1: keep('add1'),
      add2: keep('add2'),
      city: keep('city'),
      state: keep('state').trim(),
      zip: keep('zip'),
      phone_number: keep('phone_number'),
      active: keep('active'),
      escrow_employee_count_override: keep('escrow_employee_count_override'),
      cost_center_id: keep('cost_center_id'),
    };
    assertStateAccess(actor, next.state);
    if (next.cost_center_id !== row.cost_center_id) await assertCostCenter(tx, actor, next.cost_center_id);
    await updateBranchRow(tx, row.branch_id, next);
    const before = toBranch(row);
    const after = await reread(tx, row.branch_id);
    await auditTrail(tx, actor, 'branches').updated(after.uuid, before, after);
    return after;
  });
}

/** The branch's cost center exists and lies within the caller's states (a link they keep is not checked). */
async function assertCostCenter(
  db: Executor,
  actor: CurrentUser,
  costCenterId: number | null,
): Promise<void> {
  if (costCenterId === null) return;
  const state = await findReferenceState(db, 'cost center', costCenterId);
  if (state === undefined) throw badRequest(`body.cost_center_id: no cost center has the id ${costCenterId}`);
  assertReferenceInScope(actor, { field: 'body.cost_center_id', what: 'cost center', state });
}

async function reread(db: Executor, branchId: number): Promise<Branch> {
  const row = await findBranch(db, { branch_id: branchId });
  if (!row) throw new Error(`Branch ${branchId} vanished while being saved`);
  return toBranch(row);
}
